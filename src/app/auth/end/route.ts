import type { NextRequest } from 'next/server';
import { clearSessionCookies } from '@/server/cookies';
import { routeHandler, seeOther } from '@/server/route-handler';
import { endSessionNamedBy } from '@/server/session-flow';

const DESTINATIONS = {
  'verify-email': '/verify-email',
  blocked: '/blocked',
  unauthorized: '/unauthorized',
  // Decision 073: a child away from a shared tablet for too long goes back to the way they came in, told why.
  'idle-card': '/login/card?away=1',
  'idle-pictures': '/login/class?away=1',
} as const;

/**
 * Where the session flow sends a session it ended (spec 4 steps 3, 6, 10): the session row is usually gone already;
 * whatever session the cookie still names is deleted before the cookies are cleared (pages cannot clear them), so
 * nothing leaves here alive on the server. Then on to the page that explains.
 */
export const GET = routeHandler(async (request: NextRequest) => {
  const reason = request.nextUrl.searchParams.get('reason') ?? '';
  const destination = DESTINATIONS[reason as keyof typeof DESTINATIONS] ?? '/login';
  await endSessionNamedBy(request.headers);
  await clearSessionCookies();
  return seeOther(destination);
});

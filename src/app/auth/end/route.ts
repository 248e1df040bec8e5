import type { NextRequest } from 'next/server';
import { clearSessionCookies } from '@/server/cookies';
import { routeHandler, seeOther } from '@/server/route-handler';

const DESTINATIONS = { 'verify-email': '/verify-email', blocked: '/blocked', unauthorized: '/unauthorized' } as const;

/**
 * Where the session flow sends a session it ended (spec 4 steps 3, 6, 10): the session row is already gone;
 * this clears the cookies (pages cannot) and goes on to the page that explains.
 */
export const GET = routeHandler(async (request: NextRequest) => {
  const reason = request.nextUrl.searchParams.get('reason') ?? '';
  const destination = DESTINATIONS[reason as keyof typeof DESTINATIONS] ?? '/login';
  await clearSessionCookies();
  return seeOther(destination);
});

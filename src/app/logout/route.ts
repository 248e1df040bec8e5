import { NextResponse, type NextRequest } from 'next/server';
import { signOut } from '@/modules/accounts';
import { clearSessionCookies } from '@/server/cookies';
import { resolveSession } from '@/server/session-flow';

/** Spec 4 "Logout": sign out, clear user, role and cookie, go to /login. */
async function logout(request: NextRequest): Promise<NextResponse> {
  const state = await resolveSession(request.headers);
  if (state.status === 'signed-in') await signOut(state.actor);
  await clearSessionCookies();
  return NextResponse.redirect(new URL('/login', request.url), 303);
}

export const GET = logout;
export const POST = logout;

import type { NextRequest } from 'next/server';
import { signOut } from '@/modules/accounts';
import { clearSessionCookies } from '@/server/cookies';
import { getRouteSessionState, routeHandler, seeOther } from '@/server/route-handler';

/** Spec 4 "Logout": sign out, clear user, role and cookie, go to /login. Signed out already: the same redirect. */
const logout = routeHandler(async (request: NextRequest) => {
  const state = await getRouteSessionState(request);
  if (state.status === 'signed-in') await signOut(state.actor);
  await clearSessionCookies();
  return seeOther('/login');
});

export const GET = logout;
export const POST = logout;

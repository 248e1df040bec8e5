import type { NextRequest } from 'next/server';
import { signOut } from '@/modules/accounts';
import { clearSessionCookies } from '@/server/cookies';
import { assertSameOrigin } from '@/server/http';
import { getRouteSessionState, routeHandler, seeOther } from '@/server/route-handler';

/**
 * Spec 4 "Logout": sign out, clear user, role and cookie, go to /login. Signed out already: the same redirect.
 * POST only, from this site (OWASP ASVS: logout must not be triggerable cross-site; an <img src="/logout"> on
 * another page must not end a session). The sidebar's button is a plain form, so it works without JavaScript, and
 * the browser sends Origin with it.
 */
export const POST = routeHandler(async (request: NextRequest) => {
  assertSameOrigin(request);
  const state = await getRouteSessionState(request);
  if (state.status === 'signed-in') await signOut(state.actor);
  await clearSessionCookies();
  return seeOther('/login');
});

/**
 * A typed address or an old link: a GET never writes (decision 015), so it only asks, on /logout/confirm, whose
 * button posts here. Nobody signed in: straight to /login.
 */
export const GET = routeHandler(async (request: NextRequest) => {
  const state = await getRouteSessionState(request);
  return seeOther(state.status === 'signed-in' ? '/logout/confirm' : '/login');
});

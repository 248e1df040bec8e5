import 'server-only';
import { redirect } from 'next/navigation';
import { clearSessionCookies, setDeviceCookie, setRoleCookie } from '@/server/cookies';
import { resolveSession } from '@/server/session-flow';
import { safeNextPath } from '@/server/session';

/**
 * What every sign-in form does with its new session (a password, or a child's sign-in card: decision 066): the
 * browser's device cookie, then spec 4 at once, so a blocked or unverified account goes straight to the page that
 * explains; then the page the person came for, or their dashboard. Always redirects.
 */
export async function finishSignIn(result: { sessionCookie: string; deviceId: string }, next: string | null): Promise<never> {
  await setDeviceCookie(result.deviceId);
  const state = await resolveSession(new Headers({ cookie: result.sessionCookie }));
  if (state.status !== 'signed-in') {
    await clearSessionCookies();
    redirect(state.status === 'ended' ? `/${state.reason}` : '/login');
  }
  await setRoleCookie(state.actor.role);
  redirect(safeNextPath(next ?? '') ?? `/dashboard/${state.actor.role}`);
}

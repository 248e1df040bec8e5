import 'server-only';
import { cookies } from 'next/headers';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, ROLE_COOKIE, ROLE_COOKIE_MAX_AGE_S } from '@/lib/constants';
import { env } from '@/lib/env';
import { AUTH_COOKIE_NAMES } from './auth-cookie-names';


/** Spec 4 step 7: a role cookie for 1 day. Used for redirects only; never as a permission. */
export async function setRoleCookie(role: string): Promise<void> {
  (await cookies()).set(ROLE_COOKIE, role, {
    maxAge: ROLE_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: env().APP_URL.startsWith('https://'),
    path: '/',
  });
}

/** The browser's id for "a new sign-in" alerts (decision 037); kept across sign-outs, like the browser itself. */
export async function setDeviceCookie(deviceId: string): Promise<void> {
  (await cookies()).set(DEVICE_COOKIE, deviceId, {
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: env().APP_URL.startsWith('https://'),
    path: '/',
  });
}

/** Spec 4 step 1 and logout: clear the session cookies and the role cookie. */
export async function clearSessionCookies(): Promise<void> {
  const store = await cookies();
  for (const name of [...AUTH_COOKIE_NAMES, ROLE_COOKIE]) {
    if (store.has(name)) store.delete(name);
  }
}

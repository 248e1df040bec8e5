import 'server-only';
import { env } from '@/lib/env';

/** Where every school sign-in refusal is explained (decision 069). */
const SCHOOL_SIGN_IN_PAGE = '/login/school';

/**
 * The SSO plugin sends some SAML failures (an address the roster never brought: `signup_disabled`) to the success
 * address with `?error=`, where the dashboard would only ask the person to sign in. Any redirect of the plugin that
 * carries an error goes to /login/school instead, with the same code, so the person reads why in their language.
 */
export function schoolSignInRefusalRedirect(response: Response): Response {
  const location = response.headers.get('location');
  if (!location || response.status < 300 || response.status >= 400) return response;
  const appUrl = env().APP_URL;
  const target = new URL(location, appUrl);
  const code = target.searchParams.get('error');
  if (!code || (target.origin === new URL(appUrl).origin && target.pathname === SCHOOL_SIGN_IN_PAGE)) return response;
  const headers = new Headers(response.headers);
  headers.set('location', `${appUrl}${SCHOOL_SIGN_IN_PAGE}?${new URLSearchParams({ error: code.slice(0, 60) })}`);
  return new Response(null, { status: response.status, headers });
}

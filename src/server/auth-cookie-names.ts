/*
 * better-auth's cookie names (with the `__Secure-` prefix it adds over HTTPS), named once: the session flow clears
 * them, and the custom server reads whether a request carries a session at all. No 'server-only': server.ts uses it.
 */
const AUTH_COOKIES = ['better-auth.session_token', 'better-auth.session_data', 'better-auth.dont_remember'] as const;

export const AUTH_COOKIE_NAMES: readonly string[] = [...AUTH_COOKIES, ...AUTH_COOKIES.map((name) => `__Secure-${name}`)];
export const SESSION_TOKEN_COOKIES: readonly string[] = ['better-auth.session_token', '__Secure-better-auth.session_token'];

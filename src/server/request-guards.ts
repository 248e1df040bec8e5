import { parseCookies as parseCookieHeader } from 'better-call';
import { ROLE_COOKIE } from '@/lib/constants';
import { AUTH_COOKIE_NAMES, SESSION_TOKEN_COOKIES } from './auth-cookie-names';

/*
 * Checks the custom server (server.ts) makes on every request before Next sees it. No 'server-only': server.ts
 * runs outside Next's bundle (decision 015).
 */

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/**
 * True when the path holds a %-escape that is not valid UTF-8 (`/courses/%E0%A4%A`), or the path or a query value
 * decodes to a control character (`/courses/%00`, `?user=%00`: PostgreSQL refuses a NUL in text). No page of the
 * app makes such an address: it is the caller's mistake, a 400, not a 500.
 */
export function isMalformedAddress(url: string | undefined): boolean {
  const [pathname = '/', query = ''] = (url ?? '/').split(/\?(.*)/s, 2);
  try {
    if (CONTROL_CHARACTERS.test(decodeURIComponent(pathname))) return true;
  } catch {
    return true;
  }
  for (const [key, value] of new URLSearchParams(query)) if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value)) return true;
  return false;
}

/**
 * A Cookie header's values by name, read as better-auth reads it (better-call's parser: the first of a repeated name,
 * as browsers send the most specific first; values unquoted and URL-decoded), so every part of the server agrees on
 * what a request's cookies say.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  return parseCookieHeader(header ?? '');
}

function cookieNames(header: string | undefined): Set<string> {
  return new Set(parseCookies(header).keys());
}

/**
 * Spec 4 step 1: with no signed-in user the role cookie goes. A request carrying the role cookie but no session
 * cookie at all gets a Set-Cookie that clears it (a page render cannot set cookies; the session flow clears it
 * itself wherever a session ends).
 */
export function staleRoleCookieClearing(cookieHeader: string | undefined, secure: boolean): string | null {
  const names = cookieNames(cookieHeader);
  if (!names.has(ROLE_COOKIE) || SESSION_TOKEN_COOKIES.some((name) => names.has(name))) return null;
  return clearingCookie(ROLE_COOKIE, secure);
}

function clearingCookie(name: string, secure: boolean): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure || name.startsWith('__Secure-') ? '; Secure' : ''}`;
}

/**
 * Spec 4 step 1 when the session cookie is there but names no session (signed out elsewhere, expired, forged): the
 * session flow found nobody, so the role cookie and the dead session cookies go too. Only the cookies the request
 * carried, and never one the answer itself sets (a sign-in replacing the dead session).
 */
export function deadSessionCookieClearing(cookieHeader: string | undefined, alreadySet: readonly string[], secure: boolean): string[] {
  const carried = cookieNames(cookieHeader);
  const set = new Set(alreadySet.map((cookie) => cookie.split('=', 1)[0]!.trim()));
  return [ROLE_COOKIE, ...AUTH_COOKIE_NAMES].filter((name) => carried.has(name) && !set.has(name)).map((name) => clearingCookie(name, secure));
}

/**
 * A server action (a POST carrying `Next-Action`) sent from another site: its Origin names another host than the one
 * the request came to (or the app's own). Next would refuse it too, but with a 500; this is the caller's mistake, a
 * 403 (the same rule as the JSON routes' assertSameOrigin). Without an Origin header the browser is not a current
 * one, and Next's own checks apply.
 */
export function isCrossSiteAction(method: string | undefined, headers: { origin?: string; host?: string; 'next-action'?: string | string[] }, appUrl: string): boolean {
  if (method !== 'POST' || headers['next-action'] === undefined || !headers.origin) return false;
  let originHost: string;
  try {
    originHost = new URL(headers.origin).host;
  } catch {
    return true;
  }
  return originHost !== headers.host && originHost !== new URL(appUrl).host;
}

/**
 * A server action whose arguments came as one text body (React's encodeReply string: a JSON array), not multipart.
 * Next decodes it before any of our code runs and answers 500 when it cannot, so server.ts reads it first.
 */
export function isTextActionRequest(method: string | undefined, headers: { 'next-action'?: string | string[]; 'content-type'?: string }): boolean {
  return method === 'POST' && headers['next-action'] !== undefined && !(headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The body React's encodeReply makes for a list of plain arguments: a JSON array (raw control characters are not JSON). */
export function isDecodableActionBody(body: string): boolean {
  try {
    return Array.isArray(JSON.parse(body));
  } catch {
    return false;
  }
}

/**
 * The Cache-Control for a page answered to a visitor with no session: Next marks every dynamic page `no-store`,
 * which also keeps it out of the browser's back/forward cache. A page rendered for nobody in particular may stay in
 * the browser (`private`: never in a shared cache) as long as it is checked again before reuse (`no-cache`). Signed-in
 * pages, and anything but a successful HTML page, keep what Next chose (null).
 */
export function anonymousPageCacheControl(request: { method: string | undefined; cookie: string | undefined }, answer: { status: number; contentType: unknown; cacheControl: unknown }): string | null {
  if (request.method !== 'GET' || answer.status !== 200) return null;
  if (SESSION_TOKEN_COOKIES.some((name) => cookieNames(request.cookie).has(name))) return null;
  if (typeof answer.contentType !== 'string' || !answer.contentType.startsWith('text/html')) return null;
  if (typeof answer.cacheControl !== 'string' || !answer.cacheControl.includes('no-store')) return null;
  return 'private, no-cache';
}

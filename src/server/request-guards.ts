import { ROLE_COOKIE } from '@/lib/constants';

/*
 * Checks the custom server (server.ts) makes on every request before Next sees it. No 'server-only': server.ts
 * runs outside Next's bundle (decision 015).
 */

/** True when the path holds a %-escape that is not valid UTF-8 (`/courses/%E0%A4%A`): the caller's mistake, a 400. */
export function hasMalformedPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?', 1)[0]!;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

function cookieNames(header: string | undefined): Set<string> {
  return new Set((header ?? '').split(';').map((pair) => pair.split('=', 1)[0]!.trim()).filter(Boolean));
}

/**
 * Spec 4 step 1: with no signed-in user the role cookie goes. A request carrying the role cookie but no session
 * cookie at all gets a Set-Cookie that clears it (a page render cannot set cookies; the session flow clears it
 * itself wherever a session ends).
 */
export function staleRoleCookieClearing(cookieHeader: string | undefined, secure: boolean): string | null {
  const names = cookieNames(cookieHeader);
  if (!names.has(ROLE_COOKIE) || SESSION_COOKIES.some((name) => names.has(name))) return null;
  return `${ROLE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

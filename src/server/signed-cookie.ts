import { createHmac } from 'node:crypto';
import { constantTimeEqual } from 'better-auth/crypto';
import { parseCookies } from './request-guards';

/*
 * better-auth's signed cookies, read the way better-auth reads them: better-call's `parseCookies` (request-guards.ts:
 * the parser its request context uses, so the first cookie of a name wins, values trimmed, unquoted and URL-decoded)
 * and the base64 HMAC-SHA256 better-auth's `makeSignature` signs cookies with, computed with node's own HMAC
 * (makeSignature goes through WebCrypto and imports the key on every call: about 90 µs and two trips to the thread
 * pool on every request, against 3 µs; decision 076). The session flow reads the session token this way so that it
 * can load the session, its user and the profile in one statement (decision 021). What is ours is only the
 * `value.signature` split, the shape better-call's getSignedCookie checks before verifying; signed-cookie.test.ts
 * holds it to better-auth: cookies better-auth signed are accepted, and every cookie it refuses is refused here.
 */

/** The value of one cookie in a Cookie header, as better-auth's request context sees it. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  return parseCookies(cookieHeader).get(name) ?? null;
}

/** The value of a cookie better-auth signed with `secret`, or null when the request has none or its signature is wrong. */
export async function readSignedCookie(cookieHeader: string | null, name: string, secret: string): Promise<string | null> {
  const cookie = cookieHeader ? cookieValue(cookieHeader, name) : null;
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  // A SHA-256 HMAC in base64 is 44 characters ending in one '='.
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  return constantTimeEqual(createHmac('sha256', secret).update(value).digest('base64'), signature) ? value : null;
}

/*
 * better-auth's signed cookies, read exactly as better-auth reads them (better-call 1.4's getSignedCookie, which is
 * not exported): the cookie holds `value.signature`, URL-encoded, where the signature is the base64 HMAC-SHA256 of
 * the value under the auth secret. The session flow reads the session token this way so that it can load the
 * session, its user and the profile in one statement (decision 021). signed-cookie.test.ts holds it to better-auth:
 * cookies better-auth signed are accepted, and every cookie it refuses is refused here.
 */

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;

/** One imported key per secret: the import is the costly part, and the secret does not change while the process runs. */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), HMAC, false, ['verify']);
    keys.set(secret, key);
  }
  return key;
}

function decodeCookieValue(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * The value of one cookie in a Cookie header, as better-call parses it: the first cookie of that name wins, the
 * value trimmed, unquoted and URL-decoded (left as it is when it does not decode).
 */
export function cookieValue(cookieHeader: string, name: string): string | null {
  let index = 0;
  while (index < cookieHeader.length) {
    const equals = cookieHeader.indexOf('=', index);
    if (equals === -1) break;
    let end = cookieHeader.indexOf(';', index);
    if (end === -1) end = cookieHeader.length;
    else if (end < equals) {
      index = cookieHeader.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    if (cookieHeader.slice(index, equals).trim() === name) {
      let value = cookieHeader.slice(equals + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return decodeCookieValue(value);
    }
    index = end + 1;
  }
  return null;
}

async function hasValidSignature(value: string, signature: string, secret: string): Promise<boolean> {
  try {
    const binary = atob(signature);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    // crypto.subtle.verify compares in constant time.
    return await crypto.subtle.verify(HMAC, await hmacKey(secret), bytes, new TextEncoder().encode(value));
  } catch {
    return false;
  }
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
  return (await hasValidSignature(value, signature, secret)) ? value : null;
}

/*
 * Cookies over HTTPS carry `Secure` (OWASP ASVS V3.3). The app's own address says whether the cookies we set in code
 * are Secure (better-auth's `useSecureCookies`, cookies.ts); behind an HTTPS proxy that speaks HTTP to us with an http
 * APP_URL, the browser still used HTTPS (the proxy says so, and we send HSTS), so server.ts adds the attribute to
 * every cookie of such an answer. Only the attribute: the names stay as they are (better-auth's `__Secure-` prefix is
 * chosen once, from APP_URL), so a session does not change cookie between http and https requests.
 * No 'server-only': server.ts uses it.
 */

/** One Set-Cookie line with `Secure`, unless it has it already. */
export function withSecureAttribute(line: string): string {
  const attributes = line.split(';').slice(1);
  if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'secure')) return line;
  return `${line.replace(/;\s*$/, '')}; Secure`;
}

/** A response's Set-Cookie header value (undefined, one line or several) with `Secure` on every cookie. */
export function secureSetCookie(value: number | string | readonly string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const lines = Array.isArray(value) ? value : [String(value)];
  return lines.map(withSecureAttribute);
}

import { describe, expect, it } from 'vitest';
import { createTestUser, signInHeaders } from '../../tests/factories';
import { getAuth } from './auth';
import { readSignedCookie } from './signed-cookie';

/** Whether better-auth itself accepts the session cookie in this Cookie header (its own getSession, nothing written). */
async function betterAuthAccepts(cookie: string): Promise<boolean> {
  const result = await getAuth().api.getSession({ headers: new Headers({ cookie }), query: { disableCookieCache: true, disableRefresh: true } });
  return result !== null;
}

describe('signed cookies, read as better-auth reads them', () => {
  it('accepts exactly the session cookies better-auth accepts', async () => {
    const { authCookies, secret } = await getAuth().$context;
    const name = authCookies.sessionToken.name;
    const user = await createTestUser();
    const other = await createTestUser();
    const cookie = (await signInHeaders(user.email)).get('cookie')!;
    const otherCookie = (await signInHeaders(other.email)).get('cookie')!;
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];

    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const cases: Record<string, string> = {
      'as better-auth set it': cookie,
      'not URL-encoded': `${name}=${token}.${signature}`,
      quoted: `${name}="${value}"`,
      'with other cookies and spaces': `theme=dark;  ${cookie} ; locale=fr`,
      'the token changed': `${name}=${encodeURIComponent(`${flip(token, 3)}.${signature}`)}`,
      'the signature changed': `${name}=${encodeURIComponent(`${token}.${flip(signature, 10)}`)}`,
      'another session’s signature': `${name}=${encodeURIComponent(`${token}.${decodeURIComponent(otherCookie.split('=').slice(1).join('=')).split('.')[1]}`)}`,
      'no signature': `${name}=${token}`,
      'a short signature': `${name}=${token}.${signature.slice(1)}`,
      'signature not base64': `${name}=${token}.${'*'.repeat(43)}=`,
      'a forged cookie first, the real one second': `${name}=forged.${'A'.repeat(43)}=; ${cookie}`,
      'the real cookie first, a forged one second': `${cookie}; ${name}=forged.${'A'.repeat(43)}=`,
      'a malformed escape': `${name}=${value}%E0%A4%A`,
      'another name': `x${cookie}`,
    };
    for (const [label, header] of Object.entries(cases)) {
      const ours = await readSignedCookie(header, name, secret);
      expect({ label, accepted: ours !== null }).toEqual({ label, accepted: await betterAuthAccepts(header) });
      if (ours !== null) expect(ours).toBe(token);
    }
    expect(await readSignedCookie(cookie, name, `${secret}-rotated`)).toBeNull();
    expect(await readSignedCookie(null, name, secret)).toBeNull();
  });
});

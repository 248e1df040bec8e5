import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/*
 * A real OpenID Connect provider on loopback for the school sign-in tests (decision 069): panva's oidc-provider with
 * its development login and consent pages (any account id signs in; its claims come from `people`), one client
 * registered for the app's callback, PKCE required as the big providers do.
 */

export interface ProviderPerson {
  email: string;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

export async function startOidcProvider(options: { redirectUri: string; people: Record<string, ProviderPerson> }): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'academy';
  const clientSecret = 'academy-client-secret-for-tests-only';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: (_context, sub) => {
      const person = options.people[sub];
      return person ? { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie jar: follows the provider's redirects and posts its development forms as a browser would. */
export async function signInAtProvider(authorizationUrl: string, accountId: string, stopAt: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(stopAt)) return url;
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    if (response.status === 200 && /\/interaction\//.test(url)) {
      const html = await response.text();
      const form: Record<string, string> = html.includes('name="login"') ? { prompt: 'login', login: accountId, password: 'any' } : { prompt: 'consent' };
      response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
      remember(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
    url = new URL(location, url).toString();
  }
  throw new Error('the provider never sent the browser back');
}

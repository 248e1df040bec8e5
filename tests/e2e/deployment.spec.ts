import { expect, test } from './support/fixtures';

/*
 * What a real deployment (a host name in front, a proxy) relies on: redirects stay on the host the browser used,
 * a malformed address is the caller's mistake (400, not a 500), and a role cookie without a session is cleared
 * (spec 4 step 1).
 */

test('logout and the session-ending redirects stay on the host the browser used', async ({ request }) => {
  const headers = { Host: 'academy.example.org' };
  // The logout POST must come from the site itself (the browser's form sends Origin).
  const logout = await request.post('/logout', { headers: { ...headers, Origin: 'https://academy.example.org' }, maxRedirects: 0 });
  expect(logout.status()).toBe(303);
  expect(logout.headers()['location']).toBe('/login');
  for (const [reason, destination] of [
    ['blocked', '/blocked'],
    ['verify-email', '/verify-email'],
    ['unauthorized', '/unauthorized'],
    ['anything-else', '/login'],
  ] as const) {
    const ended = await request.get(`/auth/end?reason=${reason}`, { headers, maxRedirects: 0 });
    expect(ended.status()).toBe(303);
    expect(ended.headers()['location']).toBe(destination);
  }
});

test('a malformed %-escape or a control character in the address is a 400 on every kind of route', async ({ request }) => {
  for (const path of ['/courses/%E0%A4%A', '/classes/%ff', '/files/%ff', '/dashboard/%ff', '/api/avatar/7.x/%ff/svg', '/courses/money-basics/%ff', '/courses/%00', '/admin/audit?user=%00']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
});

test('a role cookie that comes without a session is cleared', async ({ request }) => {
  const response = await request.get('/about', { headers: { Cookie: 'academy-role=admin' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toMatch(/academy-role=;.*Max-Age=0/);
});

test('a session cookie that names no session is cleared, with the role cookie, and the page is served signed out', async ({ request }) => {
  const response = await request.get('/about', { headers: { Cookie: 'academy-role=admin; better-auth.session_token=forged.signature' } });
  expect(response.status()).toBe(200);
  const cleared = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
  expect(cleared).toEqual(expect.arrayContaining([expect.stringMatching(/^academy-role=;.*Max-Age=0/), expect.stringMatching(/^better-auth\.session_token=;.*Max-Age=0/)]));
  // Signed out: the header offers "Log in" and no profile.
  const html = await response.text();
  expect(html).toContain('href="/login">Log in</a>');
  expect(html).not.toContain('aria-label="My profile"');
});

test('/healthz and /readyz answer without a session, say only up or down, and are never cached', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'alive' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  // The embedded database is one process: it runs the market engine itself (decision 041).
  expect(await ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'current', engine: 'leader' });
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect((await request.head('/readyz')).status()).toBe(200);
  // Only GET and HEAD: anything else is the app's (a page that does not exist).
  expect((await request.post('/healthz', { headers: { Origin: 'http://localhost' } })).status()).not.toBe(200);
});

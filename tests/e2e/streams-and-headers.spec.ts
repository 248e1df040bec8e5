import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { E2E_PORT } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * What the security review asked of the app server as users meet it (decision 016): an avatar SVG keeps its own
 * strict policy instead of the pages' one, and the live streams stop answering one client beyond its cap. The e2e
 * server trusts no proxy, so the client is the socket's address and a forged X-Forwarded-For changes nothing.
 */

test('an avatar SVG carries its own strict policy; pages keep theirs with the script nonce', async ({ request }) => {
  const avatar = await request.get('/api/avatar/7.x/adventurer/svg?seed=x');
  expect(avatar.status()).toBe(200);
  expect(avatar.headers()['content-type']).toContain('image/svg+xml');
  const policy = avatar.headers()['content-security-policy'];
  expect(policy).toContain("default-src 'none'");
  expect(policy).not.toContain('script-src');
  expect(policy).not.toContain("'self'");
  // An avatar the route refuses (unknown style) is answered under the same policy.
  const unknown = await request.get('/api/avatar/7.x/no-such-style/svg?seed=x');
  expect(unknown.status()).toBe(400);
  expect(unknown.headers()['content-security-policy']).toBe(policy);

  const page = await request.get('/login');
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
});

type Stream = { request: ClientRequest; response: IncomingMessage };

/** Opens the ticker stream on its own connection, from `host` (127.0.0.1 or ::1: two client addresses). */
function openTicker(host: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = get({ host, port: E2E_PORT, path: '/api/ticker/stream', agent: false, headers }, (response) => {
      response.resume();
      resolve({ request, response });
    });
    request.on('error', reject);
  });
}

test('one address gets at most 16 live streams, then a 429; another address still gets in', async () => {
  const open: Stream[] = [];
  try {
    // Streams of earlier journeys may still be closing: open until refused, which must come by the 17th.
    let refused: IncomingMessage | undefined;
    while (!refused && open.length < 17) {
      const stream = await openTicker('127.0.0.1', { 'X-Forwarded-For': `198.51.100.${open.length + 1}` });
      if (stream.response.statusCode === 200) open.push(stream);
      else refused = stream.response;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(open.length).toBeLessThanOrEqual(16);
    expect(open.length).toBeGreaterThanOrEqual(14);

    const other = await openTicker('::1');
    expect(other.response.statusCode).toBe(200);
    open.push(other);

    // Closing a stream frees its slot.
    open.shift()!.request.destroy();
    await expect
      .poll(async () => {
        const retry = await openTicker('127.0.0.1');
        if (retry.response.statusCode === 200) open.push(retry);
        else retry.request.destroy();
        return retry.response.statusCode;
      })
      .toBe(200);
  } finally {
    for (const stream of open) stream.request.destroy();
  }
});

import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';
import { recordDatabaseUnavailable } from './request-context';
import { createRequestPipeline, type LiveStream, type PipelineOptions } from './request-pipeline';

/*
 * The app server's stages over a real socket, with a stand-in for Next that reports what it was handed: what a
 * load balancer, a browser and a forged request each get back.
 */

interface Seen {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(overrides: Partial<PipelineOptions> & { state?: { warming?: boolean; stopping?: boolean; database?: string } } = {}) {
  const state = { warming: false, stopping: false, database: 'up', ...overrides.state };
  const seen: Seen[] = [];
  const streams: { stream: LiveStream; client: string }[] = [];
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ url: req.url, headers: { ...req.headers }, body: Buffer.concat(chunks).toString('utf8') });
    if (req.url === '/outage') {
      recordDatabaseUnavailable();
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('failed');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    res.end(`<!DOCTYPE html><html><body><script nonce="${String(req.headers['x-nonce'])}"></script><p>page ${seen.length}</p></body></html>`);
  };
  const options: PipelineOptions = {
    dev: false,
    appUrl: 'http://academy.test',
    isHttps: () => false,
    clientAddressOf: () => '203.0.113.9',
    probes: { warming: () => state.warming, stopping: () => state.stopping, judge: async () => ({ database: state.database, migrations: 'current' }), engine: () => 'leader' },
    serveStream: (stream, _req, res, client) => {
      streams.push({ stream, client });
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end('data: hello\n\n');
    },
    pageCache: null,
    next,
    ...overrides,
  };
  server = createServer(createRequestPipeline(options));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, streams, state };
}

/** A request sent by hand: a declared length with no body behind it, or a body streamed without a length. */
function rawRequest(base: string, path: string, options: { headers: Record<string, string>; chunks?: string[] }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    if (options.chunks) req.end();
    else req.flushHeaders();
  });
}

const action = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Next-Action': 'a1b2c3', 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  body,
});

describe('the app server, stage by stage', () => {
  it('answers the probes itself: alive at once, ready only once warmed, not stopping and the database up', async () => {
    const { base, state, seen } = await start({ state: { warming: true } });
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'alive' }]);
    expect(health.headers.get('x-request-id')).toMatch(/\S/);
    expect([(await fetch(`${base}/readyz`)).status, state.warming]).toEqual([503, true]);
    state.warming = false;
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', database: 'up', migrations: 'current', engine: 'leader' }]);
    state.database = 'down';
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    state.stopping = true;
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'stopping' });
    const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect(seen).toEqual([]);
  });

  it('hands the live streams to their hubs with the client, and refuses them while stopping so browsers retry', async () => {
    const { base, streams, state } = await start();
    expect((await fetch(`${base}/api/market/stream`)).status).toBe(200);
    expect(streams).toEqual([{ stream: 'market', client: '203.0.113.9' }]);
    state.stopping = true;
    const refused = await fetch(`${base}/api/ticker/stream`);
    expect([refused.status, refused.headers.get('retry-after'), await refused.text()]).toEqual([503, '5', 'The server is restarting.']);
    expect(streams).toHaveLength(1);
  });

  it('gives Next a fresh nonce, the path and the client address, never the ones a client sent', async () => {
    const { base, seen } = await start();
    const page = await fetch(`${base}/courses?x=1`, { headers: { 'x-nonce': 'forged', 'x-academy-client-ip': '10.0.0.1', 'x-academy-path': '/admin' } });
    expect(page.status).toBe(200);
    const [request] = seen;
    expect(request!.headers['x-nonce']).not.toBe('forged');
    expect(request!.headers['x-academy-path']).toBe('/courses?x=1');
    expect(request!.headers['x-academy-client-ip']).toBe('203.0.113.9');
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${request!.headers['x-nonce']}'`);
  });

  it('refuses a broken address, a body too large for its path and a form from another site, each saying why', async () => {
    const { base, seen } = await start();
    const broken = await fetch(`${base}/courses/%E0%A4%A`);
    expect([broken.status, await broken.text()]).toEqual([400, 'Bad request: the address holds a malformed %-escape or a control character.']);
    const large = await rawRequest(base, '/login', { headers: { 'Content-Length': String(50 * 1024 * 1024) } });
    expect(large).toEqual({ status: 413, text: expect.stringMatching(/^Payload too large: this address accepts at most \d+ KB\.$/) });
    const forged = await fetch(`${base}/journal`, action('[]', { Origin: 'http://elsewhere.test' }));
    expect([forged.status, await forged.text()]).toEqual([403, 'Forbidden: this request did not come from this site.']);
    expect(seen).toEqual([]);
  });

  it('reads a server action’s body first, refuses what React never sends, and hands Next the same bytes on a connection that stays open', async () => {
    const { base, seen } = await start();
    const body = JSON.stringify([{ title: 'Mon été à Tunis — ٢٠٢٦', text: 'x'.repeat(70_000) }]);
    const first = await fetch(`${base}/journal`, action(body));
    expect(first.status).toBe(200);
    expect(seen.at(-1)!.body).toBe(body);
    // The same keep-alive connection serves the next request: the replayed copy never closed the socket.
    const second = await fetch(`${base}/journal`, action('["again"]'));
    expect([second.status, seen.at(-1)!.body]).toEqual([200, '["again"]']);
    const garbled = await fetch(`${base}/journal`, action('{"not": "a list"'));
    expect([garbled.status, await garbled.text()]).toEqual([400, "Bad request: the action's arguments could not be read."]);
    // Streamed without a declared length, so only reading it finds it too large.
    const huge = await rawRequest(base, '/journal', { headers: { 'Next-Action': 'a1b2c3', 'Content-Type': 'text/plain' }, chunks: ['["', 'y'.repeat(1024 * 1024), '"]'] });
    expect(huge).toEqual({ status: 413, text: 'Payload too large.' });
    expect(seen).toHaveLength(2);
  });

  it('hands Next a server action without the browser’s accept-encoding, and a page with it', async () => {
    const { base, seen } = await start();
    await fetch(`${base}/lessons`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(seen.at(-1)!.headers['accept-encoding']).toBe('gzip, br');
    await fetch(`${base}/lessons`, action('[1]', { 'Accept-Encoding': 'gzip, br' }));
    expect(seen.at(-1)!.headers['accept-encoding']).toBeUndefined();
  });

  it('says Connection: close on every answer once a stop has begun', async () => {
    const { base, state } = await start();
    expect((await fetch(`${base}/`)).headers.get('connection')).not.toBe('close');
    state.stopping = true;
    expect((await fetch(`${base}/`)).headers.get('connection')).toBe('close');
  });

  it('turns a page that failed because the database was away into a 503 with Retry-After (decision 049)', async () => {
    const { base } = await start();
    const failed = await fetch(`${base}/outage`);
    expect([failed.status, failed.headers.get('retry-after'), failed.headers.get('cache-control')]).toEqual([503, expect.stringMatching(/^\d+$/), 'no-store']);
  });

  it('serves a visitor’s public page from memory the second time, without Next', async () => {
    const pageCache = new PageCache({ maxEntries: 10, maxAgeMs: 30_000, generation: () => 1 });
    const { base, seen } = await start({ pageCache });
    const first = await fetch(`${base}/about`);
    const second = await fetch(`${base}/about`);
    const [firstPage, secondPage] = [await first.text(), await second.text()];
    expect([first.status, second.status, secondPage.replace(/nonce="[^"]+"/, 'nonce')]).toEqual([200, 200, firstPage.replace(/nonce="[^"]+"/, 'nonce')]);
    // The kept page carries this answer's own nonce, the one its policy names.
    expect(secondPage).toContain(`nonce="${/'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1]}"`);
    expect(seen).toHaveLength(1);
    await fetch(`${base}/about`, { headers: { cookie: 'better-auth.session_token=abc.def' } });
    expect(seen).toHaveLength(2);
  });
});

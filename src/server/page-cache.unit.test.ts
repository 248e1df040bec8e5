import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousPageKey, PageCache } from './page-cache';

const SESSION = 'better-auth.session_token=abc.def';

describe('anonymousPageKey: which requests may share a kept page', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => anonymousPageKey({ method, url, headers });

  it('keys the public pages by path, query and the preferences their cookies choose', () => {
    expect(request('/')).toBe('en USD light /');
    expect(request('/courses?subject=money')).toBe('en USD light /courses?subject=money');
    expect(request('/courses/money-basics', { cookie: 'NEXT_LOCALE=fr; academy-currency=EUR; academy-mode=dark' })).toBe('fr EUR dark /courses/money-basics');
    for (const path of ['/about', '/privacy', '/terms', '/login', '/register']) expect(request(path)).not.toBeNull();
  });

  it('reads an unknown preference as the default, as the pages do, and ignores cookies that change nothing', () => {
    expect(request('/', { cookie: 'NEXT_LOCALE=xx; academy-currency=BTC; academy-mode=neon; other=1' })).toBe(request('/'));
  });

  it('never keys a request with a session or role cookie, a client navigation, another method or another page', () => {
    expect(request('/', { cookie: SESSION })).toBeNull();
    expect(request('/', { cookie: '__Secure-better-auth.session_token=x' })).toBeNull();
    expect(request('/', { cookie: 'academy-role=child' })).toBeNull();
    expect(request('/courses', { rsc: '1' })).toBeNull();
    expect(request('/courses', { 'next-router-state-tree': '%5B%5D' })).toBeNull();
    expect(request('/courses?_rsc=abc')).toBeNull();
    expect(request('/courses', {}, 'POST')).toBeNull();
    expect(request('/courses', {}, 'HEAD')).toBeNull();
    for (const path of ['/dashboard/child', '/courses/money-basics/what-is-money', '/simulator', '/settings', '/verify-email', '/api/market', '/courses/Money']) {
      expect(request(path)).toBeNull();
    }
    expect(request(`/login?next=${'a'.repeat(300)}`)).toBeNull();
  });
});

/** A stand-in for Next: renders a page carrying the CSP nonce it was given, as Next puts it on its scripts. */
interface Render {
  status?: number;
  body?: (nonce: string) => string;
  headers?: Record<string, string>;
  /** Called between the first chunk and the end: an edit landing mid-render. */
  during?: () => void;
  /** Sent gzipped, as Next sends a page to a browser that takes it. */
  gzipped?: boolean;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(cache: PageCache, render: () => Render) {
  let renders = 0;
  let nonces = 0;
  const server = createServer((req, res: ServerResponse) => {
    const nonce = `nonce-${++nonces}-${Math.random().toString(36).slice(2)}`;
    res.setHeader('X-Nonce', nonce);
    const page = cache.get('key');
    if (page) {
      cache.serve(page, req, res, nonce);
      return;
    }
    cache.record('key', res, nonce);
    renders += 1;
    const { status = 200, body = (n: string) => `<!DOCTYPE html><html><head><script nonce="${n}">1</script></head><body>page ${renders}</body></html>`, headers = {}, during, gzipped } = render();
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', Vary: 'RSC', ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}), ...headers });
    const html = body(nonce);
    if (gzipped) {
      const bytes = gzipSync(html);
      res.write(bytes.subarray(0, 20));
      during?.();
      res.end(bytes.subarray(20));
      return;
    }
    res.write(html.slice(0, 20));
    during?.();
    res.end(html.slice(20));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    renders: () => renders,
    get: async (headers: Record<string, string> = {}) => {
      const answer = await fetch(url, { headers });
      return { answer, nonce: answer.headers.get('x-nonce')!, text: await answer.text() };
    },
  };
}

describe('PageCache: a kept page is the rendered one, with each answer’s own nonce', () => {
  it('answers the second request from memory, with the new nonce in place of the render’s', async () => {
    const app = await start(new PageCache({ maxEntries: 10, maxAgeMs: 60_000, generation: () => 0 }), () => ({}));
    const first = await app.get();
    const second = await app.get();
    expect(app.renders()).toBe(1);
    expect(second.text).toContain('page 1');
    expect(second.text).toContain(`nonce="${second.nonce}"`);
    expect(second.text).not.toContain(first.nonce);
    expect(second.answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.answer.headers.get('vary')).toBe('RSC, Accept-Encoding');
  });

  it('compresses the kept page for a browser that takes gzip', async () => {
    const app = await start(new PageCache({ maxEntries: 10, maxAgeMs: 60_000, generation: () => 0 }), () => ({}));
    await app.get();
    // fetch decodes gzip itself: the header says it was compressed, the body reads as the page with its nonce.
    const { answer, nonce, text } = await app.get({ 'accept-encoding': 'gzip' });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(text).toContain('page 1');
    expect(text).toContain(`nonce="${nonce}"`);
  });

  it('keeps a page Next sent compressed as the page itself, and answers the next visitor with it', async () => {
    const app = await start(new PageCache({ maxEntries: 10, maxAgeMs: 60_000, generation: () => 0 }), () => ({ gzipped: true }));
    const first = await app.get({ 'accept-encoding': 'gzip' });
    expect(first.answer.headers.get('content-encoding')).toBe('gzip');
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const { text, nonce } = await app.get(headers);
      expect(text).toContain('page 1');
      expect(text).toContain(`nonce="${nonce}"`);
    }
    expect(app.renders()).toBe(1);
  });

  it('does not keep an error, a page that sets a cookie, something other than HTML, or a cut-off render', async () => {
    const refused: Render[] = [
      { status: 404 },
      { headers: { 'Set-Cookie': 'a=1' } },
      { headers: { 'Content-Type': 'application/json' } },
      { body: (nonce: string) => `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body>cut` },
    ];
    for (const render of refused) {
      const app = await start(new PageCache({ maxEntries: 10, maxAgeMs: 60_000, generation: () => 0 }), () => render);
      await app.get();
      await app.get();
      expect(app.renders(), JSON.stringify(render.headers ?? render.status ?? 'cut')).toBe(2);
    }
  });

  it('keeps a page whose only cookie the server set before the render (the address’s language, decision 048)', async () => {
    const cache = new PageCache({ maxEntries: 10, maxAgeMs: 60_000, generation: () => 0 });
    let renders = 0;
    const server = createServer((req, res) => {
      res.setHeader('Set-Cookie', 'NEXT_LOCALE=fr; Path=/');
      const page = cache.get('key');
      if (page) return cache.serve(page, req, res, 'n');
      cache.record('key', res, 'n');
      renders += 1;
      // The render may set cookies of its own: then the page is someone's and is not kept.
      if (req.url === '/own') res.appendHeader('Set-Cookie', 'theirs=1');
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!DOCTYPE html><html><body>page ${renders}</body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const own = await fetch(`${base}/own`);
    expect(own.headers.getSetCookie()).toEqual(['NEXT_LOCALE=fr; Path=/', 'theirs=1']);
    await fetch(`${base}/`);
    expect(renders).toBe(2);
    const kept = await fetch(`${base}/`);
    expect(await kept.text()).toContain('page 2');
    expect(kept.headers.getSetCookie()).toEqual(['NEXT_LOCALE=fr; Path=/']);
    expect(renders).toBe(2);
  });

  it('renders again after an edit, and never keeps a render that an edit overtook', async () => {
    let generation = 0;
    let editMidRender = true;
    const app = await start(new PageCache({ maxEntries: 10, maxAgeMs: 60_000, generation: () => generation }), () => ({
      during: () => {
        if (editMidRender) generation += 1;
        editMidRender = false;
      },
    }));
    await app.get(); // rendered while an edit committed: not kept
    expect((await app.get()).text).toContain('page 2');
    expect((await app.get()).text).toContain('page 2');
    generation += 1; // an edit after it was kept
    expect((await app.get()).text).toContain('page 3');
    expect(app.renders()).toBe(3);
  });

  it('renders again once the page is older than maxAgeMs', async () => {
    let now = 1_000;
    const app = await start(new PageCache({ maxEntries: 10, maxAgeMs: 30_000, generation: () => 0, now: () => now }), () => ({}));
    await app.get();
    now += 29_999;
    await app.get();
    expect(app.renders()).toBe(1);
    now += 1;
    await app.get();
    expect(app.renders()).toBe(2);
  });
});

describe('PageCache: bounded', () => {
  it('keeps at most maxEntries pages, dropping the least recently used', () => {
    const cache = new PageCache({ maxEntries: 2, maxAgeMs: 60_000, generation: () => 0 });
    const store = (key: string) => {
      const res = { statusCode: 200, write: () => true, end: () => res, getHeader: (name: string) => (name === 'content-type' ? 'text/html' : undefined) } as unknown as ServerResponse;
      cache.record(key, res, 'n');
      res.end('<html></html>');
    };
    store('a');
    store('b');
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    store('c');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

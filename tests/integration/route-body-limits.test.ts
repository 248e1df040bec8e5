import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { largestBodyLimitFor, NO_BODY, SERVER_ACTION_BODY_LIMIT, STRIPE_WEBHOOK_BODY_LIMIT } from '@/server/body-limits';
import { routeHandler } from '@/server/route-handler';
import { createTestUser, signInHeaders } from '../factories';

/*
 * Decision 042: no route handler reads more of a body than its limit. Every src/app/**\/route.ts is found on disk and
 * each of its handlers is sent 10 MB, once with the length declared and once without (chunked), as a stream that
 * counts what is pulled from it: the answer must be a 413 (a 404 for a feature that is off) after at most the limit
 * and one chunk. A new route, or one built without routeHandler, is in this list too.
 */

const APP_DIR = path.resolve(import.meta.dirname, '../../src/app');
const ORIGIN = 'http://localhost:3000';
const TEN_MB = 10 * 1024 * 1024;
const CHUNK = 64 * 1024;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Handler = ((request: Request, context: unknown) => Promise<Response>) & { maxBodyBytes?: unknown };

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The address a route file serves (route groups dropped), and parameters that pass every route's own checks. */
function routeOf(file: string): { url: string; params: Record<string, string | string[]> } {
  const segments = path.relative(APP_DIR, path.dirname(file)).split(path.sep).filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
  const params: Record<string, string | string[]> = {};
  const urlSegments = segments.map((segment) => {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
    if (catchAll) {
      params[catchAll[1]!] = ['thumbnails', 'a.png'];
      return 'thumbnails/a.png';
    }
    const single = /^\[(\w+)\]$/.exec(segment);
    if (single) {
      // 32 hex digits: a well-formed upload id, so the upload route gets as far as reading its body.
      params[single[1]!] = '0123456789abcdef0123456789abcdef';
      return params[single[1]!] as string;
    }
    return segment;
  });
  return { url: `/${urlSegments.join('/')}`, params };
}

/** 10 MB in 64 KiB chunks, made only when pulled; `pulled()` is how many bytes the reader took. */
function countingBody(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= TEN_MB) {
          controller.close();
          return;
        }
        pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x7b));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

let adminCookie: string;

beforeAll(async () => {
  adminCookie = (await signInHeaders((await createTestUser({ role: 'admin' })).email)).get('cookie')!;
});

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnvForTests();
});

async function loadRoute(file: string): Promise<Record<string, Handler | undefined>> {
  return (await import(/* @vite-ignore */ path.join(APP_DIR, file))) as Record<string, Handler | undefined>;
}

/** Every handler of every route file: [file, method]. */
const handlers = (
  await Promise.all(
    routeFiles(APP_DIR).map(async (full) => {
      const file = path.relative(APP_DIR, full);
      const module = await loadRoute(file);
      return METHODS.filter((method) => module[method] !== undefined).map((method) => ({ file, method }));
    }),
  )
).flat();

async function send(file: string, method: string, declareLength: boolean) {
  const handler = (await loadRoute(file))[method]!;
  const { url, params } = routeOf(path.join(APP_DIR, file));
  const { body, pulled } = countingBody();
  // Signed in as an admin, from the site itself, as JSON: every check a route makes before reading its body passes,
  // so what stops the body is its limit. A GET cannot carry a body in fetch's Request, so GET and HEAD handlers are
  // handed a POST (a GET with a body reaches node:http all the same).
  const headers = new Headers({ cookie: adminCookie, origin: ORIGIN, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' });
  if (declareLength) headers.set('content-length', String(TEN_MB));
  const requestMethod = method === 'GET' || method === 'HEAD' ? 'POST' : method;
  const request = new NextRequest(new URL(url, ORIGIN), { method: requestMethod, headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
  const answer = await handler(request, { params: Promise.resolve(params) });
  return { answer, pulled: pulled(), limit: handler.maxBodyBytes, url };
}

describe('request body limits (decision 042)', () => {
  it('finds every route file', () => {
    expect(handlers.length).toBeGreaterThan(0);
    expect(new Set(handlers.map(({ file }) => file)).size).toBeGreaterThanOrEqual(24);
  });

  it.each(handlers)('$file $method: a declared 10 MB is refused before a byte is read', async ({ file, method }) => {
    const { answer, pulled, limit, url } = await send(file, method, true);
    // Built with routeHandler, with a limit no larger than what server.ts lets through for its path.
    expect(typeof limit).toBe('number');
    expect(limit as number).toBeLessThanOrEqual(largestBodyLimitFor(url));
    // Stripe is off in the tests: its webhook is a 404 before the length is even looked at.
    expect(answer.status).toBe(url === '/api/billing/stripe/webhook' ? 404 : 413);
    expect(pulled).toBeLessThanOrEqual(CHUNK);
  });

  it.each(handlers)('$file $method: 10 MB without a length is cut off at the limit', async ({ file, method }) => {
    const { answer, pulled, limit, url } = await send(file, method, false);
    if (url === '/api/billing/stripe/webhook') {
      // Stripe is off in the tests: the address does not exist, and nothing is read.
      expect(answer.status).toBe(404);
      expect(pulled).toBe(0);
      return;
    }
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { code: string }).code).toMatch(/^errors\.body(TooLarge|NotAccepted)$|^thumbnails\.errors\.tooLarge$/);
    expect(pulled).toBeLessThanOrEqual((limit as number) + CHUNK);
  });

  it('server.ts lets through no more than the webhook takes under its path, and Next’s action limit elsewhere', () => {
    expect(largestBodyLimitFor('/api/billing/stripe/webhook')).toBe(STRIPE_WEBHOOK_BODY_LIMIT);
    expect(largestBodyLimitFor('/api/billing/stripe/webhook?retry=1')).toBe(STRIPE_WEBHOOK_BODY_LIMIT);
    expect(largestBodyLimitFor('/settings')).toBe(SERVER_ACTION_BODY_LIMIT);
  });

  it('with Stripe on, the webhook reads at most its 64 KiB and one chunk, and says so in the reader’s language', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_limits';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_limits';
    resetEnvForTests();
    const { answer, pulled } = await send('api/billing/stripe/webhook/route.ts', 'POST', false);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'errors.bodyTooLarge', error: 'This request is too large: this address accepts at most 64 KB.', maxBodyBytes: STRIPE_WEBHOOK_BODY_LIMIT });
    expect(pulled).toBeLessThanOrEqual(STRIPE_WEBHOOK_BODY_LIMIT + CHUNK);
  });

  it('a route that takes no body still answers an empty one (a plain form without fields), and refuses one byte', async () => {
    const module = (await import('@/app/logout/route')) as unknown as Record<string, Handler>;
    expect(module.POST!.maxBodyBytes).toBe(NO_BODY);
    const handler = routeHandler(async () => new Response('answered'));
    const post = (body: BodyInit, headers: Record<string, string> = {}) => handler(new NextRequest(new URL('/logout', ORIGIN), { method: 'POST', headers, body }));
    expect((await post('', { 'content-length': '0' })).status).toBe(200);
    expect((await post(new Blob([]).stream(), {})).status).toBe(200);
    expect((await post('x', { 'content-length': '1' })).status).toBe(413);
    const oneByteStream = post(new Blob(['x']).stream(), {});
    expect(await (await oneByteStream).json()).toMatchObject({ code: 'errors.bodyNotAccepted', error: 'This address does not accept a request body.' });
  });
});

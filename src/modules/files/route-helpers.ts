import 'server-only';
import { env } from '@/lib/env';
import { AppError } from '@/server/errors';
import { tooLargeError } from './errors';

/**
 * State-changing routes answer only the app's own pages (CSRF): browsers send Origin with every POST, PUT and
 * DELETE from fetch or XHR, and Sec-Fetch-Site when they know it. Both must say "same origin" (as Next checks
 * for server actions). PUT and DELETE from another site would also need a CORS preflight, which nothing answers.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new AppError(403, 'thumbnails.errors.crossSite');
  const origin = request.headers.get('origin');
  let originHost: string;
  try {
    originHost = new URL(origin ?? '').host;
  } catch {
    throw new AppError(403, 'thumbnails.errors.crossSite');
  }
  const hosts = [new URL(env().APP_URL).host, request.headers.get('x-forwarded-host'), request.headers.get('host')];
  if (!hosts.includes(originHost)) throw new AppError(403, 'thumbnails.errors.crossSite');
}

/** The request body, refusing (413) more than `limit` bytes without reading them all. */
export async function readBodyUpTo(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The browser stopped sending (a pause aborts the chunk in flight): nothing of it is kept.
      throw new AppError(400, 'thumbnails.errors.incomplete');
    }
    const { done, value } = read;
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLargeError();
    }
    parts.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}


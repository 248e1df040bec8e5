import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { AppError } from './errors';
import { readBodyText } from './request-body';
import { hasControlCharacters, parseInput } from './validation';

/**
 * State-changing routes answer only the app's own pages (CSRF): browsers send Origin with every POST, PUT and
 * DELETE from fetch or XHR, and Sec-Fetch-Site when they know it. Both must say "same origin" (as Next checks
 * for server actions). PUT and DELETE from another site would also need a CORS preflight, which nothing answers.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new AppError(403, 'errors.crossSite');
  const origin = request.headers.get('origin');
  let originHost: string;
  try {
    originHost = new URL(origin ?? '').host;
  } catch {
    throw new AppError(403, 'errors.crossSite');
  }
  const hosts = [new URL(env().APP_URL).host, request.headers.get('x-forwarded-host'), request.headers.get('host')];
  if (!hosts.includes(originHost)) throw new AppError(403, 'errors.crossSite');
}

/**
 * Reads and validates a JSON body: malformed JSON and invalid fields are 400s (routeHandler translates the message
 * and each field's problem in `fieldErrors`).
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  // JSON only: a form-encoded or text body is what a cross-site <form> could send without a preflight.
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '')) throw new AppError(415, 'errors.jsonOnly');
  // Through the route's cap (decision 042): request.json() would buffer whatever arrives.
  const text = await readBodyText(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, 'errors.badJson');
  }
  if (hasControlCharacters(body)) throw new AppError(400, 'errors.controlCharacters');
  return parseInput(schema, body);
}

/**
 * A CSV file to download (every export: audit log, lessons, assignment results, class progress): UTF-8 with a
 * byte-order mark, so spreadsheets read it as UTF-8, never cached. The body is text or a stream of encoded text.
 */
export function csvDownload(fileName: string, body: string | ReadableStream<Uint8Array>): Response {
  const payload = typeof body === 'string' ? `\uFEFF${body}` : body;
  return new Response(payload, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** A JSON file to download (the lessons' translation export), never cached. */
export function jsonDownload(fileName: string, body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

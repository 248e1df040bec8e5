import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { AppError } from '@/server/errors';
import { jsonError, messageText } from '@/server/http';
import { can } from '@/server/permissions';
import { resolveSession, type Actor } from '@/server/session-flow';
import { FileInUseError, tooLargeError, UploadOffsetError } from './errors';

/** Route handlers of the file store: a signed-in actor holding 'manage:files:any', else 401 / 403. */
export async function requireFilesActor(request: Request): Promise<Actor> {
  const state = await resolveSession(request.headers);
  if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
  if (!can(state.actor, 'manage:files:any')) throw new AppError(403, 'errors.forbidden');
  return state.actor;
}

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

/**
 * jsonError plus what the upload screen needs: `code` (the message key, translated in the browser's language),
 * the titles of what uses a file (409 on delete) and the server's offset (409 on a misplaced chunk).
 */
export function filesJsonError(error: unknown): NextResponse {
  if (!(error instanceof AppError)) return jsonError(error);
  if (error instanceof FileInUseError) {
    const list = error.usedBy.map((usage) => `${messageText(`thumbnails.kinds.${usage.kind}`)} “${usage.title}”`).join(', ');
    return NextResponse.json({ error: `${messageText(error.message)} ${list}`.trim(), code: error.message, usedBy: error.usedBy }, { status: error.status });
  }
  if (error instanceof UploadOffsetError) {
    return NextResponse.json({ error: messageText(error.message), code: error.message, offset: error.offset }, { status: error.status });
  }
  if (error.status === 429) return jsonError(error);
  return NextResponse.json({ error: messageText(error.message), code: error.message }, { status: error.status });
}


import 'server-only';
import { AppError, type Translate } from './errors';

/*
 * Request bodies are read through a cap (decision 042): routeHandler records each request's limit and refuses a
 * declared Content-Length above it before anything is read; a body without one (chunked) is read here, a chunk at a
 * time, and refused as soon as it passes the limit, so no more than the limit and one chunk is ever held. Route
 * handlers read bodies only through readBodyText / readBodyBytes (readJson uses them), never request.text() or
 * arrayBuffer(), which buffer whatever arrives.
 */

/** 413, in the request's language, with the limit in kilobytes (or "takes no body" for a route that takes none). */
export class BodyTooLargeError extends AppError {
  constructor(readonly limitBytes: number) {
    super(413, limitBytes === 0 ? 'errors.bodyNotAccepted' : 'errors.bodyTooLarge');
    this.name = 'BodyTooLargeError';
  }

  override jsonFields(translate: Translate): Record<string, unknown> {
    if (this.limitBytes === 0) return { maxBodyBytes: 0 };
    return { error: translate(this.message, { kilobytes: Math.max(1, Math.floor(this.limitBytes / 1024)) }), maxBodyBytes: this.limitBytes };
  }
}

const limits = new WeakMap<Request, number>();

function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The sender stopped mid-body (a paused upload aborts its chunk, a closed tab its request): a 400, nothing kept.
      throw new AppError(400, 'errors.bodyIncomplete');
    }
    const { done, value } = read;
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop the sender; what it sent so far is dropped with the parts.
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
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
 * routeHandler, before its handler runs: records the route's limit for this request, refuses a declared length above
 * it, and for a route that takes no body, refuses a body sent without a length as soon as its first byte arrives.
 */
export async function admitRequestBody(request: Request, limit: number): Promise<void> {
  limits.set(request, limit);
  const declared = declaredLength(request);
  if (declared !== undefined && declared > limit) throw new BodyTooLargeError(limit);
  if (limit === 0 && declared === undefined && request.body) await readCapped(request, 0);
}

function limitOf(request: Request): number {
  const limit = limits.get(request);
  // A programming error: a body read outside routeHandler would have no cap.
  if (limit === undefined) throw new Error('request bodies are read only inside routeHandler, which sets their limit');
  return limit;
}

/** The request's body, up to the route's limit (413 beyond it). */
export function readBodyBytes(request: Request): Promise<Uint8Array> {
  return readCapped(request, limitOf(request));
}

/** The request's body as UTF-8 text (as request.text() decodes it), up to the route's limit (413 beyond it). */
export async function readBodyText(request: Request): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request));
}

import 'server-only';
import { AppError } from '@/server/errors';
import { tooLargeError } from './errors';

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


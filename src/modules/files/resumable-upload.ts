import 'server-only';
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { env } from '@/lib/env';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { parseContentRange } from './content-range';
import { MAX_CHUNK_BYTES, MAX_UPLOAD_BYTES, UPLOAD_CHUNK_BYTES, UPLOAD_EXPIRY_MS } from './constants';
import { tooLargeError, UploadOffsetError } from './errors';
import type { StartUploadInput } from './schemas';
import { unsafeStoreImage } from './store-image';
import type { StoredFileMetadata } from './stored-file-dto';

/*
 * Resumable uploads (decision 010): the browser starts an upload, sends it in chunks with Content-Range, asks how many
 * bytes the server holds after a pause or a network error, and may cancel. A started upload is two files in
 * DATA_DIR/uploads-tmp: `<id>.json` (who, what, how big) and `<id>.part` (the bytes so far). The last chunk runs the
 * upload pipeline (store-image.ts) and the partial upload is removed whatever the outcome.
 */

const sessionSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  size: z.number().int(),
  declaredType: z.string(),
  createdAt: z.number(),
});
type UploadSession = z.infer<typeof sessionSchema>;

export interface UploadStatus {
  uploadId: string;
  offset: number;
  size: number;
  chunkSize: number;
}

export type ChunkResult = { status: 'partial'; uploadId: string; offset: number; size: number } | { status: 'complete'; file: StoredFileMetadata };

function uploadsDir(): string {
  return path.join(env().DATA_DIR, 'uploads-tmp');
}

/** Paths of an upload's two files; `id` is 32 hex characters (uploadIdSchema), checked again here. */
function sessionFiles(id: string): { meta: string; part: string } {
  if (!/^[0-9a-f]{32}$/.test(id)) throw new AppError(404, 'thumbnails.errors.uploadNotFound');
  return { meta: path.join(uploadsDir(), `${id}.json`), part: path.join(uploadsDir(), `${id}.part`) };
}

async function removeSession(id: string): Promise<void> {
  const files = sessionFiles(id);
  await Promise.all([rm(files.part, { force: true }), rm(files.meta, { force: true })]);
}

/** The actor's upload and its offset; 404 for unknown, expired or someone else's uploads. */
async function loadSession(actor: Actor, id: string, now = Date.now()): Promise<{ session: UploadSession; offset: number }> {
  const files = sessionFiles(id);
  let session: UploadSession;
  let offset: number;
  let lastActivity: number;
  try {
    session = sessionSchema.parse(JSON.parse(await readFile(files.meta, 'utf8')));
    const part = await stat(files.part);
    offset = part.size;
    lastActivity = part.mtimeMs;
  } catch {
    throw new AppError(404, 'thumbnails.errors.uploadNotFound');
  }
  if (session.ownerId !== actor.id) throw new AppError(404, 'thumbnails.errors.uploadNotFound');
  if (now - Math.max(lastActivity, session.createdAt) > UPLOAD_EXPIRY_MS) {
    await removeSession(id);
    throw new AppError(404, 'thumbnails.errors.uploadNotFound');
  }
  return { session, offset };
}

/** Removes partial uploads idle for longer than UPLOAD_EXPIRY_MS (run when an upload starts). */
export async function sweepExpiredUploads(now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir());
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const match = /^([0-9a-f]{32})\.(json|part)$/.exec(name);
    if (!match || match[2] !== 'json') continue;
    const id = match[1]!;
    const files = sessionFiles(id);
    const times = await Promise.all([stat(files.meta).catch(() => null), stat(files.part).catch(() => null)]);
    const lastActivity = Math.max(...times.map((entry) => entry?.mtimeMs ?? 0));
    if (now - lastActivity > UPLOAD_EXPIRY_MS) {
      await removeSession(id);
      removed += 1;
    }
  }
  return removed;
}

/** Chunks of one upload are handled one at a time (a retried request may overlap the original). */
const LOCKS_KEY = Symbol.for('academy.upload-locks');
type GlobalWithLocks = typeof globalThis & { [LOCKS_KEY]?: Map<string, Promise<unknown>> };

async function withUploadLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const slot = globalThis as GlobalWithLocks;
  const locks = (slot[LOCKS_KEY] ??= new Map());
  const previous = locks.get(id) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  locks.set(id, current);
  try {
    return await current;
  } finally {
    if (locks.get(id) === current) locks.delete(id);
  }
}

function isSvgClaim(input: StartUploadInput): boolean {
  return input.type.toLowerCase().startsWith('image/svg') || /\.svgz?$/i.test(input.name);
}

/** Starts an upload: a file over 5 MB is refused here (413), before any byte is sent; so is a file that says it is SVG. */
export async function startUpload(actor: Actor, input: StartUploadInput): Promise<UploadStatus> {
  assertCan(actor, 'manage:files:any');
  if (input.size > MAX_UPLOAD_BYTES) throw tooLargeError();
  // The content decides in the end (an SVG named .png is refused by the pipeline); this only answers early.
  if (isSvgClaim(input)) throw new AppError(400, 'thumbnails.errors.svg');
  await sweepExpiredUploads().catch((error: unknown) => log.warn('could not sweep expired uploads', errorFields(error)));
  await mkdir(uploadsDir(), { recursive: true });
  const id = randomBytes(16).toString('hex');
  const files = sessionFiles(id);
  const session: UploadSession = { id, ownerId: actor.id, name: input.name, size: input.size, declaredType: input.type, createdAt: Date.now() };
  await writeFile(files.part, new Uint8Array(), { flag: 'wx' });
  await writeFile(files.meta, JSON.stringify(session), { flag: 'wx' });
  return { uploadId: id, offset: 0, size: input.size, chunkSize: UPLOAD_CHUNK_BYTES };
}

/** How many bytes the server holds: where the browser resumes. */
export async function getUploadStatus(actor: Actor, id: string): Promise<UploadStatus> {
  assertCan(actor, 'manage:files:any');
  const { session, offset } = await loadSession(actor, id);
  return { uploadId: id, offset, size: session.size, chunkSize: UPLOAD_CHUNK_BYTES };
}

/**
 * Appends one chunk. It must start exactly where the server's copy ends (else 409 with the server's offset, so
 * a retried or duplicated chunk is never written twice), match its Content-Range and fit the declared size.
 * The last chunk runs the pipeline and answers the stored file.
 */
export async function appendUploadChunk(actor: Actor, id: string, contentRange: string | null, chunk: Uint8Array): Promise<ChunkResult> {
  assertCan(actor, 'manage:files:any');
  if (chunk.byteLength > MAX_CHUNK_BYTES) throw tooLargeError();
  return withUploadLock(id, async () => {
    const { session, offset } = await loadSession(actor, id);
    const range = parseContentRange(contentRange);
    if (!range || range.total !== session.size) throw new AppError(400, 'thumbnails.errors.range');
    if (range.last - range.first + 1 !== chunk.byteLength) throw new AppError(400, 'thumbnails.errors.range');
    if (range.first !== offset) throw new UploadOffsetError(offset);
    const files = sessionFiles(id);
    await appendFile(files.part, chunk);
    const received = offset + chunk.byteLength;
    if (received < session.size) return { status: 'partial', uploadId: id, offset: received, size: session.size };
    try {
      const bytes = new Uint8Array(await readFile(files.part));
      const file = await unsafeStoreImage(getDb(), actor, { originalName: session.name, bytes, declaredType: session.declaredType });
      if (!file) throw new AppError(409, 'thumbnails.errors.nameBusy');
      return { status: 'complete', file };
    } finally {
      await removeSession(id);
    }
  });
}

/** Cancels an upload: its partial bytes are removed. Cancelling twice is harmless (404 the second time). */
export async function cancelUpload(actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'manage:files:any');
  await withUploadLock(id, async () => {
    await loadSession(actor, id);
    await removeSession(id);
  });
}

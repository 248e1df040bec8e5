import 'server-only';
import { and, asc, desc, eq, gt, ilike, lt, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { isAppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { THUMBNAILS_BUCKET } from './constants';
import type { FileUsage } from './errors';
import { findFileUsage } from './file-usage';
import { getFileStore } from '@/server/file-store/get-file-store';
import { decodePageToken, encodePageToken } from './page-token';
import type { ListFilesInput } from './schemas';
import { toStoredFileMetadata, type StoredFileMetadata } from './stored-file-dto';
import { containsPattern } from '@/lib/sql-like';

/** Every metadata column except uploaded_by (an id that stays on the server). */
const METADATA_COLUMNS = {
  fullPath: storedFiles.fullPath,
  bucket: storedFiles.bucket,
  name: storedFiles.name,
  generation: storedFiles.generation,
  metageneration: storedFiles.metageneration,
  size: storedFiles.size,
  contentType: storedFiles.contentType,
  md5Hash: storedFiles.md5Hash,
  cacheControl: storedFiles.cacheControl,
  contentDisposition: storedFiles.contentDisposition,
  contentEncoding: storedFiles.contentEncoding,
  contentLanguage: storedFiles.contentLanguage,
  customMetadata: storedFiles.customMetadata,
  width: storedFiles.width,
  height: storedFiles.height,
  timeCreated: storedFiles.timeCreated,
  updated: storedFiles.updated,
};

export interface FilePage {
  items: StoredFileMetadata[];
  nextPageToken: string | null;
  previousPageToken: string | null;
}


/**
 * Admins: one page of the stored files, in name order (spec 5: maxResults 1..1000), optionally those whose name
 * contains `name`. Page tokens walk forwards and backwards by full path, so pages stay right while files come and go.
 */
export async function listStoredFiles(actor: Actor, input: ListFilesInput): Promise<FilePage> {
  assertCan(actor, 'manage:files:any');
  const db = getDb();
  const token = input.pageToken ? decodePageToken(input.pageToken) : null;
  const filters: SQL[] = [eq(storedFiles.bucket, THUMBNAILS_BUCKET)];
  if (input.name) filters.push(ilike(storedFiles.name, containsPattern(input.name)));
  const exists = async (condition: SQL) => (await db.select({ fullPath: storedFiles.fullPath }).from(storedFiles).where(and(...filters, condition)).limit(1)).length > 0;

  if (token?.direction === 'before') {
    const rows = await db
      .select(METADATA_COLUMNS)
      .from(storedFiles)
      .where(and(...filters, lt(storedFiles.fullPath, token.fullPath)))
      .orderBy(desc(storedFiles.fullPath))
      .limit(input.pageSize + 1);
    const items = rows.slice(0, input.pageSize).reverse().map(toStoredFileMetadata);
    const first = items[0];
    const last = items.at(-1);
    return {
      items,
      previousPageToken: rows.length > input.pageSize && first ? encodePageToken({ direction: 'before', fullPath: first.fullPath }) : null,
      nextPageToken: last && (await exists(gt(storedFiles.fullPath, last.fullPath))) ? encodePageToken({ direction: 'after', fullPath: last.fullPath }) : null,
    };
  }
  const rows = await db
    .select(METADATA_COLUMNS)
    .from(storedFiles)
    .where(and(...filters, ...(token ? [gt(storedFiles.fullPath, token.fullPath)] : [])))
    .orderBy(asc(storedFiles.fullPath))
    .limit(input.pageSize + 1);
  const items = rows.slice(0, input.pageSize).map(toStoredFileMetadata);
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    nextPageToken: rows.length > input.pageSize && last ? encodePageToken({ direction: 'after', fullPath: last.fullPath }) : null,
    previousPageToken: token && first && (await exists(lt(storedFiles.fullPath, first.fullPath))) ? encodePageToken({ direction: 'before', fullPath: first.fullPath }) : null,
  };
}

/** Admins: one stored file's metadata and what uses it; null when there is no such file. */
export async function getStoredFile(actor: Actor, fullPath: string): Promise<{ file: StoredFileMetadata; usedBy: FileUsage[] } | null> {
  assertCan(actor, 'manage:files:any');
  const db = getDb();
  const [row] = await db.select(METADATA_COLUMNS).from(storedFiles).where(eq(storedFiles.fullPath, fullPath));
  if (!row) return null;
  // One transaction: the owners' reads see the same moment.
  return { file: toStoredFileMetadata(row), usedBy: await db.transaction((tx) => findFileUsage(tx, fullPath)) };
}

export interface ThumbnailsPage {
  /** The listing shown: a stale or forged page token falls back to the first page. */
  input: ListFilesInput;
  files: FilePage;
  /** A message key (or text) about the address: a bad page size, name filter or page token. */
  problem: string | null;
  /** The file whose details are open; null when none is asked for or it no longer exists (`fileMissing`). */
  selected: { file: StoredFileMetadata; usedBy: FileUsage[] } | null;
  fileMissing: boolean;
}

/** /admin/thumbnails (decision 015: one query per page, its reads in parallel); `state` is parseThumbnailsPageParams'. */
export async function getThumbnailsPage(actor: Actor, state: { input: ListFilesInput; file: string | null; problem: string | null }): Promise<ThumbnailsPage> {
  assertCan(actor, 'manage:files:any');
  const listing = async (): Promise<Pick<ThumbnailsPage, 'input' | 'files' | 'problem'>> => {
    try {
      return { input: state.input, files: await listStoredFiles(actor, state.input), problem: state.problem };
    } catch (error) {
      // A stale or forged page token: say so and show the first page.
      if (!isAppError(error) || error.status !== 400) throw error;
      const input = { ...state.input, pageToken: undefined };
      return { input, files: await listStoredFiles(actor, input), problem: error.message };
    }
  };
  const [{ input, files, problem }, selected] = await Promise.all([listing(), state.file ? getStoredFile(actor, state.file) : null]);
  return { input, files, problem, selected, fileMissing: state.file !== null && !selected };
}

export interface PublicFile {
  contentType: string;
  size: number;
  md5Hash: string;
  cacheControl: string | null;
  contentDisposition: string | null;
  updated: Date;
  /** Opens the bytes (null if they vanished from the store after the row was read). */
  open: () => Promise<ReadableStream<Uint8Array> | null>;
}

/**
 * Deliberately unscoped: thumbnails are public (they appear on the public catalogue), so anyone may read a stored
 * file's bytes. Only paths with a metadata row are served, so nothing else on the disk can be reached.
 */
export async function findPublicFile(fullPath: string): Promise<PublicFile | null> {
  const [row] = await getDb()
    .select({ bucket: storedFiles.bucket, contentType: storedFiles.contentType, size: storedFiles.size, md5Hash: storedFiles.md5Hash, cacheControl: storedFiles.cacheControl, contentDisposition: storedFiles.contentDisposition, updated: storedFiles.updated })
    .from(storedFiles)
    .where(eq(storedFiles.fullPath, fullPath));
  if (!row) return null;
  return { ...row, open: () => getFileStore().read(row.bucket, fullPath) };
}

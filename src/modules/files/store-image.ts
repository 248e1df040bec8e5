import { createHash } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { writeAudit, type AuditActor } from '@/server/audit';
import { STORED_FILE_CACHE_CONTROL, THUMBNAILS_BUCKET } from './constants';
import { candidateName, sanitizeBaseName } from './file-names';
import { getFileStore } from '@/server/file-store/get-file-store';
import { reencodeImage } from './process-image';
import { toStoredFileMetadata, type StoredFileMetadata } from './stored-file-dto';
import { escapeLike } from '@/lib/sql-like';

// No 'server-only' import: the seed stores its thumbnails through this pipeline outside Next.

export interface StoreImageInput {
  /** The name the browser (or the seed) gave; only a sanitised base of it is kept. */
  originalName: string;
  bytes: Uint8Array;
  /** The type the browser claimed: recorded, never trusted. */
  declaredType?: string | null;
  /** The seed: store under exactly this name, or store nothing when that path exists already (idempotent). */
  exactName?: boolean;
}

/** Who stores the file: a signed-in admin (audited), or null for the system seed (not audited, uploadedBy null). */
export type StoringActor = (AuditActor & { id: string }) | null;

/** Microseconds since the epoch, as the spec's stores number generations. */
function newGeneration(): bigint {
  return BigInt(Date.now()) * 1000n + BigInt(Math.floor((performance.now() % 1) * 1000));
}


const NAME_RACE_ATTEMPTS = 5;

/**
 * The upload pipeline (decision 010): re-encode (process-image.ts), then reserve a unique name by inserting the metadata
 * row, write the bytes, and write the audit entry, all inside one transaction. If anything fails, the transaction
 * rolls back and bytes already written are removed, so a failure leaves no row and no bytes.
 *
 * UNSAFE: no permission check. Callers are uploadThumbnail / the resumable upload (both assertCan first) and the
 * system seed, which has no actor. Returns null only for `exactName` when the path exists.
 */
export async function unsafeStoreImage(db: Db, actor: StoringActor, input: StoreImageInput): Promise<StoredFileMetadata | null> {
  const image = await reencodeImage(input.bytes);
  const md5Hash = createHash('md5').update(image.bytes).digest('base64');
  const base = sanitizeBaseName(input.originalName);
  const store = getFileStore();
  // Set once the bytes are on disk, so a failure after that point removes them.
  const progress: { written: string | null } = { written: null };
  try {
    return await db.transaction(async (tx) => {
      let row: typeof storedFiles.$inferSelect | undefined;
      for (let race = 0; race < NAME_RACE_ATTEMPTS && !row; race += 1) {
        const prefix = `${THUMBNAILS_BUCKET}/${escapeLike(base)}`;
        const taken = new Set((await tx.select({ fullPath: storedFiles.fullPath }).from(storedFiles).where(like(storedFiles.fullPath, `${prefix}%`))).map((taken) => taken.fullPath));
        let attempt = 1;
        while (taken.has(`${THUMBNAILS_BUCKET}/${candidateName(base, image.extension, attempt)}`)) attempt += 1;
        if (attempt > 1 && input.exactName) return null;
        const name = candidateName(base, image.extension, attempt);
        const now = new Date();
        [row] = await tx
          .insert(storedFiles)
          .values({
            fullPath: `${THUMBNAILS_BUCKET}/${name}`,
            bucket: THUMBNAILS_BUCKET,
            name,
            generation: newGeneration(),
            metageneration: 1,
            size: image.bytes.byteLength,
            contentType: image.contentType,
            md5Hash,
            cacheControl: STORED_FILE_CACHE_CONTROL,
            contentDisposition: `inline; filename="${name}"`,
            customMetadata: {
              originalName: input.originalName.slice(0, 200),
              sourceType: image.sourceType,
              ...(input.declaredType ? { declaredType: input.declaredType.slice(0, 100) } : {}),
              ...(image.animated ? { animated: 'true' } : {}),
            },
            width: image.width,
            height: image.height,
            uploadedBy: actor?.id ?? null,
            timeCreated: now,
            updated: now,
          })
          // Another upload took the name between our read and this insert: read again and take the next one.
          .onConflictDoNothing({ target: storedFiles.fullPath })
          .returning();
        if (!row && input.exactName) return null;
      }
      if (!row) throw new AppError(409, 'thumbnails.errors.nameBusy');
      await store.put(row.bucket, row.fullPath, image.bytes);
      progress.written = row.fullPath;
      await writeAudit(tx, actor, {
        actionType: 'file_upload',
        component: 'files',
        entityId: row.fullPath,
        message: `${actor?.email ?? 'system'} uploaded ${row.fullPath} (${row.size} bytes, ${row.contentType})`,
        details: { fullPath: row.fullPath, size: row.size, contentType: row.contentType, md5Hash, width: row.width, height: row.height, originalName: input.originalName.slice(0, 200) },
      });
      return toStoredFileMetadata(row);
    });
  } catch (error) {
    const path = progress.written;
    if (path) {
      await store.delete(THUMBNAILS_BUCKET, path).catch((cleanup: unknown) => log.warn('could not remove the bytes of a failed upload', { path, ...errorFields(cleanup) }));
    }
    throw error;
  }
}

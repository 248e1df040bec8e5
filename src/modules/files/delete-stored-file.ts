import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { FileInUseError } from './errors';
import { findFileUsage } from './file-usage';
import { getFileStore } from '@/server/file-store/get-file-store';

/** PostgreSQL's foreign_key_violation (23503) or restrict_violation (23001, ON DELETE RESTRICT); drizzle may wrap the driver's error, so the cause is searched too. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}

/**
 * Admins delete a stored file (audited). A file that a course, lesson or badge shows is refused with a 409 naming
 * them, checked first inside the transaction; the foreign keys (ON DELETE RESTRICT) are the backstop, also a 409.
 * The bytes go after the row is gone: a failure there leaves bytes nobody can reach (logged), never a row without bytes.
 */
export async function deleteStoredFile(actor: Actor, fullPath: string): Promise<void> {
  assertCan(actor, 'manage:files:any');
  let bucket: string;
  try {
    bucket = await getDb().transaction(async (tx) => {
      const [row] = await tx.select({ bucket: storedFiles.bucket, size: storedFiles.size, md5Hash: storedFiles.md5Hash }).from(storedFiles).where(eq(storedFiles.fullPath, fullPath)).for('update');
      if (!row) throw new AppError(404, 'thumbnails.errors.notFound');
      const usedBy = await findFileUsage(tx, fullPath);
      if (usedBy.length > 0) throw new FileInUseError(usedBy);
      await tx.delete(storedFiles).where(eq(storedFiles.fullPath, fullPath));
      await writeAudit(tx, actor, {
        actionType: 'file_delete',
        component: 'files',
        entityId: fullPath,
        message: `${actor.email} deleted ${fullPath}`,
        details: { fullPath, size: row.size, md5Hash: row.md5Hash },
      });
      return row.bucket;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new FileInUseError(await getDb().transaction((tx) => findFileUsage(tx, fullPath)));
    throw error;
  }
  await getFileStore()
    .delete(bucket, fullPath)
    .catch((error: unknown) => log.warn('stored file row deleted but its bytes could not be removed', { fullPath, ...errorFields(error) }));
}

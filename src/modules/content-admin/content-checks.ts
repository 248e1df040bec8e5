import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { AppError } from '@/server/errors';

/** A thumbnail or icon must be an image in the file store's thumbnails bucket (else the foreign key would fail: a 500). */
export async function assertStoredImage(tx: Tx, fullPath: string | null, field: string, message: string): Promise<void> {
  if (!fullPath) return;
  const [file] = await tx
    .select({ fullPath: storedFiles.fullPath })
    .from(storedFiles)
    .where(and(eq(storedFiles.fullPath, fullPath), eq(storedFiles.bucket, 'thumbnails')));
  if (!file) throw new AppError(400, message, { [field]: message });
}


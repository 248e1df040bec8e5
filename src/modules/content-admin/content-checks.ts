import 'server-only';
import type { Tx } from '@/db/client';
import { isStoredThumbnail } from '@/modules/files';
import { AppError } from '@/server/errors';

/** A thumbnail or icon must be an image in the file store's thumbnails bucket (else the foreign key would fail: a 500). */
export async function assertStoredImage(tx: Tx, fullPath: string | null, field: string, message: string): Promise<void> {
  if (!fullPath) return;
  if (!(await isStoredThumbnail(tx, fullPath))) throw new AppError(400, message, { [field]: message });
}


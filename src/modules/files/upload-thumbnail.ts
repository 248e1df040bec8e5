import 'server-only';
import { getDb } from '@/db/client';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { unsafeStoreImage } from './store-image';
import type { StoredFileMetadata } from './stored-file-dto';

/** Admins store one image in one go (the resumable upload ends here too, through the same pipeline). Audited. */
export async function uploadThumbnail(actor: Actor, input: { name: string; bytes: Uint8Array; declaredType?: string }): Promise<StoredFileMetadata> {
  assertCan(actor, 'manage:files:any');
  const file = await unsafeStoreImage(getDb(), actor, { originalName: input.name, bytes: input.bytes, declaredType: input.declaredType });
  if (!file) throw new AppError(409, 'thumbnails.errors.nameBusy');
  return file;
}

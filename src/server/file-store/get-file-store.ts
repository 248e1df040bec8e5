import path from 'node:path';
import { env } from '@/lib/env';
import type { FileStore } from './file-store';
import { LocalDiskFileStore } from './local-disk-file-store';
import { S3FileStore } from './s3-file-store';

// No 'server-only' import: the seed (run by tsx outside Next) stores its thumbnails through this module.

const STORE_KEY = Symbol.for('academy.file-store');
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: { root: string; store: FileStore } };

/**
 * The process's store: an S3-compatible bucket when S3_BUCKET is set (decision 041: what several instances share),
 * else `${DATA_DIR}/files` on the local disk (rebuilt when its configuration changes, as in tests).
 */
export function getFileStore(): FileStore {
  const slot = globalThis as GlobalWithStore;
  const config = env();
  const root = config.S3_BUCKET ? `s3:${config.S3_ENDPOINT ?? ''}/${config.S3_BUCKET}` : path.join(config.DATA_DIR, 'files');
  if (!slot[STORE_KEY] || slot[STORE_KEY].root !== root) {
    const store = config.S3_BUCKET
      ? new S3FileStore({
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_ENDPOINT !== undefined,
        })
      : new LocalDiskFileStore(root);
    slot[STORE_KEY] = { root, store };
  }
  return slot[STORE_KEY].store;
}

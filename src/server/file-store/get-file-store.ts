import path from 'node:path';
import { env } from '@/lib/env';
import type { FileStore } from './file-store';
import { LocalDiskFileStore } from './local-disk-file-store';

// No 'server-only' import: the seed (run by tsx outside Next) stores its thumbnails through this module.

const STORE_KEY = Symbol.for('academy.file-store');
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: { root: string; store: FileStore } };

/** The process's store: `${DATA_DIR}/files` on the local disk (rebuilt when DATA_DIR changes, as in tests). */
export function getFileStore(): FileStore {
  const slot = globalThis as GlobalWithStore;
  const root = path.join(env().DATA_DIR, 'files');
  if (!slot[STORE_KEY] || slot[STORE_KEY].root !== root) slot[STORE_KEY] = { root, store: new LocalDiskFileStore(root) };
  return slot[STORE_KEY].store;
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { LocalDiskFileStore } from './local-disk-file-store';
import { fileStoreContract } from './test-support/file-store-contract';

const root = mkdtempSync(path.join(os.tmpdir(), 'academy-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

fileStoreContract('the local disk', () => new LocalDiskFileStore(root));

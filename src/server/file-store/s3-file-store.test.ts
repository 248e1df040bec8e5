import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { S3FileStore } from './s3-file-store';
import { fileStoreContract } from './test-support/file-store-contract';

/* The S3 adapter (decision 041) against a real S3-compatible server (s3rver) the test starts on loopback. */

const directory = mkdtempSync(path.join(os.tmpdir(), 'academy-s3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'academy-files', configs: [] }] });
let store: S3FileStore;

beforeAll(async () => {
  const address = await server.run();
  store = new S3FileStore({ bucket: 'academy-files', endpoint: `http://127.0.0.1:${address.port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

fileStoreContract('an S3-compatible server', () => store);

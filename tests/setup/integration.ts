import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { installDatabase, type DatabaseHandle } from '@/db/client';
import { resetEnvForTests } from '@/lib/env';
import { wireDomainEvents } from '@/wiring/domain-events';
import { recordStatementOverlaps, takeStatementOverlaps } from './statement-overlaps';
import { createTestDatabase } from './test-database';

Object.assign(process.env, {
  NODE_ENV: 'test',
  APP_URL: 'http://localhost:3000',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  ADMIN_ALERT_EMAIL: 'alerts@academy.test',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-test-')),
  SMTP_URL: '',
});
resetEnvForTests();
// As the custom server does at start (decision 015): which module reacts to which domain event.
wireDomainEvents();

let handle: DatabaseHandle | undefined;

if (process.env.TEST_DB === 'postgres') {
  recordStatementOverlaps();
  afterEach(() => {
    expect(takeStatementOverlaps(), 'statements sent on a connection still answering another (one at a time in a transaction)').toEqual([]);
  });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  installDatabase(handle);
});

afterAll(async () => {
  installDatabase(undefined);
  await handle?.close();
});

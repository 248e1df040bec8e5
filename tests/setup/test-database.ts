import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, openMemoryDatabase, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

/**
 * TEST_DB=postgres runs the integration tests on PostgreSQL (TEST_DATABASE_URL, default the local server's
 * `test` database): each test file gets a database of its own, dropped afterwards. Otherwise each file gets an
 * in-memory PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = openMemoryDatabase();
    await migrateDatabase(handle);
    return handle;
  }
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), dataDir: '.', purpose: 'test' });
  await migrateDatabase(handle);
  return {
    ...handle,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

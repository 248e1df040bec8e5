import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, openMemoryDatabase, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { scratchDatabase } from '../support/scratch-database';

/**
 * TEST_DB=postgres runs the integration tests on PostgreSQL (TEST_DATABASE_URL, default the local server's
 * `test` database): each test file gets a database of its own, dropped afterwards. Otherwise each file gets an
 * in-memory PGlite. Both start from the schema the global setup migrated once (database-template.ts).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = openMemoryDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await migrateDatabase(handle);
    return handle;
  }
  const scratch = await scratchDatabase(TEST_DATABASE_URL, 'academy_test', inject('postgresTemplate'));
  const handle = openDatabase({ databaseUrl: scratch.url, dataDir: '.', purpose: 'test' });
  await migrateDatabase(handle);
  return {
    ...handle,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

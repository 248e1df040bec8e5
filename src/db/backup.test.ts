import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { seedDatabase } from '@/seed/seed';
import { TEST_DATABASE_URL } from '../../tests/setup/test-database';
import { scratchDatabase } from '../../tests/support/scratch-database';
import { backup, restore } from './backup';
import { getDatabaseHandle, installDatabase, openDatabase, openMemoryDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { rowsOf } from './rows';
import { copyAllRows, rowCounts } from './transfer';

/*
 * Backups and the move to PostgreSQL (decision 041): a backup restored into an empty database holds every row and
 * every uploaded file; the embedded database's rows copied into an empty PostgreSQL database are all there, the same.
 * On PostgreSQL the backup is pg_dump's; on the embedded database, PGlite's dump of its directory.
 */

const temporary = (name: string) => mkdtempSync(path.join(os.tmpdir(), `academy-${name}-`));

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, full)] = readFileSync(full).toString('base64');
    }
  }
  return out;
}

/** Seeds `handle` (the demo accounts, courses, their thumbnails in `dataDir`/files) as the app's first start does. */
async function seeded(handle: DatabaseHandle, dataDir: string): Promise<void> {
  const previous = getDatabaseHandle();
  const previousDir = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  installDatabase(handle);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: 'first-run' });
  } finally {
    installDatabase(previous);
    process.env.DATA_DIR = previousDir;
    resetEnvForTests();
  }
}

const onPostgres = () => process.env.TEST_DB === 'postgres';

describe('backups', () => {
  it('a backup restored into an empty database holds every row and every uploaded file', { timeout: 180_000 }, async () => {
    const sourceDir = temporary('backup-source');
    const restoredDir = temporary('backup-restored');
    const folder = path.join(temporary('backup'), 'academy');
    if (onPostgres()) {
      const source = getDatabaseHandle();
      await seeded(source, sourceDir);
      const counts = await rowCounts(source);
      expect(counts.users).toBeGreaterThan(0);
      expect(await backup({ databaseUrl: source.url, dataDir: sourceDir }, folder)).toMatchObject({ database: 'postgres' });
      const empty = await scratchDatabase(TEST_DATABASE_URL, 'academy_restore');
      try {
        await restore(folder, { databaseUrl: empty.url, dataDir: restoredDir });
        const restored = openDatabase({ databaseUrl: empty.url, dataDir: restoredDir, purpose: 'test' });
        expect(await rowCounts(restored)).toEqual(counts);
        await restored.close();
        // Into a database that is not empty: refused, nothing touched.
        await expect(restore(folder, { databaseUrl: empty.url, dataDir: temporary('other') })).rejects.toThrow(/not empty/);
      } finally {
        await empty.drop();
      }
    } else {
      const source = openDatabase({ dataDir: sourceDir, purpose: 'test' });
      await seeded(source, sourceDir);
      const counts = await rowCounts(source);
      expect(counts.users).toBeGreaterThan(0);
      // The embedded database is backed up while no app holds it (its lock refuses another process).
      await source.close();
      expect(await backup({ dataDir: sourceDir }, folder)).toMatchObject({ database: 'pglite' });
      await restore(folder, { dataDir: restoredDir });
      const restored = openDatabase({ dataDir: restoredDir, purpose: 'test' });
      expect(await rowCounts(restored)).toEqual(counts);
      await restored.close();
      await expect(restore(folder, { dataDir: restoredDir })).rejects.toThrow(/already holds/);
    }
    const files = filesUnder(path.join(sourceDir, 'files'));
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(filesUnder(path.join(restoredDir, 'files'))).toEqual(files);
  });

  it('the embedded database’s rows move into an empty database, every one the same', { timeout: 180_000 }, async () => {
    const source = openMemoryDatabase();
    await seeded(source, temporary('export-source'));
    const counts = await rowCounts(source);
    const empty = onPostgres() ? await scratchDatabase(TEST_DATABASE_URL, 'academy_restore') : undefined;
    const target = empty ? openDatabase({ databaseUrl: empty.url, dataDir: '.', purpose: 'test' }) : openMemoryDatabase();
    try {
      await migrateDatabase(target);
      const copied = await copyAllRows(source, target);
      expect(copied).toEqual(counts);
      expect(await rowCounts(target)).toEqual(counts);
      // The same rows: people, prices and money as they were.
      for (const query of ['select * from users order by id', 'select * from stocks order by symbol', 'select * from plan_prices order by plan, currency, period', 'select * from exchange_rates order by currency']) {
        const [from, to] = await Promise.all([source, target].map(async (handle) => JSON.parse(JSON.stringify(rowsOf(await handle.db.execute(sql.raw(query))))) as unknown[]));
        expect(from!.length, query).toBeGreaterThan(0);
        expect(to, query).toEqual(from);
      }
      // A copy never merges into a database that holds rows.
      await expect(copyAllRows(source, target)).rejects.toThrow(/not empty/);
    } finally {
      await target.close();
      await source.close();
      await empty?.drop();
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'src/db/migrations');

/** Applies the committed migrations (idempotent: drizzle records what ran). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * How many committed migrations the database has not run (readiness, decision 041); every one when none ran. With
 * `strict`, a database that cannot be asked throws instead.
 */
export async function pendingMigrations(handle: DatabaseHandle, options: { strict?: boolean } = {}): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  await handle.db.execute(sql`select 1`);
  const result = await handle.db.execute(sql`select count(*)::int as ran from drizzle.__drizzle_migrations`).catch((error: unknown) => {
    if (options.strict) throw error;
    return null;
  });
  const ran = result ? (rowsOf<{ ran: number }>(result)[0]?.ran ?? 0) : 0;
  return Math.max(0, journal.entries.length - ran);
}

import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { copyAllRows } from '../src/db/transfer';
import { env } from '../src/lib/env';

/**
 * npm run db:export -- postgres://…/academy: moves the embedded database (DATA_DIR) to PostgreSQL. The target is
 * migrated, must hold no rows, and receives every row in one transaction; then run the app with DATABASE_URL set to
 * it (and copy DATA_DIR/files along, or keep the same DATA_DIR). The app must be stopped (the directory's lock).
 */
async function main(): Promise<void> {
  const targetUrl = process.argv[2];
  if (!targetUrl?.startsWith('postgres')) throw new Error('Usage: npm run db:export -- postgres://user@host:5432/database');
  const config = env();
  const source = openDatabase({ dataDir: config.DATA_DIR, purpose: 'db:export' });
  const target = openDatabase({ databaseUrl: targetUrl, dataDir: config.DATA_DIR, purpose: 'db:export target' });
  try {
    await migrateDatabase(source);
    await migrateDatabase(target);
    const copied = await copyAllRows(source, target, (table, rows) => console.log(`${table}: ${rows}`));
    console.log(`Copied ${Object.values(copied).reduce((sum, rows) => sum + rows, 0)} rows. Start the app with DATABASE_URL=${new URL(targetUrl).origin}/… to use PostgreSQL.`);
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

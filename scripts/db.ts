import { sql } from 'drizzle-orm';
import { closeDatabase, installDatabase, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '@/seed/seed';
import { retireDemoAccounts } from '@/seed/demo-accounts';
import { env } from '../src/lib/env';

/**
 * npm run db:migrate | db:seed [-- --demo] | db:reset | db:retire-demo. Refused while the app server holds the
 * embedded database. The demo accounts come only with --demo (or at the embedded database's first start; decision 043).
 */
async function main(): Promise<void> {
  const command = process.argv[2];
  if (!['migrate', 'seed', 'reset', 'retire-demo'].includes(command ?? '')) throw new Error('Usage: tsx scripts/db.ts migrate|seed [--demo]|reset|retire-demo');
  const config = env();
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, purpose: `db:${command}` });
  installDatabase(handle);
  try {
    if (command === 'reset') {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
      console.log('Database emptied.');
    }
    await migrateDatabase(handle);
    console.log('Migrations applied.');
    if (command === 'retire-demo') {
      const retired = await retireDemoAccounts(handle.db);
      console.log(retired.length ? `Blocked: ${retired.map((account) => account.email).join(', ')}` : 'No demo account has its published password.');
    } else if (command !== 'migrate') {
      const { created } = await seedDatabase(handle.db, { demo: process.argv.includes('--demo') ? 'now' : 'never' });
      console.log(created.length ? `Seeded: ${created.join(', ')}` : 'Seed data already present.');
    }
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

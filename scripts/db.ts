import { sql } from 'drizzle-orm';
import { closeDatabase, installDatabase, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '@/seed/seed';
import { env } from '../src/lib/env';

/** npm run db:migrate | db:seed | db:reset. Refused while the app server holds the embedded database. */
async function main(): Promise<void> {
  const command = process.argv[2];
  if (!['migrate', 'seed', 'reset'].includes(command ?? '')) throw new Error('Usage: tsx scripts/db.ts migrate|seed|reset');
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
    if (command !== 'migrate') {
      const { created } = await seedDatabase(handle.db);
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

import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

/**
 * Child process for the durability test: opens the embedded database in DATA_DIR, then writes rows forever,
 * printing "ack N" only after the INSERT of row N has returned. The test kills it with SIGKILL mid-stream.
 */
async function main(): Promise<void> {
  const handle = openDatabase({ dataDir: process.env.DATA_DIR!, purpose: 'crash test writer' });
  await migrateDatabase(handle);
  await handle.db.execute(sql`create table if not exists crash_probe (n integer primary key, payload text not null)`);
  const result = await handle.db.execute(sql`select coalesce(max(n), 0)::int as max from crash_probe`);
  const start = (result as unknown as { rows: Array<{ max: number }> }).rows[0]!.max + 1;
  console.log('ready');
  for (let n = start; ; n++) {
    await handle.db.execute(sql`insert into crash_probe (n, payload) values (${n}, ${'x'.repeat(200)})`);
    process.stdout.write(`ack ${n}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

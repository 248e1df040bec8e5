import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '@/db/client';
import { takeStatementOverlaps } from '../setup/statement-overlaps';

// The setup's check (tests/setup/statement-overlaps.ts) is PostgreSQL's: PGlite runs one statement at a time itself.
test.runIf(process.env.TEST_DB === 'postgres')('two statements sent at once on a transaction’s connection are found, one after the other are not', async () => {
  await getDb().transaction(async (tx) => {
    await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]);
  });
  expect(takeStatementOverlaps()).toEqual([expect.stringMatching(/^select 1\n {4}sent while this was unanswered: select pg_sleep/)]);
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_sleep(0.05)`);
    await tx.execute(sql`select 1`);
  });
  // Side by side on the pool is fine: each statement has a connection of its own.
  await Promise.all([getDb().execute(sql`select pg_sleep(0.05)`), getDb().execute(sql`select 1`)]);
  expect(takeStatementOverlaps()).toEqual([]);
});

import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';

/*
 * A person's portfolio value as the leaderboards and the weekly report read it, kept on their row (decision 013) and
 * changed only through here (decision 055: accounts owns `users`). The simulator computes the value; accounts keeps it.
 * No 'server-only': the market engine (custom server) revalues accounts on every tick.
 */

/** Keeps `value` (a numeric string, in US dollars) as the person's portfolio value, in the caller's transaction. */
export async function keepValuation(tx: Tx, userId: string, value: string): Promise<void> {
  await tx.update(users).set({ valuation: value }).where(eq(users.id, userId));
}

/**
 * The statement that keeps many values at once, for a caller that must stay one statement (the market tick's
 * revaluation and its snapshots, decision 022): `values` is a query of `(user_id, value)` rows; the fragment updates
 * those people's rows and returns `id, valuation` for each, so the caller can use it as a data-modifying `with` part.
 */
export function keepValuationsSql(values: SQL): SQL {
  return sql`update ${users} set valuation = v.value from (${values}) v where ${users.id} = v.user_id returning ${users.id}, ${users.valuation}`;
}

/* No 'server-only': market-hooks.ts imports this, and the engine runs in the custom server. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { keepValuationsSql } from '@/modules/accounts/runtime';
import { stocksView } from '@/modules/market/runtime';

/** A JSON array parameter, unpacked in SQL: one parameter whatever the number of ids (no 65,535-parameter limit). */
function idList(userIds: readonly string[]) {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`;
}

/** The start of the hour `at` falls in (UTC): portfolio_snapshots keeps one point per account per hour. */
export function hourBucket(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
}

/**
 * Each account's value (cash + Σ shares × current price) kept on its person's row (accounts' keepValuationsSql), for
 * these accounts, and this hour's portfolio snapshot from the value just stored (the column keeps cents), in ONE
 * set-based statement in the caller's transaction (numeric all the way).
 */
export async function revalueAndRecordSnapshots(db: Db | Tx, userIds: readonly string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  const values = sql`
    select a.user_id, a.cash + coalesce(held.value, 0) as value
    from sim_accounts a
    left join (
      select h.user_id, sum(h.shares * s.current_price) as value
      from sim_holdings h join ${stocksView('s')} on s.id = h.stock_id
      where h.user_id in ${idList(userIds)}
      group by h.user_id
    ) held on held.user_id = a.user_id
    where a.user_id in ${idList(userIds)}`;
  await db.execute(sql`
    with revalued as (${keepValuationsSql(values)})
    insert into portfolio_snapshots (user_id, bucket_start, value)
    select id, ${hourBucket(at).toISOString()}::timestamptz, valuation from revalued
    on conflict (user_id, bucket_start) do update set value = excluded.value`);
}

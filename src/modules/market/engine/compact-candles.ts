import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';

/*
 * Downsampling keeps price history bounded per stock (decision 012). 1-minute candles older than 24 h are
 * rolled up into hourly candles and hourly ones older than 30 days into daily candles; the finer rows are deleted
 * in the same transaction. Cut-offs fall on whole hours and days (UTC), so a bucket is only ever rolled up whole.
 * At most 24 × 60 minute rows + 30 × 24 hourly rows + one row a day remain per stock.
 */

export const MINUTE_CANDLES_KEPT_MS = 24 * 60 * 60 * 1000;
export const HOUR_CANDLES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface CompactionResult {
  minutesRolledUp: number;
  hoursRolledUp: number;
}

function floorTo(date: number, seconds: number): Date {
  const ms = seconds * 1000;
  return new Date(Math.floor(date / ms) * ms);
}

async function rollUp(tx: Tx, from: number, to: number, cutoff: Date): Promise<number> {
  const before = cutoff.toISOString();
  await tx.execute(sql`
    insert into price_candles (stock_id, resolution, bucket_start, open, high, low, close)
    select stock_id, ${to}::integer, to_timestamp(floor(extract(epoch from bucket_start) / ${to}::integer) * ${to}::integer) as bucket,
      (array_agg(open order by bucket_start))[1], max(high), min(low), (array_agg(close order by bucket_start desc))[1]
    from price_candles
    where resolution = ${from}::integer and bucket_start < ${before}::timestamptz
    group by stock_id, bucket
    on conflict (stock_id, resolution, bucket_start) do update
      set high = greatest(price_candles.high, excluded.high), low = least(price_candles.low, excluded.low), close = excluded.close`);
  const deleted = await tx.execute(sql`
    with gone as (delete from price_candles where resolution = ${from}::integer and bucket_start < ${before}::timestamptz returning 1)
    select count(*)::integer as count from gone`);
  return Number(rowsOf<{ count: number }>(deleted)[0]?.count ?? 0);
}

/** Rolls finer candles up into coarser ones, in one transaction. Safe to run at any time and repeatedly. */
export async function compactCandles(db: Db, now: Date = new Date()): Promise<CompactionResult> {
  return db.transaction(async (tx) => {
    const minutesRolledUp = await rollUp(tx, 60, 3600, floorTo(now.getTime() - MINUTE_CANDLES_KEPT_MS, 3600));
    const hoursRolledUp = await rollUp(tx, 3600, 86400, floorTo(now.getTime() - HOUR_CANDLES_KEPT_MS, 86400));
    return { minutesRolledUp, hoursRolledUp };
  });
}

import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import type { CandleView, HistoryRange } from './schemas';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { symbolSchema } from './schemas';
import { rowsOf } from '@/db/rows';

/*
 * A stock's price history as candles. Each range reads one resolution, and because downsampling rolls finer
 * candles into coarser ones only after a while (decision 012), the finer rows still present are folded into that
 * resolution on the fly: a week of hourly candles includes the last 24 h, still kept by the minute.
 */

export const HISTORY_RANGES = ['1h', '1d', '1w', '1m', 'all'] as const satisfies readonly HistoryRange[];

const RANGE: Record<HistoryRange, { resolution: 60 | 3600 | 86400; spanMs: number | null }> = {
  '1h': { resolution: 60, spanMs: 60 * 60 * 1000 },
  '1d': { resolution: 60, spanMs: 24 * 60 * 60 * 1000 },
  '1w': { resolution: 3600, spanMs: 7 * 24 * 60 * 60 * 1000 },
  '1m': { resolution: 3600, spanMs: 30 * 24 * 60 * 60 * 1000 },
  all: { resolution: 86400, spanMs: null },
};

export const historyQuerySchema = z.object({
  symbol: symbolSchema,
  range: z.enum(HISTORY_RANGES, { message: 'marketAdmin.errors.range' }),
});

interface CandleRow {
  time: number | string;
  open: string;
  high: string;
  low: string;
  close: string;
}

/**
 * Candles of a stock over a range, oldest first (time in seconds since the epoch). Market prices are public to
 * everyone who may open the simulator, so the read itself is not scoped to anyone; see readStockHistory.
 */
export async function getStockHistory(symbol: string, range: HistoryRange, now: Date = new Date()): Promise<CandleView[]> {
  const { resolution, spanMs } = RANGE[range];
  const [stock] = await getDb().select({ id: stocks.id }).from(stocks).where(eq(stocks.symbol, symbol));
  if (!stock) throw new AppError(404, 'errors.stockNotFound');
  const since = spanMs === null ? null : new Date(Math.floor((now.getTime() - spanMs) / (resolution * 1000)) * resolution * 1000);
  const result = await getDb().execute(sql`
    select floor(extract(epoch from bucket_start) / ${resolution}::integer)::bigint * ${resolution}::integer as time,
      (array_agg(open order by bucket_start))[1] as open, max(high) as high, min(low) as low,
      (array_agg(close order by bucket_start desc))[1] as close
    from price_candles
    where stock_id = ${stock.id} and resolution <= ${resolution}::integer ${since ? sql`and bucket_start >= ${since.toISOString()}::timestamptz` : sql``}
    group by 1
    order by 1`);
  return rowsOf<CandleRow>(result).map((row) => ({ time: Number(row.time), open: Number(row.open), high: Number(row.high), low: Number(row.low), close: Number(row.close) }));
}

/** The history route's read: anyone who may use the simulator. */
export async function readStockHistory(actor: Actor, input: { symbol: string; range: HistoryRange }): Promise<CandleView[]> {
  assertCan(actor, 'trade:simulator:own');
  return getStockHistory(input.symbol, input.range);
}

import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { LeaderFence } from '@/db/lease';
import { priceReplays, stocks } from '@/db/schema';
import { publish } from '@/server/domain-events';
import { pricesChanged } from '../events';
import type { MarketRow } from '../market-hub';
import { getSimulatorSettings, type SimulatorSettings } from '../settings';
import { formatPrice, nextModelPrice, replayStepPrice, yearFractionPerTick } from './price-model';
import type { SeededRandom } from './random';

/*
 * One tick of the market, in ONE transaction (decision 012): lock the stocks, compute every new price
 * (the random model, or the replayed series), write them with one set-based UPDATE, upsert the 1-minute candles
 * with one INSERT … ON CONFLICT, and let the trading side react (the market's pricesChanged event) before the commit. The caller
 * broadcasts the returned rows after the commit. No 'server-only': the custom server runs the engine.
 */

export const MINUTE = 60;

export interface TickOptions {
  random: SeededRandom;
  /** Counts ticks: a replayed series advances one close every `replayTicksPerDay` ticks. */
  tickNumber: number;
  now?: Date;
  /** The leader's fence (decision 050): the tick writes only while this instance still holds the lease. */
  fence?: LeaderFence;
}

export interface TickResult {
  tradingDay: number;
  settings: SimulatorSettings;
  /** Every stock after the tick (for the streams). */
  rows: MarketRow[];
  /** How many stocks' prices changed. */
  changed: number;
}

interface LockedStock {
  id: number;
  symbol: string;
  name: string;
  sector: string;
  currentPrice: string;
  basePrice: string;
  volatility: string;
  drift: string;
  replayPosition: number | null;
}

/** The start of the minute `now` falls in. */
export function bucketStart(now: Date, resolutionSeconds: number): Date {
  const ms = resolutionSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** The replay closes a tick needs: each replaying stock's current and next position. */
async function readReplayCloses(tx: Tx, replaying: LockedStock[]): Promise<Map<string, number>> {
  const closes = new Map<string, number>();
  if (replaying.length === 0) return closes;
  const conditions: SQL[] = replaying.map((stock) => and(eq(priceReplays.stockId, stock.id), inArray(priceReplays.position, [stock.replayPosition!, stock.replayPosition! + 1]))!);
  const rows = await tx.select({ stockId: priceReplays.stockId, position: priceReplays.position, close: priceReplays.close }).from(priceReplays).where(or(...conditions));
  for (const row of rows) closes.set(`${row.stockId}:${row.position}`, Number(row.close));
  return closes;
}

export async function runMarketTick(db: Db, options: TickOptions): Promise<TickResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await options.fence?.prove(tx, 'tick');
    // Locked for the tick: an admin's edit waits for it (or it for the edit) instead of being overwritten.
    const locked: LockedStock[] = await tx
      .select({
        id: stocks.id,
        symbol: stocks.symbol,
        name: stocks.name,
        sector: stocks.sector,
        currentPrice: stocks.currentPrice,
        basePrice: stocks.basePrice,
        volatility: stocks.volatility,
        drift: stocks.drift,
        replayPosition: stocks.replayPosition,
      })
      .from(stocks)
      .where(isNull(stocks.delistedAt))
      .orderBy(asc(stocks.id))
      // NO KEY UPDATE, not UPDATE: an order being placed checks its foreign key to the stock (FOR KEY SHARE) while
      // holding its account, which the tick's trading hook then waits for; FOR UPDATE would make that a deadlock.
      .for('no key update');
    // Read after the lock, so a new trading day that committed meanwhile is seen.
    const settings = await getSimulatorSettings(tx);
    // A pause that committed after the engine looked: no tick (the pause is immediate).
    if (settings.paused) return { tradingDay: settings.tradingDay, settings, rows: [], changed: 0 };
    const yearFraction = yearFractionPerTick(settings.tickIntervalMs);
    const closes = await readReplayCloses(
      tx,
      locked.filter((stock) => stock.replayPosition !== null),
    );
    const step = (options.tickNumber % settings.replayTicksPerDay) + 1;

    const updates: { id: number; price: string; position: number | null; priceChanged: boolean }[] = [];
    const rows: MarketRow[] = [];
    const candles: { id: number; price: string }[] = [];
    for (const stock of locked) {
      let price: string;
      let position = stock.replayPosition;
      const from = position === null ? undefined : closes.get(`${stock.id}:${position}`);
      if (position !== null && from !== undefined) {
        const to = closes.get(`${stock.id}:${position + 1}`);
        if (to === undefined) {
          // The series ended: stay on its last close; from the next tick on the random model takes over.
          price = formatPrice(from);
          position = null;
        } else {
          price = formatPrice(replayStepPrice(from, to, step, settings.replayTicksPerDay));
          if (step >= settings.replayTicksPerDay) position += 1;
        }
      } else {
        // A replay position without data (the series was removed) ends the replay too.
        position = null;
        const model = { price: Number(stock.currentPrice), basePrice: Number(stock.basePrice), volatility: Number(stock.volatility), drift: Number(stock.drift) };
        price = formatPrice(nextModelPrice(model, yearFraction, options.random.normal()));
      }
      if (price !== stock.currentPrice || position !== stock.replayPosition) updates.push({ id: stock.id, price, position, priceChanged: price !== stock.currentPrice });
      candles.push({ id: stock.id, price });
      rows.push({ symbol: stock.symbol, name: stock.name, sector: stock.sector, currentPrice: price, basePrice: stock.basePrice });
    }

    if (updates.length > 0) {
      const values = sql.join(
        updates.map((row) => sql`(${row.id}::integer, ${row.price}::numeric, ${row.position}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${stocks} set current_price = v.price, replay_position = v.position, updated_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, price, position)
        where ${stocks.id} = v.id`);
    }
    if (candles.length > 0) {
      const values = sql.join(
        candles.map((row) => sql`(${row.id}::integer, ${row.price}::numeric)`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into price_candles (stock_id, resolution, bucket_start, open, high, low, close)
        select v.id, ${MINUTE}::integer, ${bucketStart(now, MINUTE).toISOString()}::timestamptz, v.price, v.price, v.price, v.price
        from (values ${values}) as v(id, price)
        on conflict (stock_id, resolution, bucket_start) do update
          set high = greatest(price_candles.high, excluded.high), low = least(price_candles.low, excluded.low), close = excluded.close`);
    }

    const changed = updates.filter((row) => row.priceChanged);
    await publish(tx, pricesChanged, { changed: changed.map((row) => ({ stockId: row.id, price: row.price })), tradingDay: settings.tradingDay });
    return { tradingDay: settings.tradingDay, settings, rows, changed: changed.length };
  });
}

import { isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { SnapshotHub } from '@/server/snapshot-hub';
import { selectTopMovers, type StockPrice, type TickerItem } from './top-movers';

/*
 * One shared snapshot for every viewer (decision 007): only when the top movers changed does the hub
 * serialise one message and write that same string to each open stream. The market engine (decision 012) hands each
 * tick's prices over directly (`publish`); the periodic re-read stays as a fallback for writers that do not
 * (it skips while fresh prices keep arriving). No 'server-only': server.ts imports it.
 */

export class TickerHub extends SnapshotHub<StockPrice, TickerItem> {
  constructor() {
    super('ticker');
  }

  protected read(): Promise<StockPrice[]> {
    return getDb().select({ symbol: stocks.symbol, currentPrice: stocks.currentPrice, basePrice: stocks.basePrice }).from(stocks).where(isNull(stocks.delistedAt));
  }

  protected toItems(rows: readonly StockPrice[]): TickerItem[] {
    return selectTopMovers(rows);
  }
}

const HUB_KEY = Symbol.for('academy.tickerHub');
type GlobalWithHub = typeof globalThis & { [HUB_KEY]?: TickerHub };

/** The process's one hub, shared by the custom server and Next's bundle. */
export function getTickerHub(): TickerHub {
  const slot = globalThis as GlobalWithHub;
  slot[HUB_KEY] ??= new TickerHub();
  return slot[HUB_KEY];
}

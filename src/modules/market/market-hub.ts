import { asc, isNull } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { stocks } from '@/db/schema';
import { SnapshotHub } from '@/server/snapshot-hub';
import { percentChange } from './top-movers';

/*
 * Live prices of ALL stocks for the simulator page, from one shared snapshot (decision 012). After each
 * tick the engine hands the rows over; the hub serialises them ONCE into `event: prices` and writes the same bytes
 * to every open stream (GET /api/market/stream, served by server.ts on bare node:http, like the ticker).
 * No 'server-only': server.ts imports it.
 */

/** One stock as the market stream sends it: prices are USD decimal strings, changePct is rounded to 2 decimals. */
export interface MarketStreamItem {
  symbol: string;
  name: string;
  sector: string;
  price: string;
  basePrice: string;
  changePct: number;
}

/** A stock row as the engine and the database give it. */
export interface MarketRow {
  symbol: string;
  name: string;
  sector: string;
  currentPrice: string;
  basePrice: string;
}

/** Every stock's row, by symbol (one query). */
export async function readMarketRows(db: Db | Tx = getDb()): Promise<MarketRow[]> {
  return db
    .select({ symbol: stocks.symbol, name: stocks.name, sector: stocks.sector, currentPrice: stocks.currentPrice, basePrice: stocks.basePrice })
    .from(stocks)
    .where(isNull(stocks.delistedAt))
    .orderBy(asc(stocks.symbol));
}

export function toStreamItems(rows: readonly MarketRow[]): MarketStreamItem[] {
  return rows
    .map((row) => ({ symbol: row.symbol, name: row.name, sector: row.sector, price: row.currentPrice, basePrice: row.basePrice, changePct: percentChange(row) }))
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

export class MarketHub extends SnapshotHub<MarketRow, MarketStreamItem> {
  constructor() {
    super('prices');
  }

  protected read(): Promise<MarketRow[]> {
    return readMarketRows();
  }

  protected toItems(rows: readonly MarketRow[]): MarketStreamItem[] {
    return toStreamItems(rows);
  }
}

const HUB_KEY = Symbol.for('academy.marketHub');
type GlobalWithHub = typeof globalThis & { [HUB_KEY]?: MarketHub };

/** The process's one market hub, shared by the custom server and Next's bundle. */
export function getMarketHub(): MarketHub {
  const slot = globalThis as GlobalWithHub;
  slot[HUB_KEY] ??= new MarketHub();
  return slot[HUB_KEY];
}

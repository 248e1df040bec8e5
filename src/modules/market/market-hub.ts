import type { IncomingMessage, ServerResponse } from 'node:http';
import { asc, isNull } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { stocks } from '@/db/schema';
import { SseHub } from './sse-hub';
import { percentChange } from './top-movers';

/*
 * Issue 5: live prices of ALL stocks for the simulator page, from one shared snapshot (decision 012). After each
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

export class MarketHub {
  private snapshot: MarketStreamItem[] = [];
  private payload = '';
  private readonly streams = new SseHub();
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private lastPublishedAt = 0;
  /** How many messages were serialised (one per change, whatever the number of viewers). */
  serialisations = 0;

  get items(): readonly MarketStreamItem[] {
    return this.snapshot;
  }

  get viewerCount(): number {
    return this.streams.viewerCount;
  }

  /** Bytes of the last message each viewer got. */
  get messageBytes(): number {
    return this.streams.lastMessageBytes;
  }

  /** Takes every stock's row and, if anything changed, serialises one message for every open stream. */
  publish(rows: readonly MarketRow[]): boolean {
    this.lastPublishedAt = Date.now();
    const items = toStreamItems(rows);
    const payload = JSON.stringify(items);
    if (payload === this.payload) return false;
    this.snapshot = items;
    this.payload = payload;
    this.serialisations += 1;
    this.streams.broadcast('prices', payload);
    return true;
  }

  /** Reads every stock and publishes. Concurrent calls share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= readMarketRows()
      .then((rows) => void this.publish(rows))
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** The fallback re-read every `intervalMs` (skipped while published prices are fresher than that), and heartbeats. */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => {
      // Fresh prices arrived within about one interval (the engine's ticks): nothing to catch up on.
      if (Date.now() - this.lastPublishedAt < intervalMs * 1.5) return;
      void this.refresh().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
    this.streams.startHeartbeat();
  }

  stop(): void {
    clearInterval(this.timer);
    this.streams.stopHeartbeat();
  }

  /** Serves one event stream: the current snapshot at once, then every change. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    this.streams.attach(req, res);
  }

  closeAll(): void {
    this.streams.closeAll();
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

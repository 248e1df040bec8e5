import { isNull } from 'drizzle-orm';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { SseHub } from './sse-hub';
import { selectTopMovers, type StockPrice, type TickerItem } from './top-movers';

/*
 * One shared snapshot for every viewer (issue 3, decision 007): only when the top movers changed does the hub
 * serialise one message and write that same string to each open stream. Issue 5: the market engine hands each
 * tick's prices over directly (`publish`); the periodic re-read stays as a fallback for writers that do not
 * (it skips while fresh prices keep arriving). No 'server-only': server.ts imports it.
 */

export class TickerHub {
  private snapshot: TickerItem[] = [];
  private payload = '';
  private readonly streams = new SseHub();
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private lastPublishedAt = 0;

  get items(): readonly TickerItem[] {
    return this.snapshot;
  }

  get viewerCount(): number {
    return this.streams.viewerCount;
  }

  /** Reads the prices and broadcasts if the top movers changed. Concurrent calls share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    const rows = await getDb().select({ symbol: stocks.symbol, currentPrice: stocks.currentPrice, basePrice: stocks.basePrice }).from(stocks).where(isNull(stocks.delistedAt));
    this.publish(rows);
  }

  /** Takes every stock's prices (a tick's result, or a fresh read) and broadcasts if the top movers changed. */
  publish(rows: readonly StockPrice[]): boolean {
    this.lastPublishedAt = Date.now();
    const next = selectTopMovers(rows);
    const payload = JSON.stringify(next);
    if (payload === this.payload) return false;
    this.snapshot = next;
    this.payload = payload;
    this.streams.broadcast('ticker', payload);
    return true;
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

  /** Serves one event stream: the current snapshot at once, then every change. Closing frees it at once. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    this.streams.attach(req, res);
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    this.streams.closeAll();
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

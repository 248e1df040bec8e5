import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { selectTopMovers, type TickerItem } from './top-movers';

/*
 * One shared snapshot for every viewer (issue 3): the hub reads the stocks once per interval, and only when the
 * top movers changed does it serialise one message and write that same string to each open stream. A tick's
 * cost is one query plus one write per viewer, never viewers × stocks. Served by the custom server on bare
 * node:http (STACK.md: Next route-handler streams leak on disconnect). No 'server-only': server.ts imports it.
 */

const HEARTBEAT_MS = 15_000;

export class TickerHub {
  private snapshot: TickerItem[] = [];
  private message = '';
  private readonly clients = new Set<ServerResponse>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

  get items(): readonly TickerItem[] {
    return this.snapshot;
  }

  get viewerCount(): number {
    return this.clients.size;
  }

  /** Reads the prices and broadcasts if the top movers changed. Concurrent calls share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    const rows = await getDb().select({ symbol: stocks.symbol, currentPrice: stocks.currentPrice, basePrice: stocks.basePrice }).from(stocks);
    const next = selectTopMovers(rows);
    const payload = JSON.stringify(next);
    if (payload === JSON.stringify(this.snapshot)) return;
    this.snapshot = next;
    this.message = `event: ticker\ndata: ${payload}\n\n`;
    for (const client of this.clients) client.write(this.message);
  }

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), intervalMs);
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    this.timer.unref();
    this.heartbeat.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    clearInterval(this.heartbeat);
  }

  /** Serves one event stream: the current snapshot at once, then every change. Closing frees it at once. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'Content-Encoding': 'none',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    if (this.message) res.write(this.message);
    this.clients.add(res);
    const detach = () => {
      this.clients.delete(res);
    };
    req.once('close', detach);
    res.once('close', detach);
    res.once('error', detach);
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
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

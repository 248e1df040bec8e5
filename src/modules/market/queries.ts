import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { percentChange } from './top-movers';
import { getTickerHub } from './ticker-hub';
import type { TickerItem } from './top-movers';

/** The ticker's first paint: the shared snapshot (loaded once if this process has not read it yet). */
export async function getTickerSnapshot(): Promise<readonly TickerItem[]> {
  const hub = getTickerHub();
  if (hub.items.length === 0) await hub.refresh();
  return hub.items;
}


/** Admins: every stock with its prices and change, by symbol. */
export async function listStocksForEditor(actor: Actor) {
  assertCan(actor, 'edit:market:any');
  const rows = await getDb()
    .select({ symbol: stocks.symbol, name: stocks.name, currentPrice: stocks.currentPrice, basePrice: stocks.basePrice, updatedAt: stocks.updatedAt })
    .from(stocks)
    .orderBy(asc(stocks.symbol));
  return rows.map((row) => ({ ...row, changePct: percentChange(row) }));
}

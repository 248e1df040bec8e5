import 'server-only';
import { getTickerHub } from './ticker-hub';
import type { TickerItem } from './top-movers';

/** The ticker's first paint: the shared snapshot (loaded once if this process has not read it yet). */
export async function getTickerSnapshot(): Promise<readonly TickerItem[]> {
  const hub = getTickerHub();
  if (hub.items.length === 0) await hub.refresh();
  return hub.items;
}

import { errorFields, log } from '@/server/logger';
import { getMarketHub, readMarketRows, type MarketRow } from './market-hub';
import { getTickerHub } from './ticker-hub';

/**
 * Sends the prices to the ticker and the market streams at once. The engine passes each tick's rows; any
 * other server code that changed prices or the stock list (an admin's edit, a new stock, a new trading day) calls
 * it without rows after its transaction committed, and it reads the stocks once for both streams. It never throws:
 * the change is committed already, and the streams' periodic re-read catches up if this read fails.
 * No 'server-only': server.ts (the engine) imports it.
 */
export async function publishMarket(rows?: readonly MarketRow[]): Promise<void> {
  try {
    const current = rows ?? (await readMarketRows());
    getTickerHub().publish(current);
    getMarketHub().publish(current);
  } catch (error) {
    log.error('publishing the market prices failed', errorFields(error));
  }
}

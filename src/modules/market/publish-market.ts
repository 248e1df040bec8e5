import { sql } from 'drizzle-orm';
import { getDatabaseHandle, getDb } from '@/db/client';
import { isDatabaseUnavailable } from '@/server/db-errors';
import { instanceId, MARKET_CHANNEL } from '@/server/instance';
import { errorFields, log } from '@/server/logger';
import { getMarketHub, readMarketRows, type MarketRow } from './market-hub';
import { getTickerHub } from './ticker-hub';

/**
 * Sends the prices to the ticker and the market streams at once. The engine passes each tick's rows; any
 * other server code that changed prices or the stock list (an admin's edit, a new stock, a new trading day) calls
 * it without rows after its transaction committed, and it reads the stocks once for both streams. It never throws:
 * the change is committed already, and the streams' periodic re-read catches up if this read fails.
 * On PostgreSQL the other instances are told too (decision 041): each reads the stocks once and writes the same
 * bytes to its own streams. `broadcast: false` is how an instance handles what another told it.
 * No 'server-only': server.ts (the engine) imports it.
 */
export async function publishMarket(rows?: readonly MarketRow[], options: { broadcast?: boolean } = {}): Promise<void> {
  try {
    const current = rows ?? (await readMarketRows());
    getTickerHub().publish(current);
    getMarketHub().publish(current);
    if (options.broadcast !== false && getDatabaseHandle().kind === 'postgres') await getDb().execute(sql`select pg_notify(${MARKET_CHANNEL}, ${instanceId()})`);
  } catch (error) {
    // The database away for a moment (a restart, an outage) is a warning, as for the engine's own steps (decision 049):
    // the streams' periodic re-read and the next tick catch up once it is back. Anything else is an error.
    if (isDatabaseUnavailable(error)) log.warn('publishing the market prices failed, the database is away', errorFields(error));
    else log.error('publishing the market prices failed', errorFields(error));
  }
}

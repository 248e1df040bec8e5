import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { pricesChanged } from './events';
import { publishMarket } from './publish-market';
import { getSimulatorSettings } from './settings';

/** An admin sets a stock's current and base price (USD), audited; open tickers and market pages get it at once. */
export async function setStockPrice(actor: Actor, input: { symbol: string; currentPrice: string; basePrice: string }): Promise<void> {
  assertCan(actor, 'edit:market:any');
  await getDb().transaction(async (tx) => {
    // NO KEY UPDATE, as the tick (run-tick.ts): orders being placed check their foreign key to the stock meanwhile.
    const [before] = await tx.select().from(stocks).where(and(eq(stocks.symbol, input.symbol), isNull(stocks.delistedAt))).for('no key update');
    if (!before) throw new AppError(404, 'errors.stockNotFound');
    await tx.update(stocks).set({ currentPrice: input.currentPrice, basePrice: input.basePrice, updatedAt: new Date() }).where(eq(stocks.id, before.id));
    // Like a tick: resting limit orders the new price crosses fill, and holders are revalued, in the same transaction.
    await publish(tx, pricesChanged, { changed: [{ stockId: before.id, price: input.currentPrice }], tradingDay: (await getSimulatorSettings(tx)).tradingDay });
    await writeAudit(tx, actor, {
      actionType: 'stock_price_change',
      component: 'market',
      entityId: input.symbol,
      message: `${actor.email} set ${input.symbol} to ${input.currentPrice} (base ${input.basePrice})`,
      details: { from: { currentPrice: before.currentPrice, basePrice: before.basePrice }, to: { currentPrice: input.currentPrice, basePrice: input.basePrice } },
    });
  });
  await publishMarket();
}

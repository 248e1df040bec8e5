import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { publish } from '@/server/domain-events';
import { tradingDayEnded } from './events';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publishMarket } from './publish-market';
import { lockTradingDay, storeSimulatorSettings } from './settings';

/**
 * "New trading day", in one transaction: every stock's base (opening) price becomes its current price,
 * the day counter moves on, and the trading side expires the ended day's resting limit orders; audited.
 * The stocks are locked before the settings, in the same order as the tick, so the two never deadlock.
 */
export async function startTradingDay(actor: Actor): Promise<{ endedDay: number; tradingDay: number }> {
  assertCan(actor, 'edit:market:any');
  const result = await getDb().transaction(async (tx) => {
    // NO KEY UPDATE, as the tick (run-tick.ts): orders being placed check their foreign key to the stock meanwhile.
    await tx.select({ id: stocks.id }).from(stocks).orderBy(asc(stocks.id)).for('no key update');
    const reset = await tx
      .update(stocks)
      .set({ basePrice: sql`${stocks.currentPrice}`, updatedAt: new Date() })
      .returning({ id: stocks.id });
    const endedDay = await lockTradingDay(tx);
    const tradingDay = endedDay + 1;
    await storeSimulatorSettings(tx, { tradingDay });
    await publish(tx, tradingDayEnded, { endedDay });
    await writeAudit(tx, actor, {
      actionType: 'trading_day_start',
      component: 'market',
      entityId: String(tradingDay),
      message: `${actor.email} started trading day ${tradingDay}`,
      details: { endedDay, tradingDay, stocks: reset.length },
    });
    return { endedDay, tradingDay };
  });
  await publishMarket();
  return result;
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { simAccounts, simOrders } from '@/db/schema';
import { stocksView } from '@/modules/market';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { OrderView } from './contract';
import { toOrderView } from './views';
import { UUID_PATTERN } from '@/lib/ids';

/** The order's stock, as the market publishes it (decision 055). */
const stock = stocksView('stock');


/**
 * Cancels one of the actor's own open orders. Someone else's order id answers 404, like an unknown one (nothing
 * tells a child that the id exists); an order that already filled, expired or was canceled answers 409.
 */
export async function cancelOrder(actor: Actor, orderId: string): Promise<OrderView> {
  assertCan(actor, 'trade:simulator:own');
  if (!UUID_PATTERN.test(orderId)) throw new AppError(404, 'orders.errors.orderNotFound');
  return getDb().transaction(async (tx) => {
    // The account first, as every change to an account (decision 013): a fill of this order waits, or went first.
    await tx.select({ userId: simAccounts.userId }).from(simAccounts).where(eq(simAccounts.userId, actor.id)).for('update');
    const [order] = await tx
      .select({ id: simOrders.id, status: simOrders.status, symbol: stock.symbol })
      .from(simOrders)
      .innerJoin(stock, eq(stock.id, simOrders.stockId))
      .where(and(eq(simOrders.id, orderId), eq(simOrders.userId, actor.id)));
    if (!order) throw new AppError(404, 'orders.errors.orderNotFound');
    const [canceled] = await tx
      .update(simOrders)
      .set({ status: 'canceled', closedAt: new Date() })
      .where(and(eq(simOrders.id, orderId), eq(simOrders.status, 'open')))
      .returning();
    if (!canceled) throw new AppError(409, 'orders.errors.notOpen');
    return toOrderView({ ...canceled, symbol: order.symbol, fillPrice: null });
  });
}

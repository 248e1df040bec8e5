import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { formatDecimal, parseDecimal, rescale } from '@/lib/decimal';
import { simAccounts, simHoldings, simOrders, simTrades } from '@/db/schema';
import type { StockRemoving, StockRemovingResult, StockSettlement } from '@/modules/market/events';
import { AppError } from '@/server/errors';
import { readSimulatorSettings } from './trading-settings';

/*
 * A stock leaving the market (the market's `stockRemoving`, in its transaction, the stock row already locked).
 * Refused while children hold it, unless the admin confirmed "settle at the last price": then every holding is sold
 * at that price into its holder's cash (a filled market sell order and its trade each, no commission: the child did
 * not choose it), and open orders on the stock are canceled. No 'server-only': the wiring loads it.
 */

const PRICE_SCALE = 4;
const COST_SCALE = 6;

export async function settleRemovedStock(tx: Tx, stock: StockRemoving): Promise<StockRemovingResult> {
  const holdings = await tx
    .select({ userId: simHoldings.userId, shares: simHoldings.shares, averageCost: simHoldings.averageCost })
    .from(simHoldings)
    .where(eq(simHoldings.stockId, stock.stockId))
    .orderBy(asc(simHoldings.userId))
    .for('update');
  if (holdings.length > 0 && !stock.settle) throw new AppError(409, stock.words.held);

  const now = new Date();
  const settlements: StockSettlement[] = [];
  if (holdings.length > 0) {
    // The holders' accounts, locked in user id order like every other writer of accounts.
    await tx
      .select({ userId: simAccounts.userId })
      .from(simAccounts)
      .where(
        inArray(
          simAccounts.userId,
          holdings.map((holding) => holding.userId),
        ),
      )
      .orderBy(asc(simAccounts.userId))
      .for('update');
    const { tradingDay } = await readSimulatorSettings(tx);
    const price = parseDecimal(stock.price, PRICE_SCALE);
    const orders = holdings.map((holding) => {
      const proceeds = price * BigInt(holding.shares);
      const cost = parseDecimal(holding.averageCost, COST_SCALE) * BigInt(holding.shares);
      const realized = rescale(price * 100n * BigInt(holding.shares) - cost, COST_SCALE, PRICE_SCALE);
      settlements.push({
        userId: holding.userId,
        shares: holding.shares,
        price: stock.price,
        proceeds: formatDecimal(proceeds, PRICE_SCALE),
        averageCost: holding.averageCost,
        realizedProfit: formatDecimal(realized, PRICE_SCALE),
      });
      return { id: randomUUID(), holding, proceeds: formatDecimal(proceeds, PRICE_SCALE), realized: formatDecimal(realized, PRICE_SCALE) };
    });
    await tx.insert(simOrders).values(
      orders.map((order) => ({
        id: order.id,
        userId: order.holding.userId,
        stockId: stock.stockId,
        side: 'sell' as const,
        type: 'market' as const,
        shares: order.holding.shares,
        limitPrice: null,
        status: 'filled' as const,
        reason: stock.words.settledReason,
        idempotencyKey: `settlement:${stock.symbol}:${order.id}`,
        tradingDay,
        createdAt: now,
        closedAt: now,
      })),
    );
    await tx.insert(simTrades).values(
      orders.map((order) => ({
        orderId: order.id,
        userId: order.holding.userId,
        stockId: stock.stockId,
        side: 'sell' as const,
        shares: order.holding.shares,
        price: stock.price,
        commission: '0',
        realizedProfit: order.realized,
        executedAt: now,
      })),
    );
    const values = sql.join(
      orders.map((order) => sql`(${order.holding.userId}, ${order.proceeds}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`update sim_accounts a set cash = a.cash + v.proceeds from (values ${values}) as v(user_id, proceeds) where a.user_id = v.user_id`);
    await tx.delete(simHoldings).where(eq(simHoldings.stockId, stock.stockId));
  }
  const canceled = await tx
    .update(simOrders)
    .set({ status: 'canceled', reason: stock.words.removedReason, closedAt: now })
    .where(and(eq(simOrders.stockId, stock.stockId), eq(simOrders.status, 'open')))
    .returning({ id: simOrders.id });
  const [traded] = await tx.select({ id: simOrders.id }).from(simOrders).where(eq(simOrders.stockId, stock.stockId)).limit(1);
  return { settlements, canceledOrderIds: canceled.map((order) => order.id), traded: traded !== undefined };
}

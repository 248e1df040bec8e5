import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { portfolioSnapshots, simAccounts, simHoldings, simOrders, simTrades, stocks } from '@/db/schema';
import type { ExportedSimulator } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/**
 * The child's simulator account, holdings, orders, trades and portfolio values, oldest first, for a parent's export
 * (decision 027); each stock by its symbol and name.
 */
export async function readChildSimulator(tx: Tx, childId: string): Promise<ExportedSimulator> {
  const [account] = await tx
    .select({ cash: simAccounts.cash, startingCash: simAccounts.startingCash, leaderboardVisible: simAccounts.leaderboardVisible, openedAt: simAccounts.openedAt })
    .from(simAccounts)
    .where(eq(simAccounts.userId, childId));
  const stock = { symbol: stocks.symbol, stock: stocks.name };
  const holdings = await tx
    .select({ ...stock, shares: simHoldings.shares, averageCost: simHoldings.averageCost, updatedAt: simHoldings.updatedAt })
    .from(simHoldings)
    .innerJoin(stocks, eq(stocks.id, simHoldings.stockId))
    .where(eq(simHoldings.userId, childId))
    .orderBy(asc(stocks.symbol));
  const orders = await tx
    .select({
      id: simOrders.id,
      ...stock,
      side: simOrders.side,
      type: simOrders.type,
      shares: simOrders.shares,
      limitPrice: simOrders.limitPrice,
      status: simOrders.status,
      reason: simOrders.reason,
      createdAt: simOrders.createdAt,
      closedAt: simOrders.closedAt,
    })
    .from(simOrders)
    .innerJoin(stocks, eq(stocks.id, simOrders.stockId))
    .where(eq(simOrders.userId, childId))
    .orderBy(asc(simOrders.createdAt));
  const trades = await tx
    .select({
      orderId: simTrades.orderId,
      ...stock,
      side: simTrades.side,
      shares: simTrades.shares,
      price: simTrades.price,
      commission: simTrades.commission,
      realizedProfit: simTrades.realizedProfit,
      executedAt: simTrades.executedAt,
    })
    .from(simTrades)
    .innerJoin(stocks, eq(stocks.id, simTrades.stockId))
    .where(eq(simTrades.userId, childId))
    .orderBy(asc(simTrades.executedAt), asc(simTrades.id));
  const snapshots = await tx
    .select({ at: portfolioSnapshots.bucketStart, value: portfolioSnapshots.value })
    .from(portfolioSnapshots)
    .where(eq(portfolioSnapshots.userId, childId))
    .orderBy(asc(portfolioSnapshots.bucketStart));
  return { account: account ?? null, holdings, orders, trades, snapshots };
}

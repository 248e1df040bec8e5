import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { portfolioSnapshots, simAccounts, simHoldings, simOrders, simTrades } from '@/db/schema';
import { stocksView } from '@/modules/market/runtime';
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
  const stock = stocksView('stock');
  const named = { symbol: stock.symbol, stock: stock.name };
  const holdings = await tx
    .select({ ...named, shares: simHoldings.shares, averageCost: simHoldings.averageCost, updatedAt: simHoldings.updatedAt })
    .from(simHoldings)
    .innerJoin(stock, eq(stock.id, simHoldings.stockId))
    .where(eq(simHoldings.userId, childId))
    .orderBy(asc(stock.symbol));
  const orders = await tx
    .select({
      id: simOrders.id,
      ...named,
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
    .innerJoin(stock, eq(stock.id, simOrders.stockId))
    .where(eq(simOrders.userId, childId))
    .orderBy(asc(simOrders.createdAt));
  const trades = await tx
    .select({
      orderId: simTrades.orderId,
      ...named,
      side: simTrades.side,
      shares: simTrades.shares,
      price: simTrades.price,
      commission: simTrades.commission,
      realizedProfit: simTrades.realizedProfit,
      executedAt: simTrades.executedAt,
    })
    .from(simTrades)
    .innerJoin(stock, eq(stock.id, simTrades.stockId))
    .where(eq(simTrades.userId, childId))
    .orderBy(asc(simTrades.executedAt), asc(simTrades.id));
  const snapshots = await tx
    .select({ at: portfolioSnapshots.bucketStart, value: portfolioSnapshots.value })
    .from(portfolioSnapshots)
    .where(eq(portfolioSnapshots.userId, childId))
    .orderBy(asc(portfolioSnapshots.bucketStart));
  return { account: account ?? null, holdings, orders, trades, snapshots };
}

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { simOrders, simTrades } from '@/db/schema';

/*
 * The children's orders and trades as read models (decision 055: the simulator owns them), for the reads of other
 * modules that count over many rows in one statement (the back office's analytics, decision 038). Subqueries: the
 * caller joins them under its own names, PostgreSQL folds them into its statement, and nothing is written through
 * them. No 'server-only'.
 */

const builder = new QueryBuilder();

/** An order: who placed it and when. */
export function orderView<TAlias extends string = 'sim_order'>(name: TAlias = 'sim_order' as TAlias) {
  return builder.select({ id: simOrders.id, userId: simOrders.userId, createdAt: simOrders.createdAt }).from(simOrders).as(name);
}

/** A trade (an order filled): whose, which stock, how many shares, when. */
export function tradeView<TAlias extends string = 'sim_trade'>(name: TAlias = 'sim_trade' as TAlias) {
  return builder.select({ id: simTrades.id, userId: simTrades.userId, stockId: simTrades.stockId, shares: simTrades.shares, executedAt: simTrades.executedAt }).from(simTrades).as(name);
}

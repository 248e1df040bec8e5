import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { formatDecimal, parseDecimal, rescale } from '@/lib/decimal';
import { simAccounts, simHoldings, simOrders, simTrades, stocks } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publishMarket } from './publish-market';
import { getSimulatorSettings } from './settings';

/*
 * Removing a stock. Refused while children hold it, unless the admin confirmed "settle at the last price":
 * then, in ONE transaction, every holding is sold at the current price into its holder's cash (a filled market
 * sell order and its trade each, no commission: the child did not choose it), open orders on the stock are
 * canceled, and the stock leaves the market: delisted (delisted_at) when any order or trade names it, so the
 * children's history stays whole; deleted when nobody ever traded it. The audit entry keeps every settlement.
 */

const PRICE_SCALE = 4;
const COST_SCALE = 6;

export interface Settlement {
  userId: string;
  shares: number;
  price: string;
  proceeds: string;
  averageCost: string;
  realizedProfit: string;
}

export interface RemoveStockResult {
  symbol: string;
  settlements: Settlement[];
  canceledOrders: number;
}

export async function removeStock(actor: Actor, input: { symbol: string; settle: boolean }): Promise<RemoveStockResult> {
  assertCan(actor, 'edit:market:any');
  const result = await getDb().transaction(async (tx) => {
    const [stock] = await tx
      .select({ id: stocks.id, symbol: stocks.symbol, name: stocks.name, currentPrice: stocks.currentPrice })
      .from(stocks)
      .where(and(eq(stocks.symbol, input.symbol), isNull(stocks.delistedAt)))
      .for('update');
    if (!stock) throw new AppError(404, 'errors.stockNotFound');
    const holdings = await tx
      .select({ userId: simHoldings.userId, shares: simHoldings.shares, averageCost: simHoldings.averageCost })
      .from(simHoldings)
      .where(eq(simHoldings.stockId, stock.id))
      .orderBy(asc(simHoldings.userId))
      .for('update');
    if (holdings.length > 0 && !input.settle) throw new AppError(409, 'marketAdmin.errors.held');

    const now = new Date();
    const settlements: Settlement[] = [];
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
      const { tradingDay } = await getSimulatorSettings(tx);
      const price = parseDecimal(stock.currentPrice, PRICE_SCALE);
      const orders = holdings.map((holding) => {
        const proceeds = price * BigInt(holding.shares);
        const cost = parseDecimal(holding.averageCost, COST_SCALE) * BigInt(holding.shares);
        const realized = rescale(price * 100n * BigInt(holding.shares) - cost, COST_SCALE, PRICE_SCALE);
        settlements.push({
          userId: holding.userId,
          shares: holding.shares,
          price: stock.currentPrice,
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
          stockId: stock.id,
          side: 'sell' as const,
          type: 'market' as const,
          shares: order.holding.shares,
          limitPrice: null,
          status: 'filled' as const,
          reason: 'marketAdmin.settledReason',
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
          stockId: stock.id,
          side: 'sell' as const,
          shares: order.holding.shares,
          price: stock.currentPrice,
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
      await tx.delete(simHoldings).where(eq(simHoldings.stockId, stock.id));
    }
    const canceled = await tx
      .update(simOrders)
      .set({ status: 'canceled', reason: 'marketAdmin.removedReason', closedAt: now })
      .where(and(eq(simOrders.stockId, stock.id), eq(simOrders.status, 'open')))
      .returning({ id: simOrders.id, userId: simOrders.userId });

    await writeAudit(tx, actor, {
      actionType: 'stock_remove',
      component: 'market',
      entityId: stock.symbol,
      message:
        settlements.length > 0
          ? `${actor.email} removed the stock ${stock.symbol}, settling ${settlements.length} holding(s) at ${stock.currentPrice}`
          : `${actor.email} removed the stock ${stock.symbol}`,
      details: { name: stock.name, price: stock.currentPrice, settlements, canceledOrders: canceled.map((order) => order.id) },
    });

    // A stock with trading history is delisted (it leaves the market; children keep their orders and trades);
    // one nobody ever traded is deleted, with its candles and replays (ON DELETE CASCADE).
    const [traded] = await tx.select({ id: simOrders.id }).from(simOrders).where(eq(simOrders.stockId, stock.id)).limit(1);
    if (traded) await tx.update(stocks).set({ delistedAt: new Date(), replayPosition: null, updatedAt: new Date() }).where(eq(stocks.id, stock.id));
    else await tx.delete(stocks).where(eq(stocks.id, stock.id));
    return { symbol: stock.symbol, settlements, canceledOrders: canceled.length };
  });
  await publishMarket();
  return result;
}

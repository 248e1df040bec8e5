import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { stockRemoving, type StockSettlement } from './events';
import { publishMarket } from './publish-market';

/*
 * Removing a stock. Refused while children hold it, unless the admin confirmed "settle at the last price":
 * then, in ONE transaction, every holding is sold at the current price into its holder's cash (a filled market
 * sell order and its trade each, no commission: the child did not choose it), open orders on the stock are
 * canceled, and the stock leaves the market: delisted (delisted_at) when any order or trade names it, so the
 * children's history stays whole; deleted when nobody ever traded it. The audit entry keeps every settlement.
 * The accounts, holdings and orders are the simulator's: it does their part on the market's `stockRemoving` event,
 * in this transaction (decision 055).
 */

export interface RemoveStockResult {
  symbol: string;
  settlements: StockSettlement[];
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
    // The simulator settles the holdings (or refuses a held stock without "settle") and cancels the open orders.
    const { settlements, canceledOrderIds, traded } = await publish(tx, stockRemoving, {
      stockId: stock.id,
      symbol: stock.symbol,
      price: stock.currentPrice,
      settle: input.settle,
      words: { held: 'marketAdmin.errors.held', settledReason: 'marketAdmin.settledReason', removedReason: 'marketAdmin.removedReason' },
    });

    await writeAudit(tx, actor, {
      actionType: 'stock_remove',
      component: 'market',
      entityId: stock.symbol,
      message:
        settlements.length > 0
          ? `${actor.email} removed the stock ${stock.symbol}, settling ${settlements.length} holding(s) at ${stock.currentPrice}`
          : `${actor.email} removed the stock ${stock.symbol}`,
      details: { name: stock.name, price: stock.currentPrice, settlements, canceledOrders: canceledOrderIds },
    });

    // A stock with trading history is delisted (it leaves the market; children keep their orders and trades);
    // one nobody ever traded is deleted, with its candles and replays (ON DELETE CASCADE).
    if (traded) await tx.update(stocks).set({ delistedAt: new Date(), replayPosition: null, updatedAt: new Date() }).where(eq(stocks.id, stock.id));
    else await tx.delete(stocks).where(eq(stocks.id, stock.id));
    return { symbol: stock.symbol, settlements, canceledOrders: canceledOrderIds.length };
  });
  await publishMarket();
  return result;
}

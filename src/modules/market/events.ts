import { defineEvent } from '@/server/domain-events';

/*
 * What the market lets others react to (decision 015), published in the transaction that moved the prices (a tick
 * of the engine, an admin's price) or ended the trading day. No 'server-only': the engine runs in the custom server.
 */

export interface PricesChanged {
  changed: { stockId: number; price: string }[];
  tradingDay: number;
}

export interface TradingDayEnded {
  endedDay: number;
}

export const pricesChanged = defineEvent<PricesChanged>('market.prices-changed');
export const tradingDayEnded = defineEvent<TradingDayEnded>('market.trading-day-ended');

/** One holding a removed stock paid out at its last price (kept in the removal's audit entry). */
export interface StockSettlement {
  userId: string;
  shares: number;
  price: string;
  proceeds: string;
  averageCost: string;
  realizedProfit: string;
}

export interface StockRemoving {
  stockId: number;
  symbol: string;
  /** The last price, the holdings' settlement price. */
  price: string;
  /** The admin confirmed "settle at the last price"; without it, a held stock is refused (409). */
  settle: boolean;
  /** The market editor's words (message keys): the refusal, and the reasons the children's orders then show. */
  words: { held: string; settledReason: string; removedReason: string };
}

export interface StockRemovingResult {
  settlements: StockSettlement[];
  canceledOrderIds: string[];
  /** An order or a trade names the stock: it is delisted rather than deleted, so the children's history stays whole. */
  traded: boolean;
}

/**
 * A stock is leaving the market (decision 055): the simulator, which owns the accounts, holdings and orders, settles
 * every holding and cancels the open orders in the market's transaction, and answers what the audit and the removal
 * need. An event rather than an import, since the simulator imports the market.
 */
export const stockRemoving = defineEvent<StockRemoving, StockRemovingResult>('market.stock-removing');

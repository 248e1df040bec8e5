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

import type { Tx } from '@/db/client';

/*
 * What the market engine (modules/market/engine) tells the trading side after it moves prices. The engine calls
 * these inside the tick's transaction; the trading module implements them (issue 5).
 */

/** Prices of these stocks changed: fill the resting limit orders they crossed, then revalue the accounts that hold them. */
export async function onPricesChanged(tx: Tx, changed: { stockId: number; price: string }[], tradingDay: number): Promise<void> {
  void tx;
  void changed;
  void tradingDay;
}

/** A trading day ended: resting limit orders of that day expire. */
export async function onTradingDayEnd(tx: Tx, endedDay: number): Promise<void> {
  void tx;
  void endedDay;
}

import { childDataExportRequested } from '@/modules/families/events';
import { pricesChanged, stockRemoving, tradingDayEnded } from '@/modules/market/events';
import { subscribe } from '@/server/domain-events';
import { readChildSimulator } from './child-export';
import { onPricesChanged, onTradingDayEnd } from './market-hooks';
import { settleRemovedStock } from './settle-removed-stock';

/**
 * How the simulator reacts to the market (decision 015): crossed limit orders fill and holders are revalued in the
 * transaction that moved the prices; a trading day's resting orders expire when it ends; a removed stock's holdings
 * are settled and its open orders canceled in the removal's transaction. A parent's export of a
 * child's data (decision 027) gets the child's portfolio from here, its owner (decision 055). No 'server-only'.
 */
export function subscribeSimulator(): void {
  subscribe(pricesChanged, 'simulator.fill-and-revalue', (tx, { changed, tradingDay }) => onPricesChanged(tx, changed, tradingDay));
  subscribe(tradingDayEnded, 'simulator.expire-orders', (tx, { endedDay }) => onTradingDayEnd(tx, endedDay));
  subscribe(stockRemoving, 'simulator.settle-holdings', (tx, stock) => settleRemovedStock(tx, stock));
  subscribe(childDataExportRequested, 'simulator.child-portfolio', async (tx, { childId }) => ({ simulator: await readChildSimulator(tx, childId) }));
}

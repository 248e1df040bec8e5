import { childDataExportRequested } from '@/modules/families/events';
import { pricesChanged, tradingDayEnded } from '@/modules/market/events';
import { subscribe } from '@/server/domain-events';
import { readChildSimulator } from './child-export';
import { onPricesChanged, onTradingDayEnd } from './market-hooks';

/**
 * How the simulator reacts to the market (decision 015): crossed limit orders fill and holders are revalued in the
 * transaction that moved the prices; a trading day's resting orders expire when it ends. A parent's export of a
 * child's data (decision 027) gets the child's portfolio from here, its owner (decision 055). No 'server-only'.
 */
export function subscribeSimulator(): void {
  subscribe(pricesChanged, 'simulator.fill-and-revalue', (tx, { changed, tradingDay }) => onPricesChanged(tx, changed, tradingDay));
  subscribe(tradingDayEnded, 'simulator.expire-orders', (tx, { endedDay }) => onTradingDayEnd(tx, endedDay));
  subscribe(childDataExportRequested, 'simulator.child-portfolio', async (tx, { childId }) => ({ simulator: await readChildSimulator(tx, childId) }));
}

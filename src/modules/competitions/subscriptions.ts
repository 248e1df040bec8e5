import { childDataExportRequested } from '@/modules/families/events';
import { pricesChanged } from '@/modules/market/events';
import { subscribe } from '@/server/domain-events';
import { readChildCompetitions } from './child-export';
import { fillCompetitionLimitOrders } from './limit-order-fills';

/*
 * How competitions react to the other domains (decision 015), in their transactions: a parent's export of a child's
 * data (decision 027) gets the child's games from here, their owner (decision 055); the market's tick fills the
 * resting limit orders it crosses in the games that run, in the tick's transaction (decision 065). No 'server-only':
 * the custom server wires it.
 */
export function subscribeCompetitions(): void {
  subscribe(pricesChanged, 'competitions.fill-limit-orders', (tx, { changed }) => fillCompetitionLimitOrders(tx, changed));
  subscribe(childDataExportRequested, 'competitions.child-competitions', async (tx, { childId }) => ({ competitions: await readChildCompetitions(tx, childId) }));
}

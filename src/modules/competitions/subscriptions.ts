import { childDataExportRequested } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';
import { readChildCompetitions } from './child-export';

/*
 * How competitions react to the other domains (decision 015), in their transactions: a parent's export of a child's
 * data (decision 027) gets the child's games from here, their owner (decision 055). No 'server-only': the custom
 * server wires it.
 */
export function subscribeCompetitions(): void {
  subscribe(childDataExportRequested, 'competitions.child-competitions', async (tx, { childId }) => ({ competitions: await readChildCompetitions(tx, childId) }));
}

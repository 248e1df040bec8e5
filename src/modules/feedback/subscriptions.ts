import { childDataExportRequested } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';
import { readChildFeedback } from './child-export';

/*
 * How feedback reacts to the other domains (decision 015), in their transactions: a parent's export of a child's data
 * (decision 027) gets the child's threads with tutors from here, their owner (decision 055). No 'server-only': the
 * custom server wires it.
 */
export function subscribeFeedback(): void {
  subscribe(childDataExportRequested, 'feedback.child-threads', (tx, { childId }) => readChildFeedback(tx, childId));
}

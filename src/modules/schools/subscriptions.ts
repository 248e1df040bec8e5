import { childDataExportRequested } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';
import { readChildSchool } from './child-export';

/*
 * How schools react to the other domains (decision 015), in their transactions: a parent's export of a child's data
 * (decision 027) gets the child's school from here, its owner (decision 055). No 'server-only': the custom server
 * wires it.
 */
export function subscribeSchools(): void {
  subscribe(childDataExportRequested, 'schools.child-school', async (tx, { childId }) => ({ school: await readChildSchool(tx, childId) }));
}

import { lessonCompleted } from '@/modules/courses/events';
import { childDataExportRequested } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';
import { completeAssignmentsFor } from './assignment-completion';
import { readChildClasses } from './child-export';

/*
 * How classes react to the other domains (decision 015), in their transactions: a completed lesson finishes the
 * child's assignments of that lesson or of its course (decision 034); a parent's export of a child's data (decision
 * 027) gets the child's classes and assignments from here, their owner (decision 055). No 'server-only': the custom
 * server wires it.
 */
export function subscribeClasses(): void {
  subscribe(lessonCompleted, 'classes', async (tx, completion) => {
    if (completion.firstTime) await completeAssignmentsFor(tx, completion.userId, completion.attemptId, completion.at);
  });
  subscribe(childDataExportRequested, 'classes.child-classes', (tx, { childId }) => readChildClasses(tx, childId));
}

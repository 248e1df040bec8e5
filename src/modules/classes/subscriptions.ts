import { lessonCompleted } from '@/modules/courses/events';
import { subscribe } from '@/server/domain-events';
import { completeAssignmentsFor } from './assignment-completion';

/*
 * How classes react to the other domains (decision 015), in their transactions: a completed lesson finishes the
 * child's assignments of that lesson or of its course (decision 034). No 'server-only': the custom server wires it.
 */
export function subscribeClasses(): void {
  subscribe(lessonCompleted, 'classes', async (tx, completion) => {
    if (completion.firstTime) await completeAssignmentsFor(tx, completion.userId, completion.attemptId, completion.at);
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { assignments, assignmentStudents } from '@/db/schema';
import { completionFinishesWork } from '@/modules/courses/runtime';

// No 'server-only': the lesson completions subscriber (subscriptions.ts) runs it in the custom server too.

/**
 * Marks the child's open assignments that this completion finishes (a lesson completions subscriber, in the
 * completion's transaction): an assignment of this lesson, or of its course once every published lesson of the
 * course has a completion since the assignment was given. Cancelled ones stay as they were.
 */
export async function completeAssignmentsFor(tx: Tx, childId: string, attemptId: string, at: Date): Promise<void> {
  const open = await tx
    .select({ id: assignments.id })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .where(
      and(
        eq(assignmentStudents.childId, childId),
        sql`${assignmentStudents.completedAt} is null`,
        sql`${assignments.cancelledAt} is null`,
        sql`${assignments.createdAt} <= ${at}`,
        completionFinishesWork(attemptId, childId, { lessonId: assignments.lessonId, courseId: assignments.courseId, since: assignments.createdAt }),
      ),
    );
  if (open.length === 0) return;
  await tx
    .update(assignmentStudents)
    .set({ completedAt: at })
    .where(and(eq(assignmentStudents.childId, childId), inArray(assignmentStudents.assignmentId, open.map((row) => row.id))));
}

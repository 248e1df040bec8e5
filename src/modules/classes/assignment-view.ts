import { and, eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { assignments, assignmentStudents, classes } from '@/db/schema';

/*
 * A tutor's assignments as other modules name them (decision 055: classes owns the assignments): what a feedback
 * message is about. No 'server-only': nothing here is secret, and the custom server may read it too.
 */

const builder = new QueryBuilder();

/** An assignment's row (id, class, and its lesson or course), joined in the caller's statement under `name`. */
export function assignmentView<TAlias extends string = 'assignment'>(name: TAlias = 'assignment' as TAlias) {
  return builder.select({ id: assignments.id, classId: assignments.classId, lessonId: assignments.lessonId, courseId: assignments.courseId }).from(assignments).as(name);
}

/** Whether the assignment `assignmentId` was given to `childId` in one of `tutorId`'s classes. */
export async function isAssignmentGivenBy(db: Db | Tx, given: { assignmentId: string; childId: string; tutorId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: assignments.id })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(and(eq(assignmentStudents.assignmentId, given.assignmentId), eq(assignmentStudents.childId, given.childId), eq(classes.tutorId, given.tutorId)));
  return rows.length > 0;
}

import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { assignments, assignmentStudents, classes, classMembers } from '@/db/schema';
import { courseTitleOf, lessonTitleOf } from '@/modules/courses/runtime';

// No 'server-only': the reminders are made by a scheduled job of the custom server (decision 036).

/** An unfinished assignment a student should be reminded of: due tomorrow, or overdue. */
export interface AssignmentReminder {
  kind: 'due_soon' | 'overdue';
  assignmentId: string;
  childId: string;
  className: string;
  /** The work's English title, and its lesson or course: the reader gets the title in their language. */
  title: string;
  lessonId: number | null;
  courseId: number | null;
}

/** How long after its due time an unfinished assignment is still worth one "overdue" reminder. */
const OVERDUE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A "due tomorrow" reminder waits for the morning of the day before, in the assignment's time zone. */
const MORNING_HOUR = 8;

/**
 * Every reminder due at `now` (decision 034's dates): to the approved students still in the class who have not
 * finished it, for assignments not cancelled. "Due tomorrow": it is the day before `due_on` where it was set, from
 * 8:00, and the work was not given that same day (its own notification just said so). "Overdue": past the due time,
 * by at most a week. The caller makes each one once (notification_reminders).
 */
export async function readAssignmentReminders(tx: Tx, now: Date): Promise<AssignmentReminder[]> {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${assignments.timeZone})`;
  const dueSoon = sql`${localNow}::date = ${assignments.dueOn} - 1 and extract(hour from ${localNow}) >= ${MORNING_HOUR} and (${assignments.createdAt} at time zone ${assignments.timeZone})::date < ${localNow}::date`;
  const overdue = sql`${assignments.dueAt} <= ${now.toISOString()}::timestamptz and ${assignments.dueAt} > ${new Date(now.getTime() - OVERDUE_WINDOW_MS).toISOString()}::timestamptz`;
  const rows = await tx
    .select({
      overdue: sql<boolean>`(${overdue})`,
      assignmentId: assignments.id,
      childId: assignmentStudents.childId,
      className: classes.name,
      title: sql<string>`coalesce(${lessonTitleOf(assignments.lessonId)}, ${courseTitleOf(assignments.courseId)}, '')`,
      lessonId: assignments.lessonId,
      courseId: assignments.courseId,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(classMembers, and(eq(classMembers.classId, assignments.classId), eq(classMembers.childId, assignmentStudents.childId), eq(classMembers.status, 'approved')))
    .where(and(isNull(assignmentStudents.completedAt), isNull(assignments.cancelledAt), isNotNull(assignments.dueAt), gt(assignments.dueAt, new Date(now.getTime() - OVERDUE_WINDOW_MS)), lte(assignments.dueOn, sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date + 2`), sql`((${dueSoon}) or (${overdue}))`));
  return rows.map(({ overdue: late, ...row }) => ({ kind: late ? 'overdue' : 'due_soon', ...row }));
}

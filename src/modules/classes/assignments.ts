import 'server-only';
import { assertPlanAllows } from '@/modules/billing';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { assignments, assignmentStudents, classes, classMembers } from '@/db/schema';
import { localDay } from '@/lib/time-zones';
import { findPublishedWorkTitle } from '@/modules/courses';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { lockOwnClass } from './manage-classes';
import type { CreateAssignmentInput } from './schemas';
import { publish } from '@/server/domain-events';
import { assignmentGiven } from './events';

/*
 * A tutor's assignments (decision 034): a lesson or a course given to a class's approved students, or to some of
 * them, with an optional due date at the end of a day in the class's time zone. Each change is one transaction with
 * its audit entry; only the class's tutor reaches an assignment (anyone else's is a 404).
 */

/** The instant a due day ends in a zone: midnight after it, there (DST included: PostgreSQL applies the zone's rules). */
const endOfDay = (dueOn: string, timeZone: string) => sql`((${dueOn}::date + 1)::timestamp at time zone ${timeZone})`;

/** A due day before the class's today is refused; today is allowed (it ends at midnight). */
function assertNotPast(dueOn: string | null, timeZone: string) {
  if (dueOn !== null && dueOn < localDay(new Date(), timeZone)) throw new AppError(400, 'classes.errors.dueInPast', { dueOn: 'classes.errors.dueInPast' });
}

async function targetTitle(tx: Tx, target: CreateAssignmentInput['target']): Promise<string> {
  const title = await findPublishedWorkTitle(tx, target);
  if (title === null) throw new AppError(404, 'classes.errors.targetNotFound', { target: 'classes.errors.targetNotFound' });
  return title;
}

export interface AssignmentRef {
  id: string;
  title: string;
  students: number;
}

/**
 * Gives a published lesson or course to the class: to every approved student now in it, or to the ticked ones (each
 * must be an approved student of this class, else 400). A class with nobody to give it to is a 409.
 */
export async function createAssignment(actor: Actor, input: CreateAssignmentInput): Promise<AssignmentRef> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const group = await lockOwnClass(tx, actor, input.classId);
    await assertPlanAllows(tx, actor, 'assignments');
    assertNotPast(input.dueOn, group.timeZone);
    const title = await targetTitle(tx, input.target);
    const members = await tx
      .select({ childId: classMembers.childId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, group.id), eq(classMembers.status, 'approved')));
    const approved = new Set(members.map((member) => member.childId));
    const chosen = input.who === 'all' ? [...approved] : [...new Set(input.students)];
    if (input.who === 'chosen' && chosen.some((id) => !approved.has(id))) throw new AppError(400, 'classes.errors.notAStudent');
    if (chosen.length === 0) throw new AppError(409, 'classes.errors.nobodyToAssign');
    const [created] = await tx
      .insert(assignments)
      .values({
        classId: group.id,
        lessonId: input.target.kind === 'lesson' ? input.target.id : null,
        courseId: input.target.kind === 'course' ? input.target.id : null,
        note: input.note,
        dueOn: input.dueOn,
        dueAt: input.dueOn === null ? null : endOfDay(input.dueOn, group.timeZone),
        timeZone: group.timeZone,
        createdBy: actor.id,
        // The server's clock, as a completion's time is (assignment-completion.ts compares the two): the database's
        // own now() can fall a fraction of a millisecond after a completion that came right after it.
        createdAt: new Date(),
      })
      .returning({ id: assignments.id });
    await tx.insert(assignmentStudents).values(chosen.map((childId) => ({ assignmentId: created!.id, childId })));
    const lessonId = input.target.kind === 'lesson' ? input.target.id : null;
    const courseId = input.target.kind === 'course' ? input.target.id : null;
    await publish(tx, assignmentGiven, { assignmentId: created!.id, classId: group.id, className: group.name, tutorId: actor.id, title, lessonId, courseId, childIds: chosen });
    await writeAudit(tx, actor, {
      actionType: 'assignment_create',
      component: 'classes',
      entityId: created!.id,
      message: `${actor.email} assigned "${title}" to ${chosen.length} student(s) of the class "${group.name}"`,
      details: { classId: group.id, assignmentId: created!.id, target: input.target, dueOn: input.dueOn, timeZone: group.timeZone, childIds: chosen },
    });
    return { id: created!.id, title, students: chosen.length };
  });
}

/** The assignment, locked, when it is one of the actor's classes'; anyone else's (or an unknown id) is a 404. */
async function lockOwnAssignment(tx: Tx, actor: Actor, assignmentId: string) {
  const [row] = await tx
    .select({ id: assignments.id, classId: assignments.classId, className: classes.name, classZone: classes.timeZone, dueOn: assignments.dueOn, cancelledAt: assignments.cancelledAt })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(and(eq(assignments.id, assignmentId), eq(classes.tutorId, actor.id)))
    .for('update', { of: assignments });
  if (!row) throw new AppError(404, 'classes.errors.assignmentNotFound');
  return row;
}

/** Moves (or removes) the due date, in the class's zone of today. A cancelled assignment cannot change (409). */
export async function changeDueDate(actor: Actor, input: { assignmentId: string; dueOn: string | null }): Promise<{ classId: string }> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const assignment = await lockOwnAssignment(tx, actor, input.assignmentId);
    if (assignment.cancelledAt) throw new AppError(409, 'classes.errors.assignmentCancelled');
    if (assignment.dueOn === input.dueOn) return { classId: assignment.classId };
    assertNotPast(input.dueOn, assignment.classZone);
    await tx
      .update(assignments)
      .set({ dueOn: input.dueOn, dueAt: input.dueOn === null ? null : endOfDay(input.dueOn, assignment.classZone), timeZone: assignment.classZone })
      .where(eq(assignments.id, assignment.id));
    await writeAudit(tx, actor, {
      actionType: 'assignment_due_change',
      component: 'classes',
      entityId: assignment.id,
      message: `${actor.email} moved the due date of an assignment of the class "${assignment.className}" from ${assignment.dueOn ?? 'none'} to ${input.dueOn ?? 'none'}`,
      details: { classId: assignment.classId, assignmentId: assignment.id, from: assignment.dueOn, to: input.dueOn, timeZone: assignment.classZone },
    });
    return { classId: assignment.classId };
  });
}

/** Cancels: children no longer see it; the tutor keeps its results. Cancelling twice changes nothing. */
export async function cancelAssignment(actor: Actor, assignmentId: string): Promise<{ classId: string }> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const assignment = await lockOwnAssignment(tx, actor, assignmentId);
    if (assignment.cancelledAt) return { classId: assignment.classId };
    await tx.update(assignments).set({ cancelledAt: new Date() }).where(eq(assignments.id, assignment.id));
    await writeAudit(tx, actor, {
      actionType: 'assignment_cancel',
      component: 'classes',
      entityId: assignment.id,
      message: `${actor.email} cancelled an assignment of the class "${assignment.className}"`,
      details: { classId: assignment.classId, assignmentId: assignment.id },
    });
    return { classId: assignment.classId };
  });
}

/** The zone the class's due dates are set in from now on (dates already set keep the instant they were given). */
export async function setClassTimeZone(actor: Actor, input: { classId: string; timeZone: string }): Promise<string> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const group = await lockOwnClass(tx, actor, input.classId);
    if (group.timeZone === input.timeZone) return input.timeZone;
    await tx.update(classes).set({ timeZone: input.timeZone, updatedAt: new Date() }).where(eq(classes.id, group.id));
    await writeAudit(tx, actor, {
      actionType: 'class_time_zone_change',
      component: 'classes',
      entityId: group.id,
      message: `${actor.email} set the time zone of the class "${group.name}" to ${input.timeZone}`,
      details: { classId: group.id, from: group.timeZone, to: input.timeZone },
    });
    return input.timeZone;
  });
}

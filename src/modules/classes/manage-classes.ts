import 'server-only';
import { assertPlanAllows } from '@/modules/billing';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { classes, classMembers } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { lockPerson, peopleView, type PeopleView } from '@/modules/accounts';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { consume, refund, tooManyAttempts } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { studentIdsOf } from '@/modules/families';
import { leaderboardName } from '@/modules/simulator';
import { membershipRequested, studentsLeftTutor } from './events';
import { CLASSES_PER_TUTOR_MAX, STUDENTS_PER_CLASS_MAX } from './schemas';

/*
 * A tutor's classes: the leaderboard's class scope and the tutor's switch (decision 014). A tutor sees and changes only
 * their own classes: anyone else's class is "not found" (404), so class ids cannot be probed. Every change is one
 * transaction with its audit entry.
 */

export interface ClassRef {
  id: string;
  name: string;
}

/** One of the actor's own classes, locked for the change; anyone else's is a 404. */
export async function lockOwnClass(tx: Tx, actor: Actor, classId: string) {
  const [row] = await tx
    .select({ id: classes.id, name: classes.name, leaderboardEnabled: classes.leaderboardEnabled, timeZone: classes.timeZone })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.tutorId, actor.id)))
    .for('update');
  if (!row) throw new AppError(404, 'classes.errors.notFound');
  return row;
}

/**
 * Names are unique per tutor whatever their case ("Maths 4B" and "maths 4b" would be confusing). The tutor's own
 * profile row is locked first, so two tabs creating or renaming at once are taken one after the other.
 */
async function assertNameFree(tx: Tx, actor: Actor, name: string, except?: string) {
  await lockPerson(tx, actor.id);
  const clash = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.tutorId, actor.id), sql`lower(${classes.name}) = lower(${name})`, except ? ne(classes.id, except) : undefined));
  if (clash.length > 0) throw new AppError(409, 'classes.errors.nameTaken');
}

export async function createClass(actor: Actor, input: { name: string }): Promise<ClassRef> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    // Under the tutor's row lock, two classes made at once cannot both take the plan's last place.
    await lockPerson(tx, actor.id);
    await assertNameFree(tx, actor, input.name);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(classes).where(eq(classes.tutorId, actor.id));
    if (total >= CLASSES_PER_TUTOR_MAX) throw new AppError(409, 'classes.errors.tooManyClasses');
    await assertPlanAllows(tx, actor, 'classes', total);
    const [created] = await tx.insert(classes).values({ tutorId: actor.id, name: input.name }).returning({ id: classes.id, name: classes.name });
    await writeAudit(tx, actor, {
      actionType: 'class_create',
      component: 'classes',
      entityId: created!.id,
      message: `${actor.email} created the class "${input.name}"`,
      details: { classId: created!.id, name: input.name },
    });
    return created!;
  });
}

export async function renameClass(actor: Actor, input: { classId: string; name: string }): Promise<ClassRef> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const before = await lockOwnClass(tx, actor, input.classId);
    if (before.name === input.name) return { id: before.id, name: before.name };
    await assertNameFree(tx, actor, input.name, before.id);
    await tx.update(classes).set({ name: input.name, updatedAt: new Date() }).where(eq(classes.id, before.id));
    await writeAudit(tx, actor, {
      actionType: 'class_rename',
      component: 'classes',
      entityId: before.id,
      message: `${actor.email} renamed the class "${before.name}" to "${input.name}"`,
      details: { classId: before.id, from: before.name, to: input.name },
    });
    return { id: before.id, name: input.name };
  });
}

/** Deletes the class and its member list; the children's own accounts, progress and portfolios are untouched. */
export async function deleteClass(actor: Actor, classId: string): Promise<ClassRef & { students: number }> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const before = await lockOwnClass(tx, actor, classId);
    const [{ students } = { students: 0 }] = await tx.select({ students: count() }).from(classMembers).where(eq(classMembers.classId, before.id));
    const approved = await tx.select({ id: classMembers.childId }).from(classMembers).where(and(eq(classMembers.classId, before.id), eq(classMembers.status, 'approved')));
    await tx.delete(classes).where(eq(classes.id, before.id));
    await tellStudentsLeft(tx, actor, approved.map((row) => row.id));
    await writeAudit(tx, actor, {
      actionType: 'class_delete',
      component: 'classes',
      entityId: before.id,
      message: `${actor.email} deleted the class "${before.name}" (${students} students)`,
      details: { classId: before.id, name: before.name, students },
    });
    return { id: before.id, name: before.name, students };
  });
}

/** Of these children, the ones the tutor no longer teaches in any class are announced (events.ts), in the transaction. */
async function tellStudentsLeft(tx: Tx, actor: Actor, childIds: string[]): Promise<void> {
  if (childIds.length === 0) return;
  const still = new Set(await studentIdsOf(actor, tx));
  const left = childIds.filter((id) => !still.has(id));
  if (left.length > 0) await publish(tx, studentsLeftTutor, { tutorId: actor.id, childIds: left });
}

export interface StudentRef {
  id: string;
  name: string;
}

type ChildRow = { id: string; firstName: string; lastName: string; email: string; avatarSeed: string; avatarVariant: string };

/**
 * The audit entry for a child joining or leaving a class, with the child's display name and avatar (spec 3: entries
 * about a child carry them). Returns the child as the answer names them.
 */
async function auditMembership(tx: Tx, actor: Actor, group: ClassRef, child: ChildRow, change: 'add' | 'remove'): Promise<StudentRef> {
  const displayName = fullNameOrEmail(child);
  await writeAudit(tx, actor, {
    actionType: change === 'add' ? 'class_student_add' : 'class_student_remove',
    component: 'classes',
    entityId: group.id,
    targetUser: child.email,
    subjectUserId: child.id,
    childId: child.id,
    message: change === 'add' ? `${actor.email} asked to add ${displayName} to the class "${group.name}"` : `${actor.email} removed ${displayName} from the class "${group.name}"`,
    details: { childId: child.id, displayName, avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant, classId: group.id },
  });
  return { id: child.id, name: displayName };
}

const childColumns = (child: PeopleView) => ({
  id: child.id,
  email: child.email,
  firstName: child.firstName,
  lastName: child.lastName,
  avatarSeed: child.avatarSeed,
  avatarVariant: child.avatarVariant,
});

/** Wrong codes a tutor may type per window: enough for typos, far too few to find children by guessing. */
export const CODE_ATTEMPTS = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * Adds a child by the reference code on their dashboard (spec 3 childRefCode): the code is what a family shares
 * with a tutor, so nobody is added by name or e-mail. A code that is not a child's is a 404; a child already in
 * the class (or declined before), a full class and a child awaiting a parent's consent are 409s. The add is a request
 * the family answers (decision 032). Every try counts against the tutor's limit and a successful one is
 * given back, so only wrong codes add up (429 past the limit).
 */
export async function addStudent(actor: Actor, input: { classId: string; code: string }): Promise<StudentRef> {
  assertCan(actor, 'manage:class:own');
  const limitKey = `class-code:${actor.id}`;
  const attempt = await consume({ key: limitKey, ...CODE_ATTEMPTS });
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
  const student = await addStudentByCode(actor, input);
  await refund(limitKey);
  return student;
}

async function addStudentByCode(actor: Actor, input: { classId: string; code: string }): Promise<StudentRef> {
  return getDb().transaction(async (tx) => {
    const group = await lockOwnClass(tx, actor, input.classId);
    const person = peopleView('child');
    const [child] = await tx
      .select({ ...childColumns(person), consentPending: person.consentPending })
      .from(person)
      .where(and(eq(person.childRefCode, input.code), eq(person.role, 'child')));
    if (!child) throw new AppError(404, 'classes.errors.codeNotFound');
    // A child under 13 joins no class before a parent agrees to the account (decision 030).
    if (child.consentPending) throw new AppError(409, 'classes.errors.awaitingConsent');
    const [existing] = await tx.select({ status: classMembers.status }).from(classMembers).where(and(eq(classMembers.classId, group.id), eq(classMembers.childId, child.id)));
    if (existing) throw new AppError(409, existing.status === 'declined' ? 'classes.errors.declinedBefore' : 'classes.errors.alreadyInClass');
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(classMembers)
      .where(and(eq(classMembers.classId, group.id), ne(classMembers.status, 'declined')));
    if (total >= STUDENTS_PER_CLASS_MAX) throw new AppError(409, 'classes.errors.classFull');
    // A request: the child becomes the tutor's student once the family approves (decision 032).
    await tx.insert(classMembers).values({ classId: group.id, childId: child.id, status: 'pending' });
    await publish(tx, membershipRequested, { classId: group.id, className: group.name, tutorId: actor.id, childId: child.id });
    const ref = await auditMembership(tx, actor, group, child, 'add');
    // Until then the tutor learns only the first name and last initial.
    return { id: ref.id, name: leaderboardName(child.firstName, child.lastName) };
  });
}

export async function removeStudent(actor: Actor, input: { classId: string; childId: string }): Promise<StudentRef> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const group = await lockOwnClass(tx, actor, input.classId);
    const person = peopleView('child');
    const [child] = await tx
      .select({ ...childColumns(person), status: classMembers.status })
      .from(classMembers)
      .innerJoin(person, eq(person.id, classMembers.childId))
      .where(and(eq(classMembers.classId, group.id), eq(classMembers.childId, input.childId)));
    if (!child) throw new AppError(404, 'classes.errors.studentNotFound');
    await tx.delete(classMembers).where(and(eq(classMembers.classId, group.id), eq(classMembers.childId, child.id)));
    if (child.status === 'approved') await tellStudentsLeft(tx, actor, [child.id]);
    const ref = await auditMembership(tx, actor, group, child, 'remove');
    // A request the family did not approve (withdrawn, or cleared after a "no") tells the tutor no more than it did.
    return child.status === 'approved' ? ref : { id: ref.id, name: leaderboardName(child.firstName, child.lastName) };
  });
}

/** The tutor's switch: off, the class's children see no class leaderboard (the tutor still sees the ranking). */
export async function setClassLeaderboard(actor: Actor, input: { classId: string; enabled: boolean }): Promise<boolean> {
  assertCan(actor, 'manage:class:own');
  return getDb().transaction(async (tx) => {
    const group = await lockOwnClass(tx, actor, input.classId);
    if (group.leaderboardEnabled === input.enabled) return input.enabled;
    await tx.update(classes).set({ leaderboardEnabled: input.enabled, updatedAt: new Date() }).where(eq(classes.id, group.id));
    await writeAudit(tx, actor, {
      actionType: 'class_leaderboard_change',
      component: 'classes',
      entityId: group.id,
      message: `${actor.email} switched the leaderboard ${input.enabled ? 'on' : 'off'} for the class "${group.name}"`,
      details: { classId: group.id, enabled: input.enabled },
    });
    return input.enabled;
  });
}

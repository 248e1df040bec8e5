import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { classes, classMembers } from '@/db/schema';
import { publish } from '@/server/domain-events';
import { studentsLeftTutor } from './events';

/*
 * A school's rostered classes and enrolments (decision 064), read and written by the classes module for the schools
 * module's roster import, inside its transaction. A rostered class carries its school, its sourcedId there and the
 * sourcedId of the teacher enrolment that made its tutor; a rostered membership carries its enrolment's sourcedId.
 * Classes and memberships a tutor made by hand carry none and are never touched here. No 'server-only' (runtime).
 */

export interface RosteredClass {
  id: string;
  sourcedId: string;
  title: string;
  classCode: string | null;
  tutorId: string;
  teacherSourceId: string | null;
}

export interface RosteredMembership {
  classId: string;
  classSourcedId: string;
  childId: string;
  sourcedId: string;
}

/** The school's rostered classes, by sourcedId. */
export async function readRosteredClasses(db: Db | Tx, schoolId: string): Promise<RosteredClass[]> {
  const rows = await db
    .select({ id: classes.id, sourcedId: classes.sourceId, title: classes.name, classCode: classes.sourceCode, tutorId: classes.tutorId, teacherSourceId: classes.teacherSourceId })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), isNotNull(classes.sourceId)))
    .orderBy(asc(classes.sourceId));
  return rows.map((row) => ({ ...row, sourcedId: row.sourcedId! }));
}

/** The rostered memberships of the school's rostered classes, by sourcedId. */
export async function readRosteredMemberships(db: Db | Tx, schoolId: string): Promise<RosteredMembership[]> {
  const rows = await db
    .select({ classId: classMembers.classId, classSourcedId: classes.sourceId, childId: classMembers.childId, sourcedId: classMembers.sourceId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classes.schoolId, schoolId), isNotNull(classes.sourceId), isNotNull(classMembers.sourceId)))
    .orderBy(asc(classMembers.sourceId));
  return rows.map((row) => ({ ...row, classSourcedId: row.classSourcedId!, sourcedId: row.sourcedId! }));
}

/** A new rostered class taught by `tutorId`, in the school's time zone; its id. */
export async function createRosteredClass(
  tx: Tx,
  input: { schoolId: string; sourcedId: string; title: string; classCode: string | null; tutorId: string; teacherSourceId: string; timeZone: string },
): Promise<string> {
  const [row] = await tx
    .insert(classes)
    .values({ schoolId: input.schoolId, sourceId: input.sourcedId, name: input.title, sourceCode: input.classCode, tutorId: input.tutorId, teacherSourceId: input.teacherSourceId, timeZone: input.timeZone })
    .returning({ id: classes.id });
  return row!.id;
}

/**
 * Of these children, the ones `tutorId` no longer teaches in any class are announced, as a tutor's own removal does
 * (the journal stops sharing with the former tutor, decision 031).
 */
async function tellStudentsLeft(tx: Tx, tutorId: string, childIds: string[]): Promise<void> {
  if (childIds.length === 0) return;
  const still = await tx
    .select({ id: classMembers.childId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classes.tutorId, tutorId), eq(classMembers.status, 'approved'), inArray(classMembers.childId, childIds)));
  const kept = new Set(still.map((row) => row.id));
  const left = childIds.filter((id) => !kept.has(id));
  if (left.length > 0) await publish(tx, studentsLeftTutor, { tutorId, childIds: left });
}

/** A rostered class's title, code or teacher as the roster now says; a new teacher's predecessor loses its children. */
export async function updateRosteredClass(tx: Tx, classId: string, change: { title?: string; classCode?: string | null; tutorId?: string; teacherSourceId?: string | null }): Promise<void> {
  const [before] = change.tutorId === undefined ? [] : await tx.select({ tutorId: classes.tutorId }).from(classes).where(eq(classes.id, classId));
  await tx
    .update(classes)
    .set({
      ...(change.title === undefined ? {} : { name: change.title }),
      ...(change.classCode === undefined ? {} : { sourceCode: change.classCode }),
      ...(change.tutorId === undefined ? {} : { tutorId: change.tutorId }),
      ...(change.teacherSourceId === undefined ? {} : { teacherSourceId: change.teacherSourceId }),
      updatedAt: sql`now()`,
    })
    .where(eq(classes.id, classId));
  if (before && change.tutorId !== undefined && before.tutorId !== change.tutorId) {
    const children = await tx.select({ id: classMembers.childId }).from(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'approved')));
    await tellStudentsLeft(tx, before.tutorId, children.map((row) => row.id));
  }
}

/**
 * A class the roster no longer lists leaves the roster: it is not deleted (its teacher keeps its assignments and
 * their history), it only stops being the school's rostered class. Its rostered enrolments end separately.
 */
export async function releaseRosteredClass(tx: Tx, classId: string): Promise<void> {
  await tx.update(classes).set({ schoolId: null, sourceId: null, sourceCode: null, teacherSourceId: null, updatedAt: sql`now()` }).where(eq(classes.id, classId));
}

/**
 * A rostered child in a class, approved at once: the school's authorisation covers it (decision 060), so no family is
 * asked. A child already in the class (added by its tutor) becomes the roster's.
 */
export async function enrolRosteredChild(tx: Tx, input: { classId: string; childId: string; sourcedId: string; decidedBy: string }): Promise<void> {
  await tx
    .insert(classMembers)
    .values({ classId: input.classId, childId: input.childId, sourceId: input.sourcedId, status: 'approved', decidedAt: sql`now()`, decidedBy: input.decidedBy })
    .onConflictDoUpdate({ target: [classMembers.classId, classMembers.childId], set: { sourceId: input.sourcedId, status: 'approved', decidedAt: sql`now()`, decidedBy: input.decidedBy } });
}

/** Ends a rostered enrolment: the child leaves the class (their account and their work stay). */
export async function endRosteredMembership(tx: Tx, input: { classId: string; sourcedId: string }): Promise<void> {
  const ended = await tx
    .delete(classMembers)
    .where(and(eq(classMembers.classId, input.classId), eq(classMembers.sourceId, input.sourcedId)))
    .returning({ childId: classMembers.childId, status: classMembers.status });
  const [group] = await tx.select({ tutorId: classes.tutorId }).from(classes).where(eq(classes.id, input.classId));
  if (group) await tellStudentsLeft(tx, group.tutorId, ended.filter((row) => row.status === 'approved').map((row) => row.childId));
}

import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { peopleView } from '@/modules/accounts';
import { childrenInEntriesToday } from '@/modules/audit';
import { ACCOUNT_ID_PATTERN, UUID_PATTERN } from '@/lib/ids';
import { fullName } from '@/lib/person-name';
import { writeAuditEntries } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { grant, type ChildAccess } from './child-access';
import { classRoster } from './class-roster';

/** The audit action of a tutor opening a student's report: what the child's parents read in the access log. */
export const STUDENT_REPORT_VIEW = 'student_report_view';

/** A tutor's student as the tutor may see them (decision 033): never their e-mail address or family code. */
export interface StudentPerson {
  id: string;
  firstName: string;
  lastName: string;
  avatarSeed: string;
  avatarVariant: string;
  xp: number;
  lastLogin: Date | null;
  /** The tutor's classes the student is in, once the family approved (decision 032). */
  classes: { id: string; name: string }[];
}

export interface OpenedStudent {
  student: StudentPerson;
  access: ChildAccess;
}

/** A class member's row, as accounts publishes a person's row (decision 055). */
const learner = peopleView('learner');

/** Every class's approved members, as classes publishes them to families (decision 059). */
function approvedRoster() {
  return classRoster.get().approvedRosterView('roster');
}

const studentColumns = {
  id: learner.id,
  firstName: learner.firstName,
  lastName: learner.lastName,
  avatarSeed: learner.avatarSeed,
  avatarVariant: learner.avatarVariant,
  xp: learner.xp,
  lastLogin: learner.lastLogin,
  email: learner.email,
};

/**
 * The tutor's approved students across their classes, by first name, each with the classes they are in (the rows
 * of /students; decision 033). One statement; the set is the families module's.
 */
export async function listStudents(actor: Actor): Promise<StudentPerson[]> {
  assertCan(actor, 'read:student:own');
  const roster = approvedRoster();
  const rows = await getDb()
    .select({ ...studentColumns, classId: roster.classId, className: roster.className })
    .from(roster)
    .innerJoin(learner, eq(learner.id, roster.childId))
    .where(eq(roster.tutorId, actor.id))
    .orderBy(sql`lower(${learner.firstName})`, sql`lower(${learner.lastName})`, asc(learner.id), sql`lower(${roster.className})`);
  const students = new Map<string, StudentPerson>();
  for (const { classId, className, email: _email, ...person } of rows) {
    const student = students.get(person.id) ?? { ...person, classes: [] };
    student.classes.push({ id: classId, name: className });
    students.set(person.id, student);
  }
  return [...students.values()];
}

/**
 * One of the tutor's approved students, for their student page, with the proof the progress and simulator readers
 * ask for; null (404) for anyone else's child, a pending or declined one, or an unknown id. Opening the report is a
 * view of the child's data: it goes to the child's access log, once per tutor, child and day (decision 033), so a
 * reload or a second tab does not fill the log.
 */
export async function openStudent(actor: Actor, childId: string): Promise<OpenedStudent | null> {
  assertCan(actor, 'read:student:own');
  if (!ACCOUNT_ID_PATTERN.test(childId)) return null;
  const roster = approvedRoster();
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ ...studentColumns, classId: roster.classId, className: roster.className })
      .from(roster)
      .innerJoin(learner, eq(learner.id, roster.childId))
      .where(and(eq(roster.childId, childId), eq(roster.tutorId, actor.id)))
      .orderBy(sql`lower(${roster.className})`, asc(roster.classId));
    const [first] = rows;
    if (!first) return null;
    const { classId: _classId, className: _className, email, ...person } = first;
    await recordReportViews(tx, actor, [{ id: person.id, email, name: fullName(person) }], 'student');
    return { student: { ...person, classes: rows.map((row) => ({ id: row.classId, name: row.className })) }, access: grant(person.id) };
  });
}

/**
 * Records that the tutor saw these children's learning: one entry per child and UTC day (decision 033), whichever
 * page showed it (a student's report, a class's progress, an assignment's results). Views by one tutor are taken one
 * at a time (two tabs at once: the second waits, then finds the first one's entries), so a child is never logged
 * twice in a day.
 */
async function recordReportViews(tx: Tx, actor: Actor, children: readonly { id: string; email: string; name: string }[], where: 'student' | 'class' | 'assignment'): Promise<void> {
  if (children.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${STUDENT_REPORT_VIEW}:${actor.id}`}, 0))`);
  const already = await childrenInEntriesToday(tx, { actorId: actor.id, actionType: STUDENT_REPORT_VIEW, childIds: children.map((child) => child.id) });
  await writeAuditEntries(
    tx,
    actor,
    children
      .filter((child) => !already.has(child.id))
      .map((child) => ({
        actionType: STUDENT_REPORT_VIEW,
        component: 'families',
        entityId: child.id,
        targetUser: child.email,
        subjectUserId: child.id,
        childId: child.id,
        message: `Tutor opened ${child.name || 'a student'}'s ${{ student: 'progress report', class: 'class progress', assignment: 'assignment results' }[where]}`,
        details: { childId: child.id, where },
      })),
  );
}

export interface OpenedClass {
  students: StudentPerson[];
  /** One proof per student, in the order of `students`. */
  access: ChildAccess[];
}

/**
 * The approved students of one of the tutor's classes, for the class's progress (decision 034's class view), with
 * the proofs the progress and simulator readers ask for; null (404) when the class is not the tutor's. Like a
 * student's page, it is a view of each child's learning, logged once a day per child for the family.
 */
export async function openClassStudents(actor: Actor, classId: string): Promise<OpenedClass | null> {
  assertCan(actor, 'read:student:own');
  if (!UUID_PATTERN.test(classId)) return null;
  const { approvedRosterView, tutorClassView } = classRoster.get();
  const tutorClass = tutorClassView('tutorClass');
  const roster = approvedRosterView('roster');
  return getDb().transaction(async (tx) => {
    const [group] = await tx.select({ id: tutorClass.id, name: tutorClass.name }).from(tutorClass).where(and(eq(tutorClass.id, classId), eq(tutorClass.tutorId, actor.id)));
    if (!group) return null;
    const rows = await tx
      .select(studentColumns)
      .from(roster)
      .innerJoin(learner, eq(learner.id, roster.childId))
      .where(eq(roster.classId, group.id))
      .orderBy(sql`lower(${learner.firstName})`, sql`lower(${learner.lastName})`, asc(learner.id));
    await recordReportViews(tx, actor, rows.map((row) => ({ id: row.id, email: row.email, name: fullName(row) })), 'class');
    return {
      students: rows.map(({ email: _email, ...person }) => ({ ...person, classes: [{ id: group.id, name: group.name }] })),
      access: rows.map((row) => grant(row.id)),
    };
  });
}

/**
 * Logs that the tutor saw these children's learning on a page of their own (an assignment's results), once a day per
 * child (decision 033). Only the tutor's approved students are logged: the caller has already scoped its rows to them.
 */
export async function recordStudentsSeen(actor: Actor, childIds: readonly string[]): Promise<void> {
  assertCan(actor, 'read:student:own');
  if (childIds.length === 0) return;
  const roster = approvedRoster();
  await getDb().transaction(async (tx) => {
    const rows = await tx
      .selectDistinct(studentColumns)
      .from(roster)
      .innerJoin(learner, eq(learner.id, roster.childId))
      .where(and(inArray(roster.childId, [...childIds]), eq(roster.tutorId, actor.id)));
    await recordReportViews(tx, actor, rows.map((row) => ({ id: row.id, email: row.email, name: fullName(row) })), 'assignment');
  });
}

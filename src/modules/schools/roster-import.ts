import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { schoolMembers, schoolRosterImports, schools, type RosterImportCounts, type RosterImportHeldClass } from '@/db/schema';
import { isUndeliverableAddress, rosterAddressFor } from '@/lib/sign-in-name';
import { insertAccount, peopleView, saveRosteredPerson, sendPasswordResetLink, sendVerificationLink } from '@/modules/accounts';
import {
  createRosteredClass,
  endRosteredMembership,
  enrolRosteredChild,
  readRosteredClasses,
  readRosteredMemberships,
  releaseRosteredClass,
  updateRosteredClass,
  type RosteredClass,
} from '@/modules/classes/runtime';
import { recordSchoolAuthorisation } from '@/modules/families';
import { classesWithoutTeacher, diffRoster, parseRosterFiles, type Changes, type RosterDiff, type RosterError, type RosterFiles, type SchoolEnrolment, type SchoolRosterState } from '@/modules/rostering';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import { hashPassword } from '@/server/password';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { syncRosterSubjects } from './roster-subjects';

/*
 * A school admin's OneRoster import (decisions 062, 064). The dry run keeps the uploaded set and the hash of the plan
 * it showed; applying carries out that same plan in one transaction, after reading the school's state again: a plan
 * that differs (someone imported in between, a teacher left) is a 409, never a surprise. Everything is keyed by the
 * roster's sourcedId (people by `school_members.source_id`, classes and enrolments by the classes module's source
 * columns), so the same set twice changes nothing. The school is always the admin's own, found from their membership.
 */

/** The imports the history shows. */
const HISTORY_LENGTH = 20;
/** How long a dry run nobody applied keeps its files (children's names): a day, then the next upload drops it. */
const PREVIEW_KEPT_HOURS = 24;

/** A conflict whose message names a value (a taken address, a sourcedId). */
class RosterConflict extends AppError {
  constructor(
    message: string,
    private readonly values: Record<string, string>,
  ) {
    super(409, message);
  }

  override messageValues(): Record<string, string> {
    return this.values;
  }
}

export interface AdministeredSchool {
  id: string;
  name: string;
  country: string;
  timeZone: string;
  sourceId: string | null;
}

/** The school the actor administers (their own membership row), or null. */
async function administeredSchool(db: Db | Tx, actorId: string, lock = false): Promise<AdministeredSchool | null> {
  const [membership] = await db.select({ schoolId: schoolMembers.schoolId }).from(schoolMembers).where(and(eq(schoolMembers.userId, actorId), eq(schoolMembers.role, 'admin')));
  if (!membership) return null;
  const query = db.select({ id: schools.id, name: schools.name, country: schools.country, timeZone: schools.timeZone, sourceId: schools.sourceId }).from(schools).where(eq(schools.id, membership.schoolId));
  // The import locks its school's row, so two imports of one school take turns.
  const [school] = lock ? await query.for('update') : await query;
  return school ?? null;
}

const noSchool = () => new AppError(404, 'schools.roster.errors.noSchool');

/** The school's rostered state as the diff compares it, with the ids the apply step needs. */
interface RosterState {
  state: SchoolRosterState;
  people: Map<string, { userId: string; role: 'teacher' | 'student' }>;
  classes: Map<string, RosteredClass>;
}

async function readRosterState(db: Db | Tx, school: AdministeredSchool): Promise<RosterState> {
  const person = peopleView('person');
  // One after the other: in a transaction they go over one connection.
  const members = await db
    .select({ userId: schoolMembers.userId, role: schoolMembers.role, sourcedId: schoolMembers.sourceId, firstName: person.firstName, lastName: person.lastName, email: person.email })
    .from(schoolMembers)
    .innerJoin(person, eq(person.id, schoolMembers.userId))
    .where(and(eq(schoolMembers.schoolId, school.id), isNotNull(schoolMembers.sourceId), inArray(schoolMembers.role, ['teacher', 'student'])))
    .orderBy(schoolMembers.sourceId);
  const classRows = await readRosteredClasses(db, school.id);
  const memberships = await readRosteredMemberships(db, school.id);
  const people = new Map(members.map((row) => [row.sourcedId!, { userId: row.userId, role: row.role as 'teacher' | 'student' }]));
  const sourcedIdOf = new Map(members.map((row) => [row.userId, row.sourcedId!]));
  const shown = (row: (typeof members)[number]) => ({ sourcedId: row.sourcedId!, givenName: row.firstName, familyName: row.lastName, email: isUndeliverableAddress(row.email) ? null : row.email });
  const enrolments: SchoolEnrolment[] = [
    ...memberships.map((row) => ({ sourcedId: row.sourcedId, classSourcedId: row.classSourcedId, userSourcedId: sourcedIdOf.get(row.childId) ?? '', role: 'student' as const })),
    ...classRows.flatMap((row) => (row.teacherSourceId ? [{ sourcedId: row.teacherSourceId, classSourcedId: row.sourcedId, userSourcedId: sourcedIdOf.get(row.tutorId) ?? '', role: 'teacher' as const }] : [])),
  ].sort((a, b) => a.sourcedId.localeCompare(b.sourcedId));
  return {
    state: {
      schoolSourcedId: school.sourceId,
      teachers: members.filter((row) => row.role === 'teacher').map(shown),
      students: members.filter((row) => row.role === 'student').map(shown),
      classes: classRows.map((row) => ({ sourcedId: row.sourcedId, title: row.title, classCode: row.classCode })),
      enrolments,
    },
    people,
    classes: new Map(classRows.map((row) => [row.sourcedId, row])),
  };
}

export type RosterPlan = { ok: true; diff: RosterDiff; hash: string; current: RosterState } | { ok: false; errors: RosterError[] };

/** The set read, checked and compared with the school as it is now; the hash names this exact plan. */
async function planFor(db: Db | Tx, school: AdministeredSchool, files: RosterFiles): Promise<RosterPlan> {
  const parsed = parseRosterFiles(files);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const current = await readRosterState(db, school);
  const planned = diffRoster(parsed.roster, current.state);
  if (!planned.ok) return { ok: false, errors: [planned.error] };
  const untaught = classesWithoutTeacher(parsed.roster, planned.diff);
  if (untaught.length > 0) return { ok: false, errors: untaught };
  return { ok: true, diff: planned.diff, hash: createHash('sha256').update(JSON.stringify(planned.diff)).digest('hex'), current };
}

export type RosterPreview = { ok: true; importId: string } | { ok: false; errors: RosterError[] };

/**
 * The dry run: the set is read and compared with the school, and nothing of the school changes. A valid set is kept
 * (with its plan's hash) for the admin to apply; a bad one is only answered with its problems.
 */
export async function previewRoster(actor: Actor, files: RosterFiles): Promise<RosterPreview> {
  assertCan(actor, 'manage:school:own');
  const db = getDb();
  const school = await administeredSchool(db, actor.id);
  if (!school) throw noSchool();
  const plan = await planFor(db, school, files);
  if (!plan.ok) return plan;
  await db
    .delete(schoolRosterImports)
    .where(and(eq(schoolRosterImports.schoolId, school.id), eq(schoolRosterImports.status, 'previewed'), lt(schoolRosterImports.createdAt, sql`now() - make_interval(hours => ${PREVIEW_KEPT_HOURS})`)));
  const [row] = await db
    .insert(schoolRosterImports)
    .values({ schoolId: school.id, actorId: actor.id, fileNames: Object.keys(files).sort(), files: { ...files }, planHash: plan.hash })
    .returning({ id: schoolRosterImports.id });
  return { ok: true, importId: row!.id };
}

export interface RosterHistoryRow {
  id: string;
  appliedAt: Date;
  by: string | null;
  fileNames: string[];
  counts: RosterImportCounts;
  held: RosterImportHeldClass[];
}

export interface RosterPage {
  school: { name: string };
  /** The dry run being looked at: its plan, or the problems that now stop it. */
  preview: { importId: string; fileNames: string[]; plan: { ok: true; diff: RosterDiff; hash: string } | { ok: false; errors: RosterError[] } } | null;
  history: RosterHistoryRow[];
}

/** The roster page: the admin's dry run (when named, and their school's, not yet applied) and the import history. */
export async function getRosterPage(actor: Actor, importId: string | null): Promise<RosterPage | null> {
  assertCan(actor, 'manage:school:own');
  const db = getDb();
  const school = await administeredSchool(db, actor.id);
  if (!school) return null;
  let preview: RosterPage['preview'] = null;
  if (importId) {
    const [pending] = await db
      .select({ id: schoolRosterImports.id, fileNames: schoolRosterImports.fileNames, files: schoolRosterImports.files })
      .from(schoolRosterImports)
      .where(and(eq(schoolRosterImports.id, importId), eq(schoolRosterImports.schoolId, school.id), eq(schoolRosterImports.status, 'previewed')));
    if (pending?.files) {
      const plan = await planFor(db, school, pending.files);
      preview = { importId: pending.id, fileNames: pending.fileNames, plan: plan.ok ? { ok: true, diff: plan.diff, hash: plan.hash } : plan };
    }
  }
  const person = peopleView('person');
  const history = await db
    .select({ id: schoolRosterImports.id, appliedAt: schoolRosterImports.appliedAt, firstName: person.firstName, lastName: person.lastName, fileNames: schoolRosterImports.fileNames, counts: schoolRosterImports.counts, held: schoolRosterImports.held })
    .from(schoolRosterImports)
    .leftJoin(person, eq(person.id, schoolRosterImports.actorId))
    .where(and(eq(schoolRosterImports.schoolId, school.id), eq(schoolRosterImports.status, 'applied')))
    .orderBy(desc(schoolRosterImports.appliedAt))
    .limit(HISTORY_LENGTH);
  return {
    school: { name: school.name },
    preview,
    history: history.map((row) => ({
      id: row.id,
      appliedAt: row.appliedAt!,
      by: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      fileNames: row.fileNames,
      counts: row.counts!,
      held: row.held ?? [],
    })),
  };
}

/**
 * The plan without what waits for a confirmation: a held class the admin did not confirm keeps its enrolments, its
 * title and its place, and a person who still sits in it stays at the school.
 */
export function withoutHeld(diff: RosterDiff, confirmed: ReadonlySet<string>): RosterDiff {
  const waiting = new Set(diff.held.map((row) => row.classSourcedId).filter((id) => !confirmed.has(id)));
  if (waiting.size === 0) return diff;
  const kept = [...diff.enrolments.remove.filter((row) => waiting.has(row.classSourcedId)), ...diff.enrolments.change.filter((change) => waiting.has(change.before.classSourcedId)).map((change) => change.before)];
  const stillEnrolled = new Set(kept.map((row) => row.userSourcedId));
  return {
    ...diff,
    teachers: { ...diff.teachers, remove: diff.teachers.remove.filter((row) => !stillEnrolled.has(row.sourcedId)) },
    students: { ...diff.students, remove: diff.students.remove.filter((row) => !stillEnrolled.has(row.sourcedId)) },
    classes: { ...diff.classes, change: diff.classes.change.filter((change) => !waiting.has(change.before.sourcedId)), remove: diff.classes.remove.filter((row) => !waiting.has(row.sourcedId)) },
    enrolments: {
      add: diff.enrolments.add,
      change: diff.enrolments.change.filter((change) => !waiting.has(change.before.classSourcedId)),
      remove: diff.enrolments.remove.filter((row) => !waiting.has(row.classSourcedId)),
    },
  };
}

const countOf = <T>(changes: Changes<T>) => ({ add: changes.add.length, change: changes.change.length, remove: changes.remove.length });

export interface AppliedRoster {
  importId: string;
  counts: RosterImportCounts;
  held: RosterImportHeldClass[];
}

/**
 * Applies the dry run `importId` in one transaction, if the plan is still the one the admin saw (`planHash`); held
 * classes only when `confirmed` names them. Teachers are tutors who are the school's teachers (an existing tutor is
 * matched by the roster's e-mail; nobody else, and never an admin); students are child accounts covered by the
 * school's authorisation; a student or teacher who leaves loses their place, never their account.
 */
export async function applyRosterPlan(actor: Actor, input: { importId: string; planHash: string; confirmed: readonly string[] }): Promise<AppliedRoster> {
  assertCan(actor, 'manage:school:own');
  // Argon2id before the transaction: one unknowable password for the import's new accounts (nobody can sign in with
  // it; a teacher chooses theirs from the link we mail, a child signs in the classroom's way).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const newTeachers: string[] = [];
  let applied: AppliedRoster;
  try {
    applied = await getDb().transaction(async (tx) => {
      const school = await administeredSchool(tx, actor.id, true);
      if (!school) throw noSchool();
      const [pending] = await tx
        .select({ id: schoolRosterImports.id, status: schoolRosterImports.status, files: schoolRosterImports.files })
        .from(schoolRosterImports)
        .where(and(eq(schoolRosterImports.id, input.importId), eq(schoolRosterImports.schoolId, school.id)))
        .for('update');
      if (!pending) throw new AppError(404, 'schools.roster.errors.importNotFound');
      if (pending.status === 'applied' || !pending.files) throw new AppError(409, 'schools.roster.errors.alreadyApplied');
      const plan = await planFor(tx, school, pending.files);
      if (!plan.ok || plan.hash !== input.planHash) throw new AppError(409, 'schools.roster.errors.planChanged');
      const confirmed = new Set(input.confirmed);
      const diff = withoutHeld(plan.diff, confirmed);
      await carryOut(tx, actor, school, diff, plan.current, passwordHash, newTeachers);
      // A provider that names people by their sourcedId knows the newcomers from their first sign-in (decision 069).
      await syncRosterSubjects(tx, school.id);
      const counts: RosterImportCounts = { teachers: countOf(diff.teachers), students: countOf(diff.students), classes: countOf(diff.classes), enrolments: countOf(diff.enrolments) };
      const held = plan.diff.held.map((row) => ({ ...row, confirmed: confirmed.has(row.classSourcedId) }));
      // The set's people now live in their tables: the upload is not kept twice.
      await tx.update(schoolRosterImports).set({ status: 'applied', appliedAt: new Date(), actorId: actor.id, files: null, counts, held }).where(eq(schoolRosterImports.id, pending.id));
      await writeAudit(tx, actor, {
        actionType: 'school_roster_imported',
        component: 'schools',
        entityId: school.id,
        message: `${actor.email} imported a roster into the school ${school.name}`,
        details: { schoolId: school.id, importId: pending.id, counts, held },
      });
      return { importId: pending.id, counts, held };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'classes_tutor_name_unique')) throw new AppError(409, 'schools.roster.errors.classNameTaken');
    if (isUniqueViolation(error, 'auth_users_email_unique') || isUniqueViolation(error, 'school_members_pkey')) throw new AppError(409, 'schools.roster.errors.planChanged');
    throw error;
  }
  // After the commit, as for a school's first admin: a new teacher confirms their address and chooses a password.
  for (const email of newTeachers) {
    await sendVerificationLink(email);
    await sendPasswordResetLink(email);
  }
  return applied;
}

async function carryOut(tx: Tx, actor: Actor, school: AdministeredSchool, diff: RosterDiff, current: RosterState, passwordHash: string, newTeachers: string[]): Promise<void> {
  if (school.sourceId === null) await tx.update(schools).set({ sourceId: diff.schoolSourcedId }).where(eq(schools.id, school.id));
  const people = new Map(current.people);
  const person = peopleView('person');
  const userOf = (sourcedId: string) => {
    const found = people.get(sourcedId);
    if (!found) throw new RosterConflict('schools.roster.errors.unknownPerson', { value: sourcedId });
    return found.userId;
  };
  const account = (row: { sourcedId: string; email: string | null }) => row.email ?? rosterAddressFor(`${randomUUID()}`);

  for (const teacher of diff.teachers.add) {
    const [existing] = teacher.email ? await tx.select({ id: person.id, role: person.role }).from(person).where(eq(person.email, teacher.email)) : [];
    let userId: string;
    if (existing) {
      // Only a tutor's account becomes a school's teacher: an admin, a parent or a child is never taken over.
      if (existing.role !== 'tutor') throw new RosterConflict('schools.roster.errors.notATutor', { value: teacher.email! });
      const [membership] = await tx.select({ schoolId: schoolMembers.schoolId, role: schoolMembers.role }).from(schoolMembers).where(eq(schoolMembers.userId, existing.id));
      if (membership && (membership.schoolId !== school.id || membership.role !== 'teacher')) throw new RosterConflict('schools.roster.errors.inAnotherSchool', { value: teacher.email! });
      if (membership) await tx.update(schoolMembers).set({ sourceId: teacher.sourcedId }).where(eq(schoolMembers.userId, existing.id));
      else await tx.insert(schoolMembers).values({ schoolId: school.id, userId: existing.id, role: 'teacher', sourceId: teacher.sourcedId });
      userId = existing.id;
    } else {
      const email = account(teacher);
      const made = await insertAccount(tx, { email, passwordHash, role: 'tutor', firstName: teacher.givenName, lastName: teacher.familyName, locale: actor.locale, country: school.country, welcomeSent: !teacher.email });
      await tx.insert(schoolMembers).values({ schoolId: school.id, userId: made.id, role: 'teacher', sourceId: teacher.sourcedId });
      if (teacher.email) newTeachers.push(email);
      userId = made.id;
    }
    people.set(teacher.sourcedId, { userId, role: 'teacher' });
  }
  // A changed address must be free: one person per address, and nothing is merged.
  const addressFree = async (email: string | null, userId: string) => {
    if (!email) return;
    const [taken] = await tx.select({ id: person.id }).from(person).where(eq(person.email, email));
    if (taken && taken.id !== userId) throw new RosterConflict('schools.roster.errors.emailTaken', { value: email });
  };
  for (const change of diff.teachers.change) {
    const after = change.after;
    const userId = userOf(after.sourcedId);
    await addressFree(after.email, userId);
    await saveRosteredPerson(tx, userId, { role: 'tutor', firstName: after.givenName, lastName: after.familyName, email: after.email ?? rosterAddressFor(randomUUID()) });
  }

  for (const student of diff.students.add) {
    if (student.email) {
      const [taken] = await tx.select({ id: person.id }).from(person).where(eq(person.email, student.email));
      if (taken) throw new RosterConflict('schools.roster.errors.emailTaken', { value: student.email });
    }
    // The school vouches for the account (decision 060): no welcome, no confirmation link, no family asked.
    const made = await insertAccount(tx, { email: account(student), passwordHash, role: 'child', firstName: student.givenName, lastName: student.familyName, emailVerified: true, welcomeSent: true, locale: actor.locale, country: school.country });
    await tx.insert(schoolMembers).values({ schoolId: school.id, userId: made.id, role: 'student', sourceId: student.sourcedId });
    await recordSchoolAuthorisation(tx, { childId: made.id, schoolId: school.id, schoolAdmin: actor });
    people.set(student.sourcedId, { userId: made.id, role: 'student' });
  }
  for (const change of diff.students.change) {
    const after = change.after;
    const userId = userOf(after.sourcedId);
    await addressFree(after.email, userId);
    await saveRosteredPerson(tx, userId, { role: 'child', firstName: after.givenName, lastName: after.familyName, email: after.email ?? rosterAddressFor(randomUUID()) });
  }

  // Classes: a new one is taught by its roster teacher from the start (the tutor column is never empty).
  const classes = new Map([...current.classes].map(([id, row]) => [id, row.id]));
  const teacherOf = new Map(diff.enrolments.add.filter((row) => row.role === 'teacher').map((row) => [row.classSourcedId, row]));
  for (const change of diff.enrolments.change) if (change.after.role === 'teacher') teacherOf.set(change.after.classSourcedId, change.after);
  for (const row of diff.classes.add) {
    const teacher = teacherOf.get(row.sourcedId)!;
    const id = await createRosteredClass(tx, { schoolId: school.id, sourcedId: row.sourcedId, title: row.title, classCode: row.classCode, tutorId: userOf(teacher.userSourcedId), teacherSourceId: teacher.sourcedId, timeZone: school.timeZone });
    classes.set(row.sourcedId, id);
  }
  for (const change of diff.classes.change) await updateRosteredClass(tx, classes.get(change.after.sourcedId)!, { title: change.after.title, classCode: change.after.classCode });

  // Enrolments: what ends first, so a child who moves frees their place before taking the new one.
  const classOf = (sourcedId: string) => {
    const id = classes.get(sourcedId);
    if (!id) throw new RosterConflict('schools.roster.errors.unknownClass', { value: sourcedId });
    return id;
  };
  const ending = [...diff.enrolments.remove, ...diff.enrolments.change.map((change) => change.before)];
  for (const row of ending) {
    if (row.role === 'student') await endRosteredMembership(tx, { classId: classOf(row.classSourcedId), sourcedId: row.sourcedId });
    // The class keeps its tutor (there is always one); it only stops being the roster's teacher.
    else if (current.classes.get(row.classSourcedId)?.teacherSourceId === row.sourcedId) await updateRosteredClass(tx, classOf(row.classSourcedId), { teacherSourceId: null });
  }
  const starting = [...diff.enrolments.add, ...diff.enrolments.change.map((change) => change.after)];
  for (const row of starting) {
    const userId = userOf(row.userSourcedId);
    const role = people.get(row.userSourcedId)!.role;
    if (row.role !== role) throw new RosterConflict('schools.roster.errors.unknownPerson', { value: row.userSourcedId });
    if (row.role === 'student') await enrolRosteredChild(tx, { classId: classOf(row.classSourcedId), childId: userId, sourcedId: row.sourcedId, decidedBy: actor.id });
    else await updateRosteredClass(tx, classOf(row.classSourcedId), { tutorId: userId, teacherSourceId: row.sourcedId });
  }
  for (const row of diff.classes.remove) await releaseRosteredClass(tx, classOf(row.sourcedId));

  // People who left lose their place in the school, never their account (a child's goes only through the erasure).
  // A teacher the roster now names by a new sourcedId was taken again above (by their address): they stay.
  const staying = new Set(diff.teachers.add.map((row) => people.get(row.sourcedId)!.userId));
  const leaving = [...diff.teachers.remove, ...diff.students.remove].map((row) => current.people.get(row.sourcedId)!.userId).filter((id) => !staying.has(id));
  if (leaving.length > 0) await tx.delete(schoolMembers).where(and(eq(schoolMembers.schoolId, school.id), inArray(schoolMembers.userId, leaving)));
}

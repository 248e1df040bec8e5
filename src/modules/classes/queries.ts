import 'server-only';
import { planAllows } from '@/modules/billing';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { classes, classMembers } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';
import { peopleView } from '@/modules/accounts';
import { getDisplayRate } from '@/modules/currency';
import { childIdsSql } from '@/modules/families';
import { childAnswersAlone } from './membership-rules';
import { getPreferences } from '@/modules/preferences';
import { AppError } from '@/server/errors';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { levelFor } from '@/modules/courses';
import { getClassLeaderboard, leaderboardName } from '@/modules/simulator';
import { classRosters } from './class-rosters';
import { listAssignableCourses, type AssignableCourse } from '@/modules/courses';
import { listClassAssignments, type AssignmentSummary } from './assignment-queries';

export interface ClassSummary {
  id: string;
  name: string;
  leaderboardEnabled: boolean;
  /** Children whose family approved (decision 032). */
  students: number;
  createdAt: Date;
  /** The zone its due dates and its progress days are in (decision 034). */
  timeZone: string;
}

/** /classes: the tutor's own classes, by name, with how many children each has (approved ones, decision 032). */
export async function listClasses(actor: Actor): Promise<ClassSummary[]> {
  assertCan(actor, 'manage:class:own');
  return getDb()
    .select({ id: classes.id, name: classes.name, leaderboardEnabled: classes.leaderboardEnabled, createdAt: classes.createdAt, timeZone: classes.timeZone, students: count(classMembers.childId) })
    .from(classes)
    .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.status, 'approved')))
    .where(eq(classes.tutorId, actor.id))
    .groupBy(classes.id)
    .orderBy(sql`lower(${classes.name})`, asc(classes.createdAt));
}

export interface ClassStudent {
  id: string;
  firstName: string;
  lastName: string;
  avatarSeed: string;
  avatarVariant: string;
  xp: number;
  level: number;
  addedAt: Date;
}

/** A child the tutor added whose family has not approved (or declined): the first name and last initial only. */
export interface ClassRequest {
  id: string;
  name: string;
  status: 'pending' | 'declined';
  addedAt: Date;
}

export interface ClassDetail extends Omit<ClassSummary, 'students'> {
  students: ClassStudent[];
  requests: ClassRequest[];
}

/** /classes/[id]: one of the tutor's own classes with its children (anyone else's class is a 404). */
export async function getClassDetail(actor: Actor, classId: string): Promise<ClassDetail> {
  assertCan(actor, 'manage:class:own');
  const db = getDb();
  const [group] = await db
    .select({ id: classes.id, name: classes.name, leaderboardEnabled: classes.leaderboardEnabled, createdAt: classes.createdAt, timeZone: classes.timeZone })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.tutorId, actor.id)));
  if (!group) throw new AppError(404, 'classes.errors.notFound');
  const child = peopleView('child');
  const members = await db
    .select({
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      avatarSeed: child.avatarSeed,
      avatarVariant: child.avatarVariant,
      xp: child.xp,
      addedAt: classMembers.addedAt,
      status: classMembers.status,
    })
    .from(classMembers)
    .innerJoin(child, eq(child.id, classMembers.childId))
    .where(eq(classMembers.classId, group.id))
    .orderBy(sql`lower(${child.firstName})`, sql`lower(${child.lastName})`, asc(child.id));
  // Until the family approves, the tutor learns nothing but the first name and last initial (decision 032).
  const students = members.filter((member) => member.status === 'approved').map(({ status: _status, ...student }) => ({ ...student, level: levelFor(student.xp).level }));
  const requests = members
    .filter((member) => member.status !== 'approved')
    .map((member) => ({ id: member.id, name: leaderboardName(member.firstName, member.lastName), status: member.status as ClassRequest['status'], addedAt: member.addedAt }));
  return { ...group, students, requests };
}

export interface ClassPage {
  group: ClassDetail;
  /** The class's assignments with their counts, and what may be assigned (decision 034). */
  assignments: AssignmentSummary[];
  courses: AssignableCourse[];
  leaderboard: Awaited<ReturnType<typeof getClassLeaderboard>>;
  /** The rate the leaderboard's money shows at (the viewer's currency, spec 4 "Preferences"). */
  rate: DisplayRate;
  /** The tutor's plan includes assignments (decision 040); without it the page offers the plan instead of the form. */
  canAssign: boolean;
}

/**
 * /classes/[id] in one call (decision 015, pages): the class, its leaderboard and the display rate, read in
 * parallel; null when it is not one of the tutor's own classes, so the page answers 404. Any other refusal still throws.
 */
export async function findClassPage(actor: Actor, classId: string, locale = 'en'): Promise<ClassPage | null> {
  try {
    const [group, assignments, courses, leaderboard, rate, canAssign] = await Promise.all([
      getClassDetail(actor, classId),
      listClassAssignments(actor, classId, locale),
      listAssignableCourses(locale),
      getClassLeaderboard(actor, classId, classRosters),
      getPreferences().then((preferences) => getDisplayRate(preferences.currency)),
      planAllows(getDb(), actor, 'assignments'),
    ]);
    return { group, assignments, courses, leaderboard, rate, canAssign };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export interface Membership {
  childId: string;
  classId: string;
  className: string;
  /** The tutor as children and parents see them: first name and last initial. */
  tutorName: string;
  /** pending: the tutor asked and the family has not answered; declined: the family said no (decision 032). */
  status: 'pending' | 'approved' | 'declined';
  /** Whether this viewer may answer a pending one (a linked parent; the child only with no parent and 13 or more). */
  mayAnswer: boolean;
}

async function membershipsWhere(condition: SQL): Promise<Membership[]> {
  const tutors = peopleView('tutor');
  const rows = await getDb()
    .select({ childId: classMembers.childId, classId: classes.id, className: classes.name, firstName: tutors.firstName, lastName: tutors.lastName, status: classMembers.status })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .where(condition)
    .orderBy(sql`lower(${classes.name})`, asc(classes.id));
  return rows.map((row) => ({ childId: row.childId, classId: row.classId, className: row.className, tutorName: leaderboardName(row.firstName, row.lastName), status: row.status as Membership['status'], mayAnswer: false }));
}

function answerable(memberships: Membership[], mayAnswer: boolean): Membership[] {
  return memberships.map((membership) => ({ ...membership, mayAnswer: mayAnswer && membership.status === 'pending' }));
}

/** A child's dashboard: the classes they are in or are asked to join, and whose (a child should know who can see them). */
export async function listMyClasses(actor: Actor): Promise<Membership[]> {
  assertCan(actor, 'take:lesson:own');
  const memberships = await membershipsWhere(sql`${classMembers.childId} = ${actor.id} and ${classMembers.status} <> 'declined'`);
  // Whether the child answers alone is read only when there is something to answer (the dashboard is a hot page).
  if (!memberships.some((membership) => membership.status === 'pending')) return memberships;
  return answerable(memberships, can(actor, 'answer:membership:own') && (await childAnswersAlone(getDb(), actor.id)));
}

/** A parent's dashboard and /children: which classes each of their own children is in or is asked to join. */
export async function listChildrenClasses(actor: Actor): Promise<Membership[]> {
  assertCan(actor, 'read:child:own');
  return answerable(await membershipsWhere(sql`${classMembers.childId} in (${childIdsSql(actor)})`), can(actor, 'answer:membership:own'));
}

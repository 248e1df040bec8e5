import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { classes, classMembers, users } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';
import { getDisplayRate } from '@/modules/currency';
import { childIdsSql } from '@/modules/families';
import { getPreferences } from '@/modules/preferences';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { levelFor } from '@/modules/courses';
import { getClassLeaderboard, leaderboardName } from '@/modules/simulator';

export interface ClassSummary {
  id: string;
  name: string;
  leaderboardEnabled: boolean;
  students: number;
  createdAt: Date;
}

/** /classes: the tutor's own classes, by name, with how many children each has. */
export async function listClasses(actor: Actor): Promise<ClassSummary[]> {
  assertCan(actor, 'manage:class:own');
  return getDb()
    .select({ id: classes.id, name: classes.name, leaderboardEnabled: classes.leaderboardEnabled, createdAt: classes.createdAt, students: count(classMembers.childId) })
    .from(classes)
    .leftJoin(classMembers, eq(classMembers.classId, classes.id))
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

export interface ClassDetail extends Omit<ClassSummary, 'students'> {
  students: ClassStudent[];
}

/** /classes/[id]: one of the tutor's own classes with its children (anyone else's class is a 404). */
export async function getClassDetail(actor: Actor, classId: string): Promise<ClassDetail> {
  assertCan(actor, 'manage:class:own');
  const db = getDb();
  const [group] = await db
    .select({ id: classes.id, name: classes.name, leaderboardEnabled: classes.leaderboardEnabled, createdAt: classes.createdAt })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.tutorId, actor.id)));
  if (!group) throw new AppError(404, 'classes.errors.notFound');
  const students = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarSeed: users.avatarSeed,
      avatarVariant: users.avatarVariant,
      xp: users.xp,
      addedAt: classMembers.addedAt,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.childId))
    .where(eq(classMembers.classId, group.id))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id));
  return { ...group, students: students.map((student) => ({ ...student, level: levelFor(student.xp).level })) };
}

export interface ClassPage {
  group: ClassDetail;
  leaderboard: Awaited<ReturnType<typeof getClassLeaderboard>>;
  /** The rate the leaderboard's money shows at (the viewer's currency, spec 4 "Preferences"). */
  rate: DisplayRate;
}

/**
 * /classes/[id] in one call (decision 015, pages): the class, its leaderboard and the display rate, read in
 * parallel; null when it is not one of the tutor's own classes, so the page answers 404. Any other refusal still throws.
 */
export async function findClassPage(actor: Actor, classId: string): Promise<ClassPage | null> {
  try {
    const [group, leaderboard, rate] = await Promise.all([
      getClassDetail(actor, classId),
      getClassLeaderboard(actor, classId),
      getPreferences().then((preferences) => getDisplayRate(preferences.currency)),
    ]);
    return { group, leaderboard, rate };
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
}

async function membershipsWhere(condition: SQL): Promise<Membership[]> {
  const tutors = alias(users, 'tutor');
  const rows = await getDb()
    .select({ childId: classMembers.childId, classId: classes.id, className: classes.name, firstName: tutors.firstName, lastName: tutors.lastName })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .where(condition)
    .orderBy(sql`lower(${classes.name})`, asc(classes.id));
  return rows.map((row) => ({ childId: row.childId, classId: row.classId, className: row.className, tutorName: leaderboardName(row.firstName, row.lastName) }));
}

/** A child's dashboard: the classes they are in, and whose (a child should know who can see them). */
export async function listMyClasses(actor: Actor): Promise<Membership[]> {
  assertCan(actor, 'take:lesson:own');
  return membershipsWhere(sql`${classMembers.childId} = ${actor.id}`);
}

/** A parent's dashboard: which classes each of their own children is in, and with which tutor. */
export async function listChildrenClasses(actor: Actor): Promise<Membership[]> {
  assertCan(actor, 'read:child:own');
  return membershipsWhere(sql`${classMembers.childId} in (${childIdsSql(actor)})`);
}

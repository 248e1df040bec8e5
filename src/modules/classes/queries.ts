import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { classes, classMembers, users } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { levelFor } from '../courses/xp-rules';

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

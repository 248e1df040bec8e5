import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { tutorClassView } from '@/modules/classes/runtime';
import { schoolMembersView } from '@/modules/schools/runtime';
import { AppError } from '@/server/errors';
import { can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/*
 * The classes someone may run a class game for (decisions 065, 061): a teacher's own classes; a school admin's, every
 * class of the school they administer, that is of its teachers. Classes says which class is whose (its read model),
 * schools who belongs to which school.
 */

const gameClass = tutorClassView('gameClass');

/** The condition on `gameClass`, in SQL alone, so that it also holds inside a transaction. */
function scopeOf(actor: Actor): SQL {
  if (can(actor, 'manage:class:own')) return eq(gameClass.tutorId, actor.id);
  if (!can(actor, 'manage:school:own')) return sql`false`;
  // A school's classes are its teachers' classes (decision 061), the ones its roster brought among them.
  const admin = schoolMembersView('gameSchoolAdmin');
  const teacher = schoolMembersView('gameSchoolTeacher');
  return sql`exists (select 1 from ${admin} join ${teacher} on ${teacher.schoolId} = ${admin.schoolId}
    where ${admin.userId} = ${actor.id} and ${admin.role} = 'admin' and ${teacher.role} = 'teacher' and ${teacher.userId} = ${gameClass.tutorId})`;
}

/** The classes the actor may start a game for, by name: id, name and zone (the form's first zone is the first class's). */
export async function listGameClasses(actor: Actor): Promise<{ id: string; name: string; timeZone: string }[]> {
  return getDb()
    .select({ id: gameClass.id, name: gameClass.name, timeZone: gameClass.timeZone })
    .from(gameClass)
    .where(scopeOf(actor))
    .orderBy(sql`lower(${gameClass.name})`, asc(gameClass.id));
}

/** Every class named must be one the actor may run a game for; any other is "not found". */
export async function assertGameClasses(tx: Tx, actor: Actor, classIds: readonly string[]): Promise<void> {
  const own = await tx
    .select({ id: gameClass.id })
    .from(gameClass)
    .where(and(inArray(gameClass.id, [...classIds]), scopeOf(actor)));
  if (own.length !== new Set(classIds).size) throw new AppError(404, 'competitions.errors.classNotFound', { classIds: 'competitions.errors.classNotFound' });
}

import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { tutorClassView } from '@/modules/classes/runtime';
import { schoolAdminsView } from '@/modules/schools/runtime';
import { AppError } from '@/server/errors';
import { can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/*
 * The classes someone may run a class game for (decisions 065, 061): a teacher's own classes; a school admin's, every
 * class of the school they administer (its roster brought them). Classes says which class is whose (its read model),
 * schools which school an admin runs.
 */

const gameClass = tutorClassView('gameClass');

/** The condition on `gameClass`, in SQL alone, so that it also holds inside a transaction. */
function scopeOf(actor: Actor): SQL {
  if (can(actor, 'manage:class:own')) return eq(gameClass.tutorId, actor.id);
  if (!can(actor, 'manage:school:own')) return sql`false`;
  const admin = schoolAdminsView('gameSchoolAdmin');
  return sql`exists (select 1 from ${admin} where ${admin.userId} = ${actor.id} and ${admin.schoolId} = ${gameClass.schoolId})`;
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

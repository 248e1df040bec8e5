import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { schools } from '@/db/schema';
import type { ClassroomIdleMinutes } from '@/lib/constants';
import { writeAudit } from '@/server/audit';
import type { Actor } from '@/server/session-flow';
import { ownSchoolId } from './own-school';

/*
 * A school admin's own classroom idle limit (decision 073): how long a child's card or pictures session of the school
 * may stay without a request. The session keeps the limit it was made with (signInProvenUser writes it on its row, read
 * through classes' port), so a change reaches the children who sign in after it, and the session flow reads nothing more.
 */

export async function getClassroomIdleLimit(actor: Actor): Promise<{ minutes: number }> {
  const schoolId = await ownSchoolId(actor);
  const [school] = await getDb().select({ minutes: schools.classroomIdleMinutes }).from(schools).where(eq(schools.id, schoolId));
  return { minutes: school!.minutes };
}

export async function setClassroomIdleLimit(actor: Actor, input: { minutes: ClassroomIdleMinutes }): Promise<void> {
  const schoolId = await ownSchoolId(actor);
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ minutes: schools.classroomIdleMinutes }).from(schools).where(eq(schools.id, schoolId));
    await tx.update(schools).set({ classroomIdleMinutes: input.minutes }).where(eq(schools.id, schoolId));
    await writeAudit(tx, actor, {
      actionType: 'school_classroom_idle_set',
      component: 'schools',
      entityId: schoolId,
      message: `${actor.email} set the school's classroom idle limit to ${input.minutes} minutes`,
      details: { schoolId, from: before?.minutes ?? null, to: input.minutes },
    });
  });
}

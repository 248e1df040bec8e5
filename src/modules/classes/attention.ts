import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { assignments, assignmentStudents, classes, classMembers } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

/** A student who has not signed in for this many days (or never) is counted as inactive on the tutor's dashboard. */
export const INACTIVE_DAYS = 7;
/** Work due within this many days is "due soon" on the tutor's dashboard. */
export const DUE_SOON_DAYS = 7;

/**
 * What waits for the tutor's attention across their own classes (the tutor's dashboard): children whose family has
 * not yet answered a class request (decision 032); open assignments due in the next DUE_SOON_DAYS days, and those past
 * their due date that an approved student has not finished (decision 034); approved students with no sign-in for
 * INACTIVE_DAYS days. `…ClassId` names the one class concerned when there is only one, so its link can go straight
 * there. One statement of counts: the dashboard's other reads run beside it.
 */
export interface TutorAttention {
  pendingRequests: number;
  pendingClassId: string | null;
  dueSoon: number;
  dueSoonClassId: string | null;
  overdue: number;
  inactiveStudents: number;
}

export async function getTutorAttention(actor: Actor): Promise<TutorAttention> {
  assertCan(actor, 'manage:class:own');
  const mine = sql`(select ${classes.id} from ${classes} where ${classes.tutorId} = ${actor.id})`;
  // An assignment someone still has to do: open, and an approved student of its class has not finished it.
  const unfinished = sql`${assignments.cancelledAt} is null and exists (
    select 1 from ${assignmentStudents} inner join ${classMembers} on ${classMembers.classId} = ${assignments.classId} and ${classMembers.childId} = ${assignmentStudents.childId} and ${classMembers.status} = 'approved'
    where ${assignmentStudents.assignmentId} = ${assignments.id} and ${assignmentStudents.completedAt} is null)`;
  const dueSoon = sql`${assignments.dueAt} >= now() and ${assignments.dueAt} < now() + make_interval(days => ${DUE_SOON_DAYS})`;
  const oneClass = (column: ReturnType<typeof sql>) => sql<string | null>`case when count(distinct ${column}) = 1 then min(${column}::text) end`;
  const student = peopleView('student');
  const [row] = await getDb()
    .select({
      pendingRequests: sql<number>`(select count(*) from ${classMembers} where ${classMembers.status} = 'pending' and ${classMembers.classId} in ${mine})`.mapWith(Number),
      pendingClassId: sql<string | null>`(select ${oneClass(sql`${classMembers.classId}`)} from ${classMembers} where ${classMembers.status} = 'pending' and ${classMembers.classId} in ${mine})`,
      dueSoon: sql<number>`(select count(*) from ${assignments} where ${assignments.classId} in ${mine} and ${dueSoon} and ${unfinished})`.mapWith(Number),
      dueSoonClassId: sql<string | null>`(select ${oneClass(sql`${assignments.classId}`)} from ${assignments} where ${assignments.classId} in ${mine} and ${dueSoon} and ${unfinished})`,
      overdue: sql<number>`(select count(*) from ${assignments} where ${assignments.classId} in ${mine} and ${assignments.dueAt} < now() and ${unfinished})`.mapWith(Number),
      inactiveStudents: sql<number>`(select count(distinct ${student.id}) from ${classMembers} inner join ${student} on ${student.id} = ${classMembers.childId}
        where ${classMembers.status} = 'approved' and ${classMembers.classId} in ${mine}
          and (${student.lastLogin} is null or ${student.lastLogin} < now() - make_interval(days => ${INACTIVE_DAYS})))`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return {
    pendingRequests: row?.pendingRequests ?? 0,
    pendingClassId: row?.pendingClassId ?? null,
    dueSoon: row?.dueSoon ?? 0,
    dueSoonClassId: row?.dueSoonClassId ?? null,
    overdue: row?.overdue ?? 0,
    inactiveStudents: row?.inactiveStudents ?? 0,
  };
}

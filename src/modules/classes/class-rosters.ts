import { sql } from 'drizzle-orm';
import type { ClassRosters } from '@/modules/simulator';

/*
 * The class rosters as the simulator's leaderboards read them (decision 055: classes owns classes and their members).
 * SQL the simulator runs in its own round trips, handed to it by the page and by the class page: classes imports the
 * simulator, so the simulator cannot import classes. No 'server-only'.
 */
export const classRosters: ClassRosters = {
  boardsOf: (viewerId) => sql`
    select c.id, c.name from classes c
    where c.leaderboard_enabled
      and (c.tutor_id = ${viewerId} or exists (select 1 from class_members m where m.class_id = c.id and m.child_id = ${viewerId} and m.status = 'approved'))
    order by lower(c.name), c.id`,
  tutorsClass: (classId, tutorId) => sql`select c.id, c.name from classes c where c.id = ${classId} and c.tutor_id = ${tutorId}`,
  membersOf: (classId) => sql`select m.child_id as id from class_members m where m.class_id = ${classId} and m.status = 'approved'`,
};

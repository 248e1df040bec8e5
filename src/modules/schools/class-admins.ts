import { and, eq, inArray, type Column } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { schoolMembers, schools } from '@/db/schema';
import type { SchoolAdmins } from '@/modules/classes/runtime';

/*
 * What the classes module reads of a class's school through its port (decision 059): its admins (decision 066) and
 * its classroom idle limit (decision 073). A class's school is the one whose roster brought it, else the one its tutor
 * teaches in (decisions 061, 064). No 'server-only': the custom server provides it.
 */

type ClassOfSchool = { tutorId: string; schoolId: string | null };

/** `column` names the class's school: the roster's, else (a subquery) the one its tutor teaches in. */
function isSchoolOfClass(db: Db | Tx, group: ClassOfSchool, column: Column) {
  if (group.schoolId !== null) return eq(column, group.schoolId);
  return inArray(column, db.select({ schoolId: schoolMembers.schoolId }).from(schoolMembers).where(and(eq(schoolMembers.userId, group.tutorId), eq(schoolMembers.role, 'teacher'))));
}

export const classSchoolAdmins: SchoolAdmins = {
  async adminIdsOfClass(db: Db | Tx, group: ClassOfSchool): Promise<string[]> {
    const rows = await db
      .select({ id: schoolMembers.userId })
      .from(schoolMembers)
      .where(and(eq(schoolMembers.role, 'admin'), isSchoolOfClass(db, group, schoolMembers.schoolId)));
    return rows.map((row) => row.id);
  },
  async idleMinutesOfClass(db: Db | Tx, group: ClassOfSchool): Promise<number | null> {
    const [school] = await db.select({ minutes: schools.classroomIdleMinutes }).from(schools).where(isSchoolOfClass(db, group, schools.id));
    return school?.minutes ?? null;
  },
};

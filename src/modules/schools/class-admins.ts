import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { schoolMembers } from '@/db/schema';
import type { SchoolAdmins } from '@/modules/classes/runtime';

/*
 * The admins of a class's school, for the classes module's port (decision 059): the school whose roster brought the
 * class, else the one its tutor teaches in (decisions 061, 064). No 'server-only': the custom server provides it.
 */
export const classSchoolAdmins: SchoolAdmins = {
  async adminIdsOfClass(db: Db | Tx, group: { tutorId: string; schoolId: string | null }): Promise<string[]> {
    const tutorsSchool = db.select({ schoolId: schoolMembers.schoolId }).from(schoolMembers).where(and(eq(schoolMembers.userId, group.tutorId), eq(schoolMembers.role, 'teacher')));
    const rows = await db
      .select({ id: schoolMembers.userId })
      .from(schoolMembers)
      .where(
        and(
          eq(schoolMembers.role, 'admin'),
          group.schoolId === null ? inArray(schoolMembers.schoolId, tutorsSchool) : eq(schoolMembers.schoolId, group.schoolId),
        ),
      );
    return rows.map((row) => row.id);
  },
};

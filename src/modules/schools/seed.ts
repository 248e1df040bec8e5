import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { schoolMembers, schools } from '@/db/schema';

/*
 * The demo school (decision 061): the demo school admin runs it, the demo tutor teaches in it and the demo child
 * learns in it, so a first start shows the role with a class and a student. Made once, while no school has its name;
 * a person already in a school stays where they are. No 'server-only': the seed runs outside Next.
 */

export const DEMO_SCHOOL_NAME = 'Riverside School';

export async function seedDemoSchool(db: Db, people: { adminId: string; teacherIds: readonly string[]; studentIds: readonly string[] }): Promise<boolean> {
  const [existing] = await db.select({ id: schools.id }).from(schools).where(eq(sql`lower(${schools.name})`, DEMO_SCHOOL_NAME.toLowerCase()));
  if (existing) return false;
  return db.transaction(async (tx) => {
    const [school] = await tx.insert(schools).values({ name: DEMO_SCHOOL_NAME, country: 'GB', timeZone: 'Europe/London' }).returning({ id: schools.id });
    if (!school) return false;
    const rows = [
      { schoolId: school.id, userId: people.adminId, role: 'admin' as const },
      ...people.teacherIds.map((userId) => ({ schoolId: school.id, userId, role: 'teacher' as const })),
      ...people.studentIds.map((userId) => ({ schoolId: school.id, userId, role: 'student' as const })),
    ];
    await tx.insert(schoolMembers).values(rows).onConflictDoNothing();
    return true;
  });
}

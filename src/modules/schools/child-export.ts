import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { schoolMembers, schools } from '@/db/schema';
import type { ExportedSchoolPlace } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/** The school the child belongs to (decision 061), with the roster's id for them, for a parent's export (decision 027). */
export async function readChildSchool(tx: Tx, childId: string): Promise<ExportedSchoolPlace | null> {
  const [place] = await tx
    .select({ school: schools.name, country: schools.country, role: schoolMembers.role, rosterId: schoolMembers.sourceId, since: schoolMembers.addedAt })
    .from(schoolMembers)
    .innerJoin(schools, eq(schools.id, schoolMembers.schoolId))
    .where(eq(schoolMembers.userId, childId));
  return place ?? null;
}

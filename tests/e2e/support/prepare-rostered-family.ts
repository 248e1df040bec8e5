import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { familyLinks, schoolMembers, schools, users } from '../../../src/db/schema';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { recordSchoolAuthorisation } from '../../../src/modules/families/consent-basis';
import { DEMO_SCHOOL_NAME } from '../../../src/modules/schools/seed';
import { DEMO } from './fixtures';
import { ROSTERED_FAMILY } from './rostered-family';

/**
 * ROSTERED_FAMILY as a roster import and a family link leave them: the child a student of the demo school with the
 * school's authorisation recorded by its admin, the parent linked (the link's own steps are families.spec.ts's).
 */
export async function prepareRosteredFamily(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL_NAME));
  const [admin] = await db.select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.email, DEMO.school_admin.email));
  if (!school || !admin) throw new Error('the demo school and its admin are seeded first');
  const child = await createAccount(db, { ...ROSTERED_FAMILY.child, role: 'child', emailVerified: true, birthYear: new Date().getUTCFullYear() - 9, country: 'US' });
  const parent = await createAccount(db, { ...ROSTERED_FAMILY.parent, role: 'parent', emailVerified: true });
  await db.update(users).set({ welcomeSent: true }).where(eq(users.id, child.id));
  await db.update(users).set({ welcomeSent: true }).where(eq(users.id, parent.id));
  // No sourcedId, as the demo's own students: roster-import.spec.ts's set, applied to the demo school, leaves them be.
  await db.insert(schoolMembers).values({ schoolId: school.id, userId: child.id, role: 'student' });
  await db.transaction((tx) => recordSchoolAuthorisation(tx, { childId: child.id, schoolId: school.id, schoolAdmin: admin }));
  await db.insert(familyLinks).values({ parentId: parent.id, childId: child.id });
}

import type { Db } from '../../../src/db/client';
import { familyLinks } from '../../../src/db/schema';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { COUNTRY_FAMILY } from './country-family';

/** COUNTRY_FAMILY as a registration and a family link leave them (the link's own steps are families.spec.ts's). */
export async function prepareCountryFamily(db: Db): Promise<void> {
  const child = await createAccount(db, { ...COUNTRY_FAMILY.child, role: 'child', emailVerified: true, welcomeSent: true, birthYear: new Date().getUTCFullYear() - 14, country: 'US' });
  const parent = await createAccount(db, { ...COUNTRY_FAMILY.parent, role: 'parent', emailVerified: true, welcomeSent: true, country: 'US' });
  await db.insert(familyLinks).values({ parentId: parent.id, childId: child.id });
}

import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { familyLinks } from '@/db/schema';

// No 'server-only': the notifications' subscribers ask it in the custom server's transactions too (runtime.ts).

/** The ids of the parents linked to a child. */
export async function guardianIdsOf(childId: string, db: Db | Tx = getDb()): Promise<string[]> {
  const rows = await db.select({ id: familyLinks.parentId }).from(familyLinks).where(eq(familyLinks.childId, childId));
  return rows.map((row) => row.id);
}

/**
 * The parents who agreed to the child's account or made it (decision 044): they alone may end their link or delete
 * the account, and another adult's link waits for one of them.
 */
export async function consentingGuardianIdsOf(childId: string, db: Db | Tx = getDb()): Promise<string[]> {
  const rows = await db.select({ id: familyLinks.parentId }).from(familyLinks).where(and(eq(familyLinks.childId, childId), eq(familyLinks.consenting, true)));
  return rows.map((row) => row.id);
}

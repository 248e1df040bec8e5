import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { authUsers, users } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { buildDisplayName } from '@/server/profile/display-name';

/*
 * A school's roster keeps its people's names and addresses (decision 064): the accounts module writes them, on the
 * profile and on the sign-in row together, inside the import's transaction. No 'server-only': tests call it too.
 */

/** Sets a rostered person's name and sign-in address as the roster now says (the address already normalised). */
export async function saveRosteredPerson(tx: Tx, userId: string, person: { role: Role; firstName: string; lastName: string; email: string }): Promise<void> {
  const now = new Date();
  // One after the other: both go over the transaction's one connection.
  await tx.update(users).set({ firstName: person.firstName, lastName: person.lastName, email: person.email }).where(eq(users.id, userId));
  await tx.update(authUsers).set({ name: buildDisplayName(person.role, person.firstName, person.lastName), email: person.email, updatedAt: now }).where(eq(authUsers.id, userId));
}

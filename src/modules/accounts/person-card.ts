import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';
import type { Role } from '@/lib/constants';

/*
 * Who a person is, read with their row locked for the caller's transaction (decision 055: accounts owns `users`), for
 * a change that must wait its turn on that person (a badge award, a family link) and names them in its audit entry.
 * No 'server-only': the market engine (custom server) awards simulator badges.
 */

export interface PersonCard {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  avatarSeed: string;
  avatarVariant: string;
  /** Their XP total as the lock found it (a lesson's completion counts from it: decision 008). */
  xp: number;
}

/** The person's card, their row locked until the caller's transaction ends; null when there is no such person. */
export async function lockPersonCard(tx: Tx, userId: string): Promise<PersonCard | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName, avatarSeed: users.avatarSeed, avatarVariant: users.avatarVariant, xp: users.xp })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? { ...row, role: row.role as Role } : null;
}

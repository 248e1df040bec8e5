import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { authSessions, users } from '@/db/schema';
import type { Role } from '@/lib/constants';

/*
 * A person's row, for the other modules that must act on it (decision 055: accounts owns `users` and the sessions).
 * No 'server-only': the seed and the custom server's jobs use it too.
 */

/**
 * Locks the person's row for the caller's transaction, so every change to what is theirs (their journal, their plan,
 * their XP) waits its turn; their role and XP as they are now, or null when there is no such person.
 */
export async function lockPerson(tx: Tx, userId: string): Promise<{ role: Role; xp: number } | null> {
  const [person] = await tx.select({ role: users.role, xp: users.xp }).from(users).where(eq(users.id, userId)).for('update');
  return person ? { role: person.role as Role, xp: person.xp } : null;
}

/** The person with this sign-in address, with the currency they chose (null before they chose one). */
export async function findPersonByEmail(db: Db | Tx, email: string): Promise<{ id: string; currency: string | null } | null> {
  const [person] = await db.select({ id: users.id, currency: users.currency }).from(users).where(eq(users.email, email));
  return person ?? null;
}

/** Keeps the language and currency a signed-in person chose (spec 4 "Preferences"). */
export async function saveLanguageAndCurrency(db: Db | Tx, userId: string, choice: { locale: string; currency: string }): Promise<void> {
  await db.update(users).set({ locale: choice.locale, currency: choice.currency }).where(eq(users.id, userId));
}

/** Ends every session of the person but `keepSessionId` (a changed password keeps the browser that changed it). */
export async function endOtherSessions(tx: Tx, userId: string, keepSessionId: string): Promise<void> {
  await tx.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId)));
}

/** Ends every session of the person (a child's lost sign-in card was revoked or printed again: decision 066). */
export async function endAllSessions(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** What a person's own profile page shows of their row; null when the account is gone. */
export async function readOwnProfile(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role, avatarVariant: users.avatarVariant, avatarSeed: users.avatarSeed, createdAt: users.createdAt, childRefCode: users.childRefCode })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Keeps a person's name and avatar; the row as it is now (for the audit entry's author), null when it is gone. */
export async function saveNameAndAvatar(tx: Tx, userId: string, change: { firstName: string; lastName: string; avatarVariant: string; avatarSeed: string }) {
  const [updated] = await tx.update(users).set(change).where(eq(users.id, userId)).returning();
  return updated ?? null;
}

/** A person's account facts as their dashboard shows them; null when the account is gone. */
export async function readAccountFacts(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ xp: users.xp, createdAt: users.createdAt, lastLogin: users.lastLogin, emailVerified: users.emailVerified, childRefCode: users.childRefCode })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Everyone's accounts counted: by role, and how many are blocked or unverified (the admin's dashboard). */
export async function countPeople(db: Db | Tx): Promise<{ byRole: Record<string, number>; blocked: number; unverified: number }> {
  const [roleRows, [flags]] = await Promise.all([
    db.select({ role: users.role, total: count() }).from(users).groupBy(users.role),
    db
      .select({
        blocked: sql<number>`count(*) filter (where ${users.blocked})`.mapWith(Number),
        unverified: sql<number>`count(*) filter (where not ${users.emailVerified})`.mapWith(Number),
      })
      .from(users),
  ]);
  return { byRole: Object.fromEntries(roleRows.map((row) => [row.role, row.total])), blocked: flags?.blocked ?? 0, unverified: flags?.unverified ?? 0 };
}

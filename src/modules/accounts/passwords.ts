import { and, eq, like } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { authAccounts, authSessions, authVerifications } from '@/db/schema';
import { verifyPassword } from '@/server/password';

/*
 * A person's password, as the other modules act on it (decision 055: accounts owns the sign-in tables; better-auth
 * writes them on its own paths through src/server/auth.ts). No 'server-only', as the rest of accounts' people API.
 */

/** Whether `password` is the person's own (their e-mail and password sign-in); false without one. */
export async function isOwnPassword(db: Db | Tx, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  const hash = account?.password;
  return hash ? verifyPassword(hash, password) : false;
}

/**
 * Replaces the person's password with `passwordHash` (already hashed, outside the transaction), signs them out
 * everywhere and voids their reset links, in the caller's transaction. False, changing nothing, when they have no
 * password sign-in.
 */
export async function replacePasswordAndSignOut(tx: Tx, userId: string, passwordHash: string): Promise<boolean> {
  const changed = await tx
    .update(authAccounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .returning({ id: authAccounts.id });
  if (changed.length === 0) return false;
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  await tx.delete(authVerifications).where(and(like(authVerifications.identifier, 'reset-password:%'), eq(authVerifications.value, userId)));
  return true;
}

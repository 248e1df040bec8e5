import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { authUsers, authVerifications } from '@/db/schema';

/* No 'server-only': the erasure of a child's account runs in the custom server's scheduled purge too (decision 030). */

/**
 * Deletes an account in the caller's transaction (a child's erasure, decision 027): its reset and verification links,
 * kept by better-auth with the id as value or the address as identifier, then the auth user, which owns everything
 * else through cascades (the profile, and through it the sessions, credentials and every module's rows).
 */
export async function deleteAuthUser(tx: Tx, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await tx.delete(authVerifications).where(sql`${authVerifications.value} = ${user.id} or lower(${authVerifications.identifier}) = ${email}`);
  await tx.delete(authUsers).where(eq(authUsers.id, user.id));
}

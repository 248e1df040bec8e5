import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { authAccounts, authSessions } from '@/db/schema';
import { newAuthId } from './create-account';

/*
 * A school's sign-in provider that names people by the roster's sourcedId (decision 069): each rostered person is
 * linked to the provider under that identifier, as the SSO plugin would link them after a first sign-in, so the
 * plugin finds them by (provider, subject) without an address of their own. No 'server-only': roster imports run in
 * the custom server's jobs too.
 */

export interface ProviderSubject {
  userId: string;
  subject: string;
}

/** Links the people not yet linked; a subject already linked to anyone under this provider is left as it is. */
export async function linkProviderSubjects(tx: Tx, providerId: string, links: readonly ProviderSubject[]): Promise<number> {
  if (links.length === 0) return 0;
  const taken = await tx
    .select({ subject: authAccounts.accountId })
    .from(authAccounts)
    .where(and(eq(authAccounts.providerId, providerId), inArray(authAccounts.accountId, links.map((link) => link.subject))));
  const linked = new Set(taken.map((row) => row.subject));
  const fresh = [...new Map(links.filter((link) => !linked.has(link.subject)).map((link) => [link.subject, link])).values()];
  if (fresh.length === 0) return 0;
  await tx.insert(authAccounts).values(fresh.map((link) => ({ id: newAuthId(), accountId: link.subject, providerId, userId: link.userId })));
  return fresh.length;
}

/** Removes exactly these links (a person's own sign-ins through the provider under another subject stay). */
export async function unlinkProviderSubjects(tx: Tx, providerId: string, links: readonly ProviderSubject[]): Promise<number> {
  if (links.length === 0) return 0;
  const removed = await tx
    .delete(authAccounts)
    .where(and(eq(authAccounts.providerId, providerId), sql`(${authAccounts.userId}, ${authAccounts.accountId}) in (select * from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l("userId" text, subject text))`))
    .returning({ id: authAccounts.id });
  return removed.length;
}

/**
 * Removes every account link made through a provider (decision 069): the school removed it, so no provider configured
 * later under the same id may find anyone by a subject the removed one gave.
 */
export async function unlinkProvider(tx: Tx, providerId: string): Promise<number> {
  const removed = await tx.delete(authAccounts).where(eq(authAccounts.providerId, providerId)).returning({ id: authAccounts.id });
  return removed.length;
}

/**
 * Ends every session a provider opened (decision 069: its session hook names the provider on the session's row), the
 * school removed it; sessions opened by a password or a classroom card have none and stay. How many ended.
 */
export async function endProviderSessions(tx: Tx, providerId: string): Promise<number> {
  const ended = await tx.delete(authSessions).where(eq(authSessions.ssoProviderId, providerId)).returning({ id: authSessions.id });
  return ended.length;
}

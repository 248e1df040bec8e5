import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { authUsers, authVerifications, mailQueue, outboxMessages, rateLimits } from '@/db/schema';
import { anonymiseAuditEntriesAbout, newDeletedReference } from '@/server/audit-subject';
import { lockChild, subjectOf, type ChildRow } from './child-row';

/* No 'server-only': the scheduled purge of unanswered consent requests (decision 030) runs in the custom server. */

/**
 * Every row about the child, in the caller's transaction (decision 027): the audit entries about them are rewritten
 * to a new random reference, which is returned; the rest goes. Used by a parent's deletion and by the end of an
 * unanswered or declined consent request (decision 030).
 */
export async function eraseChildAccount(tx: Tx, child: ChildRow): Promise<string> {
  const reference = newDeletedReference('child');
  const email = child.email.toLowerCase();
  await anonymiseAuditEntriesAbout(tx, subjectOf(child), reference);
  // Rows keyed by the address or the id rather than joined to the account: mail kept for the child, rate-limit
  // counters (`reset:email:<address>`, `mail:welcome:<id>`…), and reset links (better-auth keeps the id as value).
  // Mail kept for the child, and mail to their parents or tutors that names them (a notification, decision 036).
  await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.to}) = ${email} or ${child.id} = any(${outboxMessages.aboutChildIds})`);
  await tx.delete(mailQueue).where(sql`lower(${mailQueue.to}) = ${email} or ${child.id} = any(${mailQueue.aboutChildIds})`);
  await tx.delete(rateLimits).where(sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`} or right(${rateLimits.key}, ${child.id.length + 1}) = ${`:${child.id}`}`);
  await tx.delete(authVerifications).where(sql`${authVerifications.value} = ${child.id} or lower(${authVerifications.identifier}) = ${email}`);
  // The auth user owns everything else through cascades: the profile, and through it the sessions, credentials,
  // learning, simulator, classes, family links, a consent request and the whole journal (child-data.test.ts walks the
  // schema).
  await tx.delete(authUsers).where(eq(authUsers.id, child.id));
  return reference;
}


/**
 * The one way out for a child's account that is not a parent's own deletion (an admin's, from user management):
 * the same erasure, on the child's row under lock. Null when the id is not a child's.
 */
export async function eraseChildById(tx: Tx, childId: string): Promise<string | null> {
  const child = await lockChild(tx, childId);
  return child ? eraseChildAccount(tx, child) : null;
}

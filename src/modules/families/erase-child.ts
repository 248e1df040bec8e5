import type { Tx } from '@/db/client';
import { deleteAuthUser } from '@/modules/accounts/runtime';
import { anonymiseAuditEntriesAbout, newDeletedReference } from '@/server/audit-subject';
import { deleteMailAbout } from '@/server/mail/mail-about-person';
import { deleteRateLimitsOf } from '@/server/rate-limit-forget';
import { lockChild, subjectOf, type ChildRow } from './child-row';

/* No 'server-only': the scheduled purge of unanswered consent requests (decision 030) runs in the custom server. */

/**
 * Every row about the child, in the caller's transaction (decision 027): the audit entries about them are rewritten
 * to a new random reference, which is returned; the rest goes. Used by a parent's deletion and by the end of an
 * unanswered or declined consent request (decision 030).
 */
export async function eraseChildAccount(tx: Tx, child: ChildRow): Promise<string> {
  const reference = newDeletedReference('child');
  await anonymiseAuditEntriesAbout(tx, subjectOf(child), reference);
  // Rows keyed by the address or the id rather than joined to the account: mail kept for the child, and mail to their
  // parents or tutors that names them (a notification, decision 036); rate-limit counters; reset links.
  await deleteMailAbout(tx, child);
  await deleteRateLimitsOf(tx, child);
  // Then the auth user, which owns everything else through cascades: the profile, and through it the sessions,
  // credentials, learning, simulator, classes, family links, a consent request and the whole journal
  // (child-data.test.ts walks the schema).
  await deleteAuthUser(tx, child);
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

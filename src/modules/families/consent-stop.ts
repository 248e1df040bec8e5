import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { consentMailSuppressions, parentalConsents } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { lockChild } from './child-row';
import { readConsentStop } from './consent-mail';
import { eraseChildAccount } from './erase-child';

type StopLink = { a?: string | null; s?: string | null };

/** Whether a stop link is one of ours (the page that asks first; a GET never writes). */
export function isConsentStopLink(params: StopLink): boolean {
  return readConsentStop(params) !== null;
}

/**
 * The owner of an address followed a consent mail's "I don't know this child / stop these e-mails" link and confirmed
 * (decision 030). No sign-in: the signed link is the permission, and it names only the address's hash. From now on no
 * consent mail goes to that address (`consent_mail_suppressions`), and every request still waiting on it is refused:
 * the person named says they are not that child's parent, and COPPA allows nothing more to be kept without one. A
 * refusal erases the child's account as a parent's decline does (decision 027), one transaction per child, audited by
 * `system`. Answers how many requests were refused, or null for a link that is not ours. Doing it twice is harmless.
 */
export async function stopConsentMail(params: StopLink): Promise<{ refused: number } | null> {
  const link = readConsentStop(params);
  if (!link) return null;
  await getDb().insert(consentMailSuppressions).values({ addressHash: link.addressHash }).onConflictDoNothing();
  const waiting = await getDb()
    .select({ childId: parentalConsents.childId })
    .from(parentalConsents)
    .where(and(eq(parentalConsents.parentAddressHash, link.addressHash), isNull(parentalConsents.approvedAt)));
  let refused = 0;
  for (const { childId } of waiting) {
    const erased = await getDb().transaction(async (tx) => {
      // Still waiting, still on this address (the child may have corrected it meanwhile), and not taken by a parent's answer.
      const [request] = await tx
        .select({ childId: parentalConsents.childId })
        .from(parentalConsents)
        .where(and(eq(parentalConsents.childId, childId), eq(parentalConsents.parentAddressHash, link.addressHash), isNull(parentalConsents.approvedAt)))
        .for('update', { skipLocked: true });
      const child = request ? await lockChild(tx, childId) : undefined;
      if (!request || !child) return false;
      const reference = await eraseChildAccount(tx, child);
      await writeAudit(tx, { id: null, email: 'system', role: 'system' }, {
        actionType: 'family_consent_refused',
        component: 'families',
        entityId: reference,
        targetUser: reference,
        // The erased child's entries now carry the reference in their columns (decision 058): this one reads with them.
        subjectUserId: reference,
        childId: reference,
        message: `The address named for a parent's agreement said it does not know this child and stopped these e-mails: the account ${reference} was deleted`,
        details: { reference },
      });
      return true;
    });
    if (erased) refused += 1;
  }
  return { refused };
}

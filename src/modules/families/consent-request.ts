import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { parentalConsents } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { deliverNow, queueMail } from '@/server/mail/queue';
import { childQuery, lockChild } from './child-row';
import { eraseChildAccount } from './erase-child';
import { claimConsentMail, consentStopUrl, isSuppressed } from './consent-mail';
import { consentLapsedMail, consentMailLocale, parentalConsentMail } from './consent-mail-text';
import { consentRequested } from './events';

/*
 * The two ends of a consent request that run outside a request of the parent (decision 030): its start, in the
 * registration's transaction (the accounts.child-awaits-consent event), and its end when nobody answered in time (a
 * scheduled job of the custom server). No 'server-only' here for that reason. The answers are in consent.ts.
 */

export const CONSENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The domain event's reaction (accounts.child-awaits-consent): the request and its mail, in the registration's
 * transaction. The request is always kept (a parent who signs up with the address finds it on /children); the mail
 * goes only when the address may get one (consent-mail.ts), and so does the parent's in-app notice, which sends no
 * e-mail of its own: this mail is the one (notifications/email-rules.ts).
 * Returns the queued mail's id, or null when it was withheld.
 */
export async function recordConsentRequest(tx: Tx, request: { childId: string; firstName: string; parentEmail: string; childAgreed?: boolean }, now = new Date()): Promise<number | null> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + CONSENT_WINDOW_MS);
  const { mail, addressHash } = await claimConsentMail(tx, request.parentEmail);
  const childAgreedAt = request.childAgreed ? now : null;
  await tx.insert(parentalConsents).values({ childId: request.childId, parentEmail: request.parentEmail, tokenHash, requestedAt: now, sentAt: now, expiresAt, parentAddressHash: addressHash, mailWithheld: !mail, childAgreedAt });
  // Where the law asks for the child's own agreement too (France under 15, decision 060), it is a consent of its own:
  // the parent's access log shows it once they are linked.
  const [child] = childAgreedAt ? await childQuery(tx, request.childId) : [];
  if (child) {
    await writeAudit(tx, child, {
      actionType: 'family_consent_child_agreement',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${child.email} agreed to their own account; a parent's consent is asked too`,
      details: { childId: child.id, country: child.country },
    });
  }
  if (!mail) return null;
  await publish(tx, consentRequested, { childId: request.childId, childFirstName: request.firstName, parentEmail: request.parentEmail });
  const locale = await consentMailLocale(tx, request.parentEmail, request.childId);
  // About the child (it names them): the erasure of their account takes it along (decision 027).
  return queueMail(tx, { ...(await parentalConsentMail(locale, request.parentEmail, request.firstName, token, expiresAt, consentStopUrl(request.parentEmail))), aboutChildIds: [request.childId] });
}

/**
 * The scheduled purge: every request unanswered past its deadline deletes the child's account and everything in it,
 * and tells the address named. Each child is one transaction that takes the request under `SKIP LOCKED` and only
 * while it is still unanswered and late, so runs that overlap (another instance, a restart) delete and mail once.
 */
export async function purgeExpiredConsents(now = new Date()): Promise<{ deleted: number }> {
  const due = await getDb()
    .select({ childId: parentalConsents.childId })
    .from(parentalConsents)
    .where(and(isNull(parentalConsents.approvedAt), lte(parentalConsents.expiresAt, now)))
    .orderBy(asc(parentalConsents.expiresAt))
    .limit(200);
  const mailIds: number[] = [];
  let deleted = 0;
  for (const { childId } of due) {
    const mailId = await getDb().transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(parentalConsents)
        .where(and(eq(parentalConsents.childId, childId), isNull(parentalConsents.approvedAt), lte(parentalConsents.expiresAt, now)))
        .for('update', { skipLocked: true });
      const child = request ? await lockChild(tx, childId) : undefined;
      if (!request || !child) return null;
      // Read while the child's account (and the language it was used in) still exists.
      const locale = await consentMailLocale(tx, request.parentEmail, childId);
      const reference = await eraseChildAccount(tx, child);
      await writeAudit(tx, { id: null, email: 'system', role: 'system' }, {
        actionType: 'family_consent_expired',
        component: 'families',
        entityId: reference,
        targetUser: reference,
        // The erased child's entries now carry the reference in their columns (decision 058): this one reads with them.
        subjectUserId: reference,
        childId: reference,
        message: `No parent agreed within 7 days: the account ${reference} was deleted`,
        details: { reference },
      });
      deleted += 1;
      // Told only where the request itself was mailed, and never an address that asked to stop: otherwise a stranger's
      // unmailed requests would each still reach them, seven days later.
      if (request.mailWithheld || (await isSuppressed(tx, request.parentEmail))) return null;
      return queueMail(tx, await consentLapsedMail(locale, request.parentEmail, child.firstName));
    });
    if (mailId !== null) mailIds.push(mailId);
  }
  await deliverNow(mailIds);
  return { deleted };
}

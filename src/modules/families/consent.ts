import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { familyLinkEvents, familyLinks, parentalConsents } from '@/db/schema';
import { markConsentGiven } from '@/modules/accounts';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { deliverNow, queueMail } from '@/server/mail/queue';
import { assertCan } from '@/server/permissions';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { lockChild } from './child-row';
import { claimConsentMail, consentStopUrl } from './consent-mail';
import { consentMailLocale, parentalConsentMail } from './consent-mail-text';
import { hashToken, newToken } from './consent-request';
import { eraseChildAccount } from './erase-child';
import { consentRequested } from './events';
import { recordConsentBasis } from './consent-basis';
import { assertParentPassword } from './parent-password';

/*
 * A parent's consent to the account of a child below their country's age of digital consent who registered alone
 * (decisions 030, 060; COPPA, GDPR art. 8). The child names a parent's e-mail; the mail carries a link whose token only
 * its hash is kept of; the parent signs in (or registers) and agrees or declines, through the link or on /children
 * when their verified address is the one named. Until then the child's account is held back (permissions.ts;
 * leaderboards and classes check `consent_pending`); unanswered after CONSENT_WINDOW_MS, a scheduled job deletes it and
 * tells the address (consent-request.ts). Every change is one transaction under the child's row lock, with its audit
 * entry and its mail.
 */

/** How often a child may send the request again (to the same address or a corrected one). */
const RESEND_LIMIT = { max: 3, windowMs: 24 * 60 * 60 * 1000 };

/** Which request an answer is about: the mailed link's token, or a child whose request names the parent's address. */
export type ConsentTarget = { token: string } | { childId: string };

/** Agreeing is confirmed with the parent's own password (decision 030's verified method); declining needs no more. */
export type ConsentDecision = { approve: true; password: string } | { approve: false };

/**
 * A parent agrees or declines. Agreeing links them to the child at once (the child is told on their dashboard) and
 * opens the account; declining deletes the account and everything in it, as a parent's deletion does. An unknown or
 * answered request is a 404, an expired one a 409. With `childId`, only a parent whose verified address is the one
 * the child named may answer: the address proves that the mail reached them, as the token does.
 *
 * Agreeing opens classes and leaderboards, a disclosure to tutors and classmates, so the address alone (which the child
 * typed) is not enough (COPPA's verifiable consent): the parent must hold a verified account of their own and confirm
 * with its password, and the request records how it was reached (`method`).
 */
export async function answerConsent(actor: Actor, target: ConsentTarget, decision: ConsentDecision, now = new Date()): Promise<{ childFirstName: string }> {
  assertCan(actor, 'answer:consent:own');
  if ('childId' in target && !actor.emailVerified) throw new AppError(404, 'families.errors.consentNotFound');
  const approve = decision.approve;
  if (approve) {
    if (!actor.emailVerified) throw new AppError(403, 'families.errors.consentNeedsVerifiedParent');
    await assertParentPassword(actor, decision.password);
  }
  return getDb().transaction(async (tx) => {
    const condition =
      'token' in target
        ? eq(parentalConsents.tokenHash, hashToken(target.token))
        : and(eq(parentalConsents.childId, target.childId), eq(parentalConsents.parentEmail, actor.email.toLowerCase()));
    const [found] = await tx.select({ childId: parentalConsents.childId }).from(parentalConsents).where(condition);
    const child = found ? await lockChild(tx, found.childId) : undefined;
    const [request] = child ? await tx.select().from(parentalConsents).where(and(eq(parentalConsents.childId, child.id), condition)) : [];
    if (!child || !request || request.approvedAt) throw new AppError(404, 'families.errors.consentNotFound');
    if (request.expiresAt.getTime() <= now.getTime()) throw new AppError(409, 'families.errors.consentExpired');
    if (!approve) {
      const reference = await eraseChildAccount(tx, child);
      await writeAudit(tx, actor, {
        actionType: 'family_consent_decline',
        component: 'families',
        entityId: reference,
        targetUser: reference,
        subjectUserId: reference,
        childId: reference,
        message: `${actor.email} declined consent for ${reference}, whose account was deleted`,
        details: { reference },
      });
      return { childFirstName: child.firstName };
    }
    const method = 'token' in target ? 'parent_account_mail_link' : 'parent_account_named_address';
    await tx.update(parentalConsents).set({ approvedAt: now, approvedBy: actor.id, method }).where(eq(parentalConsents.childId, child.id));
    await markConsentGiven(tx, child.id);
    await tx.insert(familyLinks).values({ parentId: actor.id, childId: child.id, consenting: true }).onConflictDoUpdate({ target: [familyLinks.parentId, familyLinks.childId], set: { consenting: true } });
    await tx.insert(familyLinkEvents).values({ parentId: actor.id, childId: child.id, status: 'consented', decidedAt: now });
    // The account's basis from now on (decision 060), audited as family_consent_approve with how it was verified.
    await recordConsentBasis(tx, child, { basis: 'parent_consent', by: actor, childAgreedAt: request.childAgreedAt, at: now, details: { method } });
    return { childFirstName: child.firstName };
  });
}

/**
 * The child sends the request again, to the same address or a corrected one: a new link (the old one stops working),
 * the same deadline. Three a day, so the form cannot be used to send mail to strangers in bulk; and the address's own
 * limit and stop link hold here too (consent-mail.ts): then the request is kept, unmailed, and the answer says so.
 */
export async function resendConsentRequest(actor: Actor, parentEmail: string, now = new Date()): Promise<{ mailed: boolean }> {
  if (actor.role !== 'child' || !actor.awaitingConsent) throw new AppError(404, 'families.errors.consentNotFound');
  if (parentEmail === actor.email.toLowerCase()) throw new AppError(400, 'errors.parentEmailSame', { parentEmail: 'errors.parentEmailSame' });
  await enforce({ key: `consent-resend:${actor.id}`, ...RESEND_LIMIT });
  const mailId = await getDb().transaction(async (tx) => {
    const child = await lockChild(tx, actor.id);
    const [request] = child ? await tx.select().from(parentalConsents).where(and(eq(parentalConsents.childId, actor.id), isNull(parentalConsents.approvedAt))) : [];
    if (!child || !request) throw new AppError(404, 'families.errors.consentNotFound');
    if (request.expiresAt.getTime() <= now.getTime()) throw new AppError(409, 'families.errors.consentExpired');
    const { token, tokenHash } = newToken();
    const { mail, addressHash } = await claimConsentMail(tx, parentEmail);
    await tx.update(parentalConsents).set({ parentEmail, tokenHash, sentAt: now, parentAddressHash: addressHash, mailWithheld: !mail }).where(eq(parentalConsents.childId, actor.id));
    await writeAudit(tx, actor, {
      actionType: 'family_consent_resend',
      component: 'families',
      entityId: actor.id,
      targetUser: actor.email,
      subjectUserId: actor.id,
      childId: actor.id,
      message: `${actor.email} sent the consent request again${parentEmail === request.parentEmail ? '' : ' to a new address'}${mail ? '' : ' (not mailed: the address had its consent mails for the day or asked to stop them)'}`,
      details: { childId: actor.id, mailed: mail },
    });
    if (!mail) return null;
    await publish(tx, consentRequested, { childId: actor.id, childFirstName: child.firstName, parentEmail });
    const message = await parentalConsentMail(await consentMailLocale(tx, parentEmail, actor.id), parentEmail, child.firstName, token, request.expiresAt, consentStopUrl(parentEmail));
    return queueMail(tx, { ...message, aboutChildIds: [actor.id] });
  });
  if (mailId === null) return { mailed: false };
  await deliverNow([mailId]);
  return { mailed: true };
}

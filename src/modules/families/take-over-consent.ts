import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { consentRecords, familyLinkEvents, familyLinks, parentalConsents } from '@/db/schema';
import { childAgreementNeeded, consentRuleFor } from '@/lib/consent-ages';
import { markConsentGiven } from '@/modules/accounts';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { publish } from '@/server/domain-events';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';
import { lockChild, type ChildRow } from './child-row';
import { newToken } from './consent-request';
import { takeOverAnswered } from './events';
import { assertParentPassword } from './parent-password';
import { findPendingTakeOver } from './take-over-pending';

/** The audit entry of a take-over: its words are in families.access.actions. */
export const TAKE_OVER_AUDIT_ACTION = 'family_consent_take_over';
/** A parent's consent given, waiting for the child's own agreement (France below 15, decision 060). */
export const TAKE_OVER_ASKED_AUDIT_ACTION = 'family_consent_take_over_asked';
/** The child said no to it: the account stays on the school's authorisation. */
export const TAKE_OVER_DECLINED_AUDIT_ACTION = 'family_consent_take_over_declined';
/** The child said "not now" to a parent's consent after a change of country: the account stays held (decision 060). */
export const COUNTRY_AGREEMENT_DECLINED_AUDIT_ACTION = 'family_country_agreement_declined';
/** The child's own agreement, the words the registration's agreement has (decision 060). */
const CHILD_AGREEMENT_AUDIT_ACTION = 'family_consent_child_agreement';

export interface TakeOverResult {
  name: string;
  changed: boolean;
  /** The parent's consent is recorded but the account waits for the child's own agreement (France below 15). */
  awaitingChild: boolean;
}

/**
 * A linked parent of a child whose account stands on the school's authorisation (decision 060) gives their own consent
 * as the child's parent: the account stands on the family's consent from then on (use at home, not only at school),
 * and that parent looks after it as the parent who consented does (decision 044: they decide who else joins, only they
 * end their link). Confirmed with the parent's own password, as decision 030's agreement is, checked before anything is
 * written. One transaction under the child's row lock: the basis, the link, the child's family event and the audit
 * entry. The country and age the basis was decided under stay; the school that authorised before is kept in the audit
 * entry, the record keeps only the basis in force.
 *
 * Where the child's country asks for the child's own agreement too (France below 15), the parent's consent is kept as
 * decision 030's request keeps it, answered by the parent (`parental_consents`, approved, the child's agreement not
 * yet given), and the school's authorisation stays the basis until the child agrees on their dashboard
 * (`answerTakeOver`).
 *
 * The same parent asking again changes nothing (`changed: false`); a child who is not theirs is a 404; a child whose
 * account stands on anything but a school's authorisation (or nothing) is a 409: there is nothing to take over.
 */
export async function takeOverConsent(actor: Actor, childId: string, password: string, now = new Date()): Promise<TakeOverResult> {
  assertCan(actor, 'answer:consent:own');
  // The same verified account 030 asks of a parent who agrees to a request: the consent is theirs to give.
  if (!actor.emailVerified) throw new AppError(403, 'families.errors.consentNeedsVerifiedParent');
  await assertParentPassword(actor, password);
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'read:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    const name = fullNameOrEmail(child);
    const [record] = await tx.select({ basis: consentRecords.basis, grantedBy: consentRecords.grantedBy, schoolId: consentRecords.schoolId }).from(consentRecords).where(eq(consentRecords.childId, child.id));
    if (record?.basis === 'parent_consent' && record.grantedBy === actor.id) return { name, changed: false, awaitingChild: false };
    if (record?.basis !== 'school_authorisation') throw new AppError(409, 'families.errors.takeOverNotSchool');
    const awaitingChild = childAgreementNeeded(child, now);
    if (awaitingChild) {
      const pending = await findPendingTakeOver(tx, child.id);
      if (pending?.parentId === actor.id) return { name, changed: false, awaitingChild: true };
      // The request row of decision 030, answered by this parent; its token is never sent (the child answers signed in).
      const answered = { parentEmail: actor.email.toLowerCase(), tokenHash: newToken().tokenHash, requestedAt: now, sentAt: now, expiresAt: now, approvedAt: now, approvedBy: actor.id, method: null, parentAddressHash: null, mailWithheld: false, childAgreedAt: null };
      await tx.insert(parentalConsents).values({ childId: child.id, ...answered }).onConflictDoUpdate({ target: parentalConsents.childId, set: answered });
    } else {
      await applyTakeOver(tx, child, actor.id, null, now);
    }
    await writeAudit(tx, actor, {
      actionType: awaitingChild ? TAKE_OVER_ASKED_AUDIT_ACTION : TAKE_OVER_AUDIT_ACTION,
      component: 'families',
      entityId: `${actor.id}:${child.id}`,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} gave a parent's consent to the account of ${child.email}, which school ${record.schoolId} had authorised${awaitingChild ? "; it waits for the child's own agreement" : ''}`,
      details: {
        childId: child.id,
        basis: awaitingChild ? 'school_authorisation' : 'parent_consent',
        previousBasis: 'school_authorisation',
        schoolId: record.schoolId,
        country: child.country,
        method: 'linked_parent_declaration',
        ...(awaitingChild ? { awaitingChildAgreement: true } : {}),
      },
    });
    return { name, changed: true, awaitingChild };
  });
}

/**
 * The basis becomes the parent's consent, the parent looks after the account, and the child is told (decision 030).
 * An account that stood on nothing yet (a change of country, decision 060's amendment) gets its record, with the
 * country and age it is decided under, and opens.
 */
async function applyTakeOver(tx: Tx, child: Pick<ChildRow, 'id' | 'country' | 'consentPending'>, parentId: string, childAgreedAt: Date | null, now: Date): Promise<void> {
  const basis = { basis: 'parent_consent', grantedBy: parentId, schoolId: null, childAgreedAt, grantedAt: now };
  await tx
    .insert(consentRecords)
    .values({ childId: child.id, ...basis, country: child.country, consentAge: consentRuleFor(child.country).age })
    .onConflictDoUpdate({ target: consentRecords.childId, set: basis });
  if (child.consentPending) await markConsentGiven(tx, child.id);
  await tx.update(familyLinks).set({ consenting: true }).where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, child.id)));
  await tx.insert(familyLinkEvents).values({ parentId, childId: child.id, status: 'consented', decidedAt: now });
}

/**
 * The child answers a parent's take-over on their dashboard (France below 15, decision 060): yes, and the account
 * stands on that parent's consent with the child's agreement beside it, as a registration's does; no, and the parent's
 * consent is withdrawn and the school's authorisation stays. Either way the parent is told (a notification) and reads
 * it in the access log. Nothing waiting is a 404.
 */
export async function answerTakeOver(actor: Actor, agree: boolean, now = new Date()): Promise<{ parentId: string }> {
  // A child whose account is held for this very agreement (a change of country) answers too: the policy's own rule.
  assertCan(actor, 'answer:take-over:own');
  if (actor.role !== 'child') throw new AppError(404, 'families.errors.consentNotFound');
  return getDb().transaction(async (tx) => {
    const child = await lockChild(tx, actor.id);
    const pending = child ? await findPendingTakeOver(tx, child.id) : undefined;
    if (!child || !pending) throw new AppError(404, 'families.errors.consentNotFound');
    const audit = { component: 'families', entityId: `${pending.parentId}:${child.id}`, targetUser: child.email, subjectUserId: child.id, childId: child.id };
    const previousBasis = pending.schoolId ? 'school_authorisation' : null;
    const details = { childId: child.id, parentId: pending.parentId, previousBasis, schoolId: pending.schoolId, country: child.country, method: pending.schoolId ? 'linked_parent_declaration' : 'linked_parent_country_change' };
    // After a change of country nothing stands meanwhile: the law asks both yeses, so the account stays held, the
    // parent is told, and their card offers to ask again (decision 060's amendment); a school's authorisation stays.
    const held = pending.schoolId === null;
    if (!agree) {
      await tx.delete(parentalConsents).where(eq(parentalConsents.childId, child.id));
      await writeAudit(tx, actor, { ...audit, actionType: held ? COUNTRY_AGREEMENT_DECLINED_AUDIT_ACTION : TAKE_OVER_DECLINED_AUDIT_ACTION, message: `${child.email} did not agree to a parent's consent; ${held ? 'the account stays held' : "the school's authorisation stays"}`, details: { ...details, basis: previousBasis } });
      await publish(tx, takeOverAnswered, { parentId: pending.parentId, childId: child.id, agreed: false, held });
      return { parentId: pending.parentId };
    }
    await tx.update(parentalConsents).set({ childAgreedAt: now }).where(eq(parentalConsents.childId, child.id));
    await applyTakeOver(tx, child, pending.parentId, now, now);
    await writeAudit(tx, actor, { ...audit, actionType: CHILD_AGREEMENT_AUDIT_ACTION, message: `${child.email} agreed to their own account; it now stands on a parent's consent${pending.schoolId ? `, which school ${pending.schoolId} had authorised` : ''}`, details: { ...details, basis: 'parent_consent' } });
    await publish(tx, takeOverAnswered, { parentId: pending.parentId, childId: child.id, agreed: true, held });
    return { parentId: pending.parentId };
  });
}

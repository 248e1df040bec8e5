import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { consentRecords, parentalConsents } from '@/db/schema';
import { consentRuleFor, familyConsentNeeded, type ConsentBasis } from '@/lib/consent-ages';
import { markConsentGiven } from '@/modules/accounts/runtime';
import { writeAudit, type AuditActor } from '@/server/audit';
import { AppError } from '@/server/errors';
import { childQuery, lockChild, type ChildRow } from './child-row';

/*
 * On what a child's account stands (decision 060): a parent's consent to a request (decision 030), a parent who made
 * the account (decision 029), or the authorisation of the school that rostered it. Each is recorded once, in the
 * transaction that grants it, with its audit entry, which the parent's access log shows (access-log.ts). No
 * 'server-only': the schools module's roster import may run outside a request.
 */

export type { ConsentBasis };

/** The audit entry of each basis: its words are in families.accessLog.actions. */
const AUDIT_ACTION: Record<ConsentBasis, string> = {
  parent_consent: 'family_consent_approve',
  parent_created: 'family_consent_parent_created',
  school_authorisation: 'family_consent_school_authorisation',
};

interface Grant {
  basis: ConsentBasis;
  /** Who gave it: the parent, or the school's admin. */
  by: AuditActor & { id: string };
  schoolId?: string | null;
  childAgreedAt?: Date | null;
  at: Date;
  /** More for the audit entry's details (how a parent's consent was verified). */
  details?: Record<string, unknown>;
}

/**
 * Records the basis in the caller's transaction, with the country and age it was decided under, and audits it. A child
 * whose account already stands on a basis keeps it (the first that covered the account): returns false then.
 */
export async function recordConsentBasis(tx: Tx, child: Pick<ChildRow, 'id' | 'email' | 'country'>, grant: Grant): Promise<boolean> {
  const inserted = await tx
    .insert(consentRecords)
    .values({
      childId: child.id,
      basis: grant.basis,
      grantedBy: grant.by.id,
      schoolId: grant.schoolId ?? null,
      country: child.country,
      consentAge: consentRuleFor(child.country).age,
      childAgreedAt: grant.childAgreedAt ?? null,
      grantedAt: grant.at,
    })
    .onConflictDoNothing({ target: consentRecords.childId })
    .returning({ childId: consentRecords.childId });
  if (inserted.length === 0) return false;
  await writeAudit(tx, grant.by, {
    actionType: AUDIT_ACTION[grant.basis],
    component: 'families',
    entityId: `${grant.by.id}:${child.id}`,
    targetUser: child.email,
    subjectUserId: child.id,
    childId: child.id,
    message: `${grant.by.email} gave the account of ${child.email} its consent basis: ${grant.basis}${grant.schoolId ? ` (school ${grant.schoolId})` : ''}`,
    details: { childId: child.id, basis: grant.basis, country: child.country, schoolId: grant.schoolId ?? null, childAgreed: Boolean(grant.childAgreedAt), ...grant.details },
  });
  return true;
}

/** What the schools module records when a roster brings a child (decision 060): the school and its admin who authorised. */
export interface SchoolAuthorisation {
  childId: string;
  schoolId: string;
  /** The school's admin who authorised the school's use (the roster import's actor). */
  schoolAdmin: AuditActor & { id: string };
  at?: Date;
}

/**
 * A school authorises a rostered child's account for educational use (COPPA lets a school consent for it; GDPR art.
 * 6(1)(e) for a school's task): the family is not asked. A child who was waiting for a parent's answer stops waiting
 * and that request is withdrawn (the account is covered; a parent can still link and take over). Returns the basis the
 * account stands on afterwards: a parent's earlier consent stays in force. Call inside the import's transaction.
 */
export async function recordSchoolAuthorisation(tx: Tx, authorisation: SchoolAuthorisation): Promise<ConsentBasis> {
  const child = await lockChild(tx, authorisation.childId);
  // The everyday words of a missing account: this file is reached from every page through families' front door.
  if (!child) throw new AppError(404, 'errors.userNotFound');
  const at = authorisation.at ?? new Date();
  const recorded = await recordConsentBasis(tx, child, { basis: 'school_authorisation', by: authorisation.schoolAdmin, schoolId: authorisation.schoolId, at });
  if (!recorded) return (await findConsentBasis(tx, child.id))!;
  if (child.consentPending) {
    await tx.delete(parentalConsents).where(and(eq(parentalConsents.childId, child.id), isNull(parentalConsents.approvedAt)));
    await markConsentGiven(tx, child.id);
  }
  return 'school_authorisation';
}

/** The basis a child's account stands on, or null (a child who consented themself, or one still waiting). */
export async function findConsentBasis(db: Db | Tx, childId: string): Promise<ConsentBasis | null> {
  const [row] = await db.select({ basis: consentRecords.basis }).from(consentRecords).where(eq(consentRecords.childId, childId));
  return (row?.basis as ConsentBasis | undefined) ?? null;
}

/** Whether the child's family must still give a parent's consent: their age and country, and the basis (decision 060). */
export async function needsFamilyConsent(db: Db | Tx, childId: string, now = new Date()): Promise<boolean> {
  // One after the other: in a transaction both go over one connection, which takes one statement at a time.
  const [child] = await childQuery(db, childId);
  const basis = await findConsentBasis(db, childId);
  if (!child) return false;
  return familyConsentNeeded({ birthYear: child.birthYear, country: child.country, basis }, now);
}

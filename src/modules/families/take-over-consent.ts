import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { consentRecords, familyLinkEvents, familyLinks } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';

/** The audit entry of a take-over: its words are in families.access.actions. */
export const TAKE_OVER_AUDIT_ACTION = 'family_consent_take_over';

/**
 * A linked parent of a child whose account stands on the school's authorisation (decision 060) gives their own consent
 * as the child's parent: the account stands on the family's consent from then on (use at home, not only at school),
 * and that parent looks after it as the parent who consented does (decision 044: they decide who else joins, only they
 * end their link). One transaction under the child's row lock: the basis, the link, the child's family event and the
 * audit entry. The country and age the basis was decided under stay; the school that authorised before is kept in
 * the audit entry, the record keeps only the basis in force.
 *
 * The same parent asking again changes nothing (`changed: false`); a child who is not theirs is a 404; a child whose
 * account stands on anything but a school's authorisation (or nothing) is a 409: there is nothing to take over.
 */
export async function takeOverConsent(actor: Actor, childId: string, now = new Date()): Promise<{ name: string; changed: boolean }> {
  assertCan(actor, 'answer:consent:own');
  // The same verified account 030 asks of a parent who agrees to a request: the consent is theirs to give.
  if (!actor.emailVerified) throw new AppError(403, 'families.errors.consentNeedsVerifiedParent');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'read:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    const name = fullNameOrEmail(child);
    const [record] = await tx.select({ basis: consentRecords.basis, grantedBy: consentRecords.grantedBy, schoolId: consentRecords.schoolId }).from(consentRecords).where(eq(consentRecords.childId, child.id));
    if (record?.basis === 'parent_consent' && record.grantedBy === actor.id) return { name, changed: false };
    if (record?.basis !== 'school_authorisation') throw new AppError(409, 'families.errors.takeOverNotSchool');
    await tx
      .update(consentRecords)
      .set({ basis: 'parent_consent', grantedBy: actor.id, schoolId: null, childAgreedAt: null, grantedAt: now })
      .where(eq(consentRecords.childId, child.id));
    await tx.update(familyLinks).set({ consenting: true }).where(and(eq(familyLinks.parentId, actor.id), eq(familyLinks.childId, child.id)));
    // The child is told on their dashboard, as when a parent agrees to a request (decision 030).
    await tx.insert(familyLinkEvents).values({ parentId: actor.id, childId: child.id, status: 'consented', decidedAt: now });
    await writeAudit(tx, actor, {
      actionType: TAKE_OVER_AUDIT_ACTION,
      component: 'families',
      entityId: `${actor.id}:${child.id}`,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} gave a parent's consent to the account of ${child.email}, which school ${record.schoolId} had authorised`,
      details: { childId: child.id, basis: 'parent_consent', previousBasis: 'school_authorisation', schoolId: record.schoolId, country: child.country, method: 'linked_parent_declaration' },
    });
    return { name, changed: true };
  });
}

import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { consentRecords, familyLinkEvents, familyLinks, parentalConsents } from '@/db/schema';
import { childAgreementNeeded, consentRuleFor, COUNTRY_CODES, familyConsentNeeded, type ConsentBasis } from '@/lib/consent-ages';
import { fullNameOrEmail } from '@/lib/person-name';
import { markConsentGiven, markConsentPending, saveChildCountry } from '@/modules/accounts';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { publish } from '@/server/domain-events';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';
import type { ChildRow } from './child-row';
import { recordConsentBasis } from './consent-basis';
import { newToken } from './consent-request';
import { countryConsentNeeded } from './events';
import { guardianIdsOf } from './guardian-ids';
import { assertParentPassword } from './parent-password';

/** The audit entry of a change of country: its words are in families.access.actions. */
export const COUNTRY_CHANGE_AUDIT_ACTION = 'family_country_change';

/**
 * What the new country's rule did to the account (decision 060):
 * - `unchanged`: it was the child's country already; nothing was written;
 * - `covered`: the account stands on what it had (a basis, or the child's own age);
 * - `consented`: the parent who changed it gave the parent's consent the new country asks for;
 * - `childAsked`: that parent's consent waits for the child's own agreement (France below 15), asked on their dashboard;
 * - `waiting`: an admin changed it and the account waits for a parent's consent, as a registration below the age does;
 * - `released`: the account waited for a parent's consent that the new country does not ask for.
 */
export type CountryChangeOutcome = 'unchanged' | 'covered' | 'consented' | 'childAsked' | 'waiting' | 'released';

export interface CountryChangeResult {
  name: string;
  outcome: CountryChangeOutcome;
  /** A parent confirmed the country the account already has, to give the consent it waits for (nothing moved). */
  confirmed?: true;
}

/**
 * A child's country changes (a family moves abroad), and the consent rule of the new country is re-applied to the
 * child's age in the same transaction, under the child's row lock (decision 060's amendment). Who: a linked parent,
 * confirming with their own password (decision 030's check, before anything is written), or an admin from the back
 * office; never the child (the country decides whether a parent is asked: the child choosing it would choose whether
 * their parent is asked) and never a tutor (`change:child-country:own` / `:any`). Another family's child, or a
 * missing one, is a 404 for a parent.
 *
 * When the new country asks a parent's consent that the account does not stand on: the parent who changes it gives it
 * (the basis `parent_consent`, with the new country and its age; their link becomes the consenting one, decision 044),
 * and where the child's own agreement is asked too (France below 15) their consent waits for it on the child's
 * dashboard as a take-over's does (take-over-pending.ts), the account held until then. An admin's change holds the
 * account as a registration below the age is held (`consent_pending`) and tells its linked parents, one of whom gives
 * the consent by confirming the country here with their password (no mailed request, whose lapse would erase the
 * account). A basis already in force (a parent's consent, a parent-made account, the school's
 * authorisation) is kept. The same country again writes nothing.
 */
export async function changeChildCountry(actor: Actor, input: { childId: string; country: string; password?: string }, now = new Date()): Promise<CountryChangeResult> {
  assertCan(actor, 'change:child-country:own');
  // Everyday words only ('errors.…'): this file is reached from every page through families' front door, which sends
  // the browser the words its files can answer with (src/i18n/client-messages.ts).
  if (!COUNTRY_CODES.includes(input.country)) throw new AppError(400, 'errors.countryUnknown', { country: 'errors.countryUnknown' });
  const byAdmin = can(actor, 'change:child-country:any');
  if (!byAdmin) await assertParentPassword(actor, input.password ?? '');
  return getDb().transaction(async (tx): Promise<CountryChangeResult> => {
    const child = await findOwnChild(tx, actor, input.childId, 'change:child-country:own', true);
    if (!child) throw new AppError(404, 'errors.userNotFound');
    const name = fullNameOrEmail(child);
    // The same country again changes nothing; but a linked parent who confirms it for an account held for a parent's
    // consent (an admin's change, below) gives that consent here, with their password.
    if (child.country === input.country && (byAdmin || !child.consentPending)) return { name, outcome: 'unchanged' as const };
    const [record] = await tx.select({ basis: consentRecords.basis }).from(consentRecords).where(eq(consentRecords.childId, child.id));
    const basis = (record?.basis as ConsentBasis | undefined) ?? null;
    const moved = { ...child, country: input.country };
    await saveChildCountry(tx, child.id, input.country);
    const applied = byAdmin ? await applyForAdmin(tx, moved, basis, now) : await applyForParent(tx, actor, moved, basis, now);
    await writeAudit(tx, actor, {
      actionType: COUNTRY_CHANGE_AUDIT_ACTION,
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} changed the country of ${child.email} from ${child.country ?? 'none'} to ${input.country}: ${applied.outcome}`,
      details: { childId: child.id, from: child.country, to: input.country, consentAge: consentRuleFor(input.country).age, basis, outcome: applied.outcome, by: byAdmin ? 'admin' : 'parent' },
    });
    return { name, outcome: applied.outcome, ...(child.country === input.country ? { confirmed: true as const } : {}) };
  });
}

interface Applied {
  outcome: Exclude<CountryChangeOutcome, 'unchanged'>;
}

/** A linked parent changed it: they give what the new country asks of a parent, if the account lacks it. */
async function applyForParent(tx: Tx, actor: Actor, child: ChildRow, basis: ConsentBasis | null, now: Date): Promise<Applied> {
  if (!familyConsentNeeded({ ...child, basis }, now)) return { outcome: await releaseIfWaiting(tx, child, basis)};
  // The consent is theirs to give only from a verified account, as for 030's agreement and the take-over.
  if (!actor.emailVerified) throw new AppError(403, 'errors.parentEmailUnverified');
  if (childAgreementNeeded(child, now)) {
    // France below 15: the parent's consent counts with the child's own yes. Kept as the take-over keeps it (an
    // answered request whose token is never sent); the child answers on their dashboard, the account held till then.
    const answered = { parentEmail: actor.email.toLowerCase(), tokenHash: newToken().tokenHash, requestedAt: now, sentAt: now, expiresAt: now, approvedAt: now, approvedBy: actor.id, method: null, parentAddressHash: null, mailWithheld: false, childAgreedAt: null };
    await tx.insert(parentalConsents).values({ childId: child.id, ...answered }).onConflictDoUpdate({ target: parentalConsents.childId, set: answered });
    await markConsentPending(tx, child.id);
    return { outcome: 'childAsked'};
  }
  await recordConsentBasis(tx, child, { basis: 'parent_consent', by: actor, at: now, details: { method: 'linked_parent_country_change' } });
  await tx.update(familyLinks).set({ consenting: true }).where(and(eq(familyLinks.parentId, actor.id), eq(familyLinks.childId, child.id)));
  await tx.insert(familyLinkEvents).values({ parentId: actor.id, childId: child.id, status: 'consented', decidedAt: now });
  if (child.consentPending) await endWaiting(tx, child.id);
  return { outcome: 'consented'};
}

/**
 * An admin changed it: an account that now lacks a parent's consent is held, as a registration below the age is, and
 * its linked parents are told (a notification): one of them gives the consent by confirming the country on the child's
 * card with their own password. No mailed request: its lapse would erase the account (decision 030's purge), and a
 * correction in the back office must never erase a child's work.
 */
async function applyForAdmin(tx: Tx, child: ChildRow, basis: ConsentBasis | null, now: Date): Promise<Applied> {
  if (!familyConsentNeeded({ ...child, basis }, now)) return { outcome: await releaseIfWaiting(tx, child, basis) };
  if (child.consentPending) return { outcome: 'waiting' };
  const parentIds = await guardianIdsOf(child.id, tx);
  // Held with no linked parent, the account would wait for a consent nobody is asked for and nobody can give (the
  // child cannot name a parent from a held dashboard): refused, the change rolled back, until a parent is linked. A
  // rostered child is never held here: the school's authorisation is kept whatever the country (decision 060).
  if (parentIds.length === 0) throw new AppError(409, 'errors.countryChangeNeedsParent', { country: 'errors.countryChangeNeedsParent' });
  await markConsentPending(tx, child.id);
  await publish(tx, countryConsentNeeded, { childId: child.id, parentIds });
  return { outcome: 'waiting' };
}

/** The new country asks nothing of a parent: an account that waited for one opens (its unanswered request withdrawn). */
async function releaseIfWaiting(tx: Tx, child: ChildRow, basis: ConsentBasis | null): Promise<'covered' | 'released'> {
  if (!child.consentPending) return 'covered';
  // A parent's consent that waited for the child's own agreement (France) is asked no more where no basis needs it.
  if (basis === null) await tx.delete(parentalConsents).where(and(eq(parentalConsents.childId, child.id), isNull(parentalConsents.childAgreedAt)));
  await endWaiting(tx, child.id);
  return 'released';
}

async function endWaiting(tx: Tx, childId: string): Promise<void> {
  await tx.delete(parentalConsents).where(and(eq(parentalConsents.childId, childId), isNull(parentalConsents.approvedAt)));
  await markConsentGiven(tx, childId);
}

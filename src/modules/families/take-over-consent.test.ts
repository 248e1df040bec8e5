import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, consentRecords, familyLinkEvents, familyLinks, notifications, parentalConsents, schools, users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, TEST_PASSWORD } from '../../../tests/factories';
import { getChildAccessLog } from './access-log';
import { recordSchoolAuthorisation } from './consent-basis';
import { createChild } from './create-child';
import { createChildSchema } from './create-child-schemas';
import { consentingGuardianIdsOf } from './guardian-ids';
import { getChildFamily, getChildrenPage } from './link-queries';
import { answerRequest, requestLink } from './links';
import { answerTakeOver, takeOverConsent } from './take-over-consent';
import { thisYear } from './test-support/young-child';

/*
 * A linked parent takes over the account of a child the school rostered (decision 060): the basis becomes their
 * consent, they look after the account (decision 044), the access log says so, and the school's roster does not take
 * it back. On both databases (the integration project runs on each).
 */

const person = async (role: 'child' | 'parent', firstName: string) => actorFor(await createTestUser({ role, firstName, lastName: 'Test' }));

/** A child the school's roster made, standing on the school's authorisation, as the schools module records it. */
async function rosteredChild({ country = 'US', age = 8 }: { country?: string; age?: number } = {}) {
  const child = await person('child', 'Sam');
  await getDb().update(users).set({ birthYear: thisYear - age, country }).where(eq(users.id, child.id));
  const schoolAdmin = await createTestUser({ role: 'tutor', firstName: 'Dana', lastName: 'Head' });
  const schoolName = `${country === 'FR' ? 'École Jules-Ferry' : 'Lincoln'} ${randomBytes(4).toString('hex')}`;
  const [school] = await getDb().insert(schools).values({ name: schoolName, country }).returning({ id: schools.id });
  const at = new Date('2026-09-01T08:00:00Z');
  await getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: child.id, schoolId: school!.id, schoolAdmin, at }));
  return { child, schoolId: school!.id, schoolName, schoolAdmin, at };
}

/** A parent links with the child's code and the child accepts (decision 026). */
async function link(parent: Actor, child: Actor) {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, child.id));
  const { eventId } = await requestLink(parent, row!.code!);
  await answerRequest(child, eventId, true);
}

const recordOf = async (childId: string) => (await getDb().select().from(consentRecords).where(eq(consentRecords.childId, childId)))[0];
const auditsOf = (childId: string, actionType: string) => getDb().select().from(auditLogs).where(and(eq(auditLogs.childId, childId), eq(auditLogs.actionType, actionType)));
const takeOvers = (childId: string) => auditsOf(childId, 'family_consent_take_over');
/** What the parent was told about this child's answers to a take-over. */
const toldAbout = (parent: Actor, childId: string) =>
  getDb().select({ type: notifications.type, params: notifications.params, link: notifications.link }).from(notifications).where(and(eq(notifications.recipientId, parent.id), eq(notifications.childId, childId)));
const takeOverNews = async (parent: Actor, childId: string) => (await toldAbout(parent, childId)).filter((row) => row.type.startsWith('take_over_'));
const cardOf = async (parent: Actor, childId: string) => (await getChildrenPage(parent)).children.find((card) => card.id === childId)!;

describe("a parent takes over a rostered child's account", () => {
  it('replaces the school’s authorisation with the parent’s consent, makes them the parent who decides, and logs it where the family reads it', async () => {
    const { child, schoolId, schoolName, schoolAdmin } = await rosteredChild();
    const parent = await person('parent', 'Priya');
    const otherParent = await person('parent', 'Omar');
    await link(parent, child);
    await link(otherParent, child);
    // Before: the card offers the take-over, dated by the school's authorisation.
    const before = (await getChildrenPage(parent)).children.find((card) => card.id === child.id)!;
    expect(before.schoolAuthorisedAt).toEqual(new Date('2026-09-01T08:00:00Z'));
    expect(before.consenting).toBe(false);
    // It names the school, read from the schools module by the id the consent record keeps.
    expect(before).toMatchObject({ schoolName, childAgreementToo: false, takeOverAwaitingChild: false });

    const now = new Date('2026-11-28T10:00:00Z');
    expect(await takeOverConsent(parent, child.id, TEST_PASSWORD, now)).toEqual({ name: 'Sam Test', changed: true, awaitingChild: false });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, schoolId: null, grantedAt: now, country: 'US', consentAge: 13 });
    const [audit] = await takeOvers(child.id);
    expect(audit).toMatchObject({ performedBy: parent.email, subjectUserId: child.id, details: { basis: 'parent_consent', previousBasis: 'school_authorisation', schoolId, country: 'US' } });
    expect(await consentingGuardianIdsOf(child.id)).toEqual([parent.id]);
    // The card is gone; the other linked parent reads who gave consent in the access log, and the child is told.
    const after = (await getChildrenPage(parent)).children.find((card) => card.id === child.id)!;
    expect(after).toMatchObject({ schoolAuthorisedAt: null, schoolName: null, consenting: true, canDelete: true });
    expect((await getChildrenPage(otherParent)).children.find((card) => card.id === child.id)).toMatchObject({ schoolAuthorisedAt: null, consenting: false, canDelete: false });
    const log = (await getChildAccessLog(otherParent, child.id))!;
    expect(log.entries.find((entry) => entry.action === 'family_consent_take_over')).toMatchObject({ by: { who: 'other', role: 'parent', name: 'Priya Test' } });
    expect((await getChildAccessLog(parent, child.id))!.entries.find((entry) => entry.action === 'family_consent_take_over')).toMatchObject({ by: { who: 'you' } });
    expect((await getChildFamily(child)).events).toContainEqual(expect.objectContaining({ kind: 'consented', person: expect.objectContaining({ id: parent.id }) }));

    // Decision 044: a new adult's request now waits for this parent, not for the child.
    const newcomer = await person('parent', 'Nia');
    const [code] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, child.id));
    expect(await requestLink(newcomer, code!.code!)).toMatchObject({ awaitingGuardian: true });

    // Twice is one change: the same answer, nothing written.
    expect(await takeOverConsent(parent, child.id, TEST_PASSWORD, new Date('2026-11-29T10:00:00Z'))).toEqual({ name: 'Sam Test', changed: false, awaitingChild: false });
    expect(await takeOvers(child.id)).toHaveLength(1);
    expect(await recordOf(child.id)).toMatchObject({ grantedAt: now });
    // Another linked parent finds nothing to take over once the account stands on a parent's consent.
    expect(await appErrorOf(takeOverConsent(otherParent, child.id, TEST_PASSWORD))).toMatchObject({ status: 409, message: 'families.errors.takeOverNotSchool' });

    // The school's roster, run again, does not take the account back: the parent's consent stays the basis.
    expect(await getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: child.id, schoolId, schoolAdmin }))).toBe('parent_consent');
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, schoolId: null, grantedAt: now });
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.childId, child.id), eq(auditLogs.actionType, 'family_consent_school_authorisation')))).toHaveLength(1);
  });

  it('is a 404 for a parent who is not linked, or an admin, and changes nothing', async () => {
    const { child } = await rosteredChild();
    const stranger = await person('parent', 'Stan');
    expect(await appErrorOf(takeOverConsent(stranger, child.id, TEST_PASSWORD))).toMatchObject({ status: 404, message: 'families.errors.childNotFound' });
    expect(await appErrorOf(takeOverConsent(stranger, 'no-such-child', TEST_PASSWORD))).toMatchObject({ status: 404, message: 'families.errors.childNotFound' });
    // The academy's admin holds a parent's permissions but is nobody's parent: the same 404.
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    expect(await appErrorOf(takeOverConsent(admin, child.id, TEST_PASSWORD))).toMatchObject({ status: 404, message: 'families.errors.childNotFound' });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'school_authorisation' });
    expect(await takeOvers(child.id)).toEqual([]);
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, child.id))).toEqual([]);
  });

  it('is a 409 for a child whose account stands on a parent’s basis, and the card is not offered', async () => {
    const maker = await person('parent', 'Mara');
    const made = await createChild(maker, createChildSchema.parse({ firstName: 'Ada', birthYear: String(thisYear - 9), username: `ada.${randomBytes(4).toString('hex')}`, email: '', password: 'maple-kite-orbit-47' }));
    expect((await getChildrenPage(maker)).children.find((card) => card.id === made.childId)).toMatchObject({ schoolAuthorisedAt: null });
    expect(await appErrorOf(takeOverConsent(maker, made.childId, TEST_PASSWORD))).toMatchObject({ status: 409, message: 'families.errors.takeOverNotSchool' });
    expect(await recordOf(made.childId)).toMatchObject({ basis: 'parent_created', grantedBy: maker.id });
    expect(await takeOvers(made.childId)).toEqual([]);
  });

  it('asks a parent to confirm their own e-mail address first', async () => {
    const { child } = await rosteredChild();
    const parentUser = await createTestUser({ role: 'parent', firstName: 'Uma', lastName: 'Test', emailVerified: false });
    const parent = await actorFor(parentUser);
    await link(parent, child);
    expect(await appErrorOf(takeOverConsent(parent, child.id, TEST_PASSWORD))).toMatchObject({ status: 403, message: 'families.errors.consentNeedsVerifiedParent' });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'school_authorisation' });
  });

  it('asks the parent’s own password, and a wrong one is refused under the field with nothing written', async () => {
    const { child } = await rosteredChild();
    const parent = await person('parent', 'Wes');
    await link(parent, child);
    const eventsBefore = await getDb().select().from(familyLinkEvents).where(eq(familyLinkEvents.childId, child.id));
    expect(await appErrorOf(takeOverConsent(parent, child.id, 'not-my-password'))).toMatchObject({ status: 400, message: 'errors.currentPasswordWrong', fieldErrors: { password: 'errors.currentPasswordWrong' } });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'school_authorisation', grantedBy: expect.any(String), schoolId: expect.any(String) });
    expect(await consentingGuardianIdsOf(child.id)).toEqual([]);
    expect(await getDb().select().from(familyLinkEvents).where(eq(familyLinkEvents.childId, child.id))).toHaveLength(eventsBefore.length);
    expect(await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([]);
    expect(await takeOvers(child.id)).toEqual([]);
    expect(await cardOf(parent, child.id)).toMatchObject({ schoolAuthorisedAt: new Date('2026-09-01T08:00:00Z'), consenting: false });
  });

  it('for a French child under 15, keeps the school’s authorisation until the child agrees on their dashboard', async () => {
    const { child, schoolId, schoolName } = await rosteredChild({ country: 'FR', age: 12 });
    const parent = await person('parent', 'Léa');
    await link(parent, child);
    expect(await cardOf(parent, child.id)).toMatchObject({ schoolName, childAgreementToo: true, takeOverAwaitingChild: false });
    expect((await getChildFamily(child)).takeOverAgreement).toBeNull();

    const asked = new Date('2026-11-28T10:00:00Z');
    expect(await takeOverConsent(parent, child.id, TEST_PASSWORD, asked)).toEqual({ name: 'Sam Test', changed: true, awaitingChild: true });
    // The parent's consent is recorded, the basis is not theirs yet: the school's authorisation stays in force.
    expect(await recordOf(child.id)).toMatchObject({ basis: 'school_authorisation', schoolId, childAgreedAt: null });
    expect(await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([expect.objectContaining({ approvedBy: parent.id, approvedAt: asked, childAgreedAt: null })]);
    expect(await consentingGuardianIdsOf(child.id)).toEqual([]);
    expect(await takeOvers(child.id)).toEqual([]);
    expect(await auditsOf(child.id, 'family_consent_take_over_asked')).toEqual([expect.objectContaining({ performedBy: parent.email, details: expect.objectContaining({ basis: 'school_authorisation', schoolId, country: 'FR' }) })]);
    expect(await cardOf(parent, child.id)).toMatchObject({ schoolAuthorisedAt: new Date('2026-09-01T08:00:00Z'), takeOverAwaitingChild: true, consenting: false });
    // Asked again: nothing new, and it says it still waits.
    expect(await takeOverConsent(parent, child.id, TEST_PASSWORD)).toEqual({ name: 'Sam Test', changed: false, awaitingChild: true });
    expect(await auditsOf(child.id, 'family_consent_take_over_asked')).toHaveLength(1);

    // The child is asked on their dashboard, with the parent's name, and agrees.
    expect((await getChildFamily(child)).takeOverAgreement).toMatchObject({ parent: { id: parent.id, name: 'Léa Test' }, askedAt: asked });
    const agreed = new Date('2026-11-28T16:00:00Z');
    await answerTakeOver(child, true, agreed);
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, schoolId: null, childAgreedAt: agreed, grantedAt: agreed, country: 'FR', consentAge: 15 });
    expect(await consentingGuardianIdsOf(child.id)).toEqual([parent.id]);
    expect((await getChildFamily(child)).takeOverAgreement).toBeNull();
    expect(await cardOf(parent, child.id)).toMatchObject({ schoolAuthorisedAt: null, consenting: true });
    const log = (await getChildAccessLog(parent, child.id))!;
    expect(log.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['family_consent_take_over_asked', 'family_consent_child_agreement']));
    expect(log.entries.find((entry) => entry.action === 'family_consent_child_agreement')).toMatchObject({ by: { who: 'child' } });
    // The parent is told the answer, with the child's name and the way to the child's card.
    expect(await takeOverNews(parent, child.id)).toEqual([{ type: 'take_over_agreed', params: { name: 'Sam Test' }, link: '/children' }]);
    // Nothing waits any more.
    expect(await appErrorOf(answerTakeOver(child, true))).toMatchObject({ status: 404, message: 'families.errors.consentNotFound' });
  });

  it('for a French child under 15 who says not now, the school’s authorisation stays and the parent may ask again', async () => {
    const { child, schoolId } = await rosteredChild({ country: 'FR', age: 13 });
    const parent = await person('parent', 'Noé');
    await link(parent, child);
    await takeOverConsent(parent, child.id, TEST_PASSWORD);
    // Only the child answers for themself: the parent cannot answer in their place.
    expect(await appErrorOf(answerTakeOver(parent, true))).toMatchObject({ status: 403 });
    await answerTakeOver(child, false);
    expect(await recordOf(child.id)).toMatchObject({ basis: 'school_authorisation', schoolId });
    expect(await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([]);
    expect(await consentingGuardianIdsOf(child.id)).toEqual([]);
    expect(await cardOf(parent, child.id)).toMatchObject({ takeOverAwaitingChild: false, childAgreementToo: true });
    expect((await getChildAccessLog(parent, child.id))!.entries.find((entry) => entry.action === 'family_consent_take_over_declined')).toMatchObject({ by: { who: 'child' } });
    expect(await takeOverNews(parent, child.id)).toEqual([{ type: 'take_over_declined', params: { name: 'Sam Test' }, link: '/children' }]);
    expect(await takeOverConsent(parent, child.id, TEST_PASSWORD)).toMatchObject({ changed: true, awaitingChild: true });
  });

  it('for a French child of 16, the parent’s consent is enough: the law asks the child’s agreement only below 15', async () => {
    const { child } = await rosteredChild({ country: 'FR', age: 16 });
    const parent = await person('parent', 'Inès');
    await link(parent, child);
    expect(await cardOf(parent, child.id)).toMatchObject({ childAgreementToo: false });
    expect(await takeOverConsent(parent, child.id, TEST_PASSWORD)).toMatchObject({ changed: true, awaitingChild: false });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id });
  });
});

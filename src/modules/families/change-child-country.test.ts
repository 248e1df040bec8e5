import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, consentRecords, familyLinks, notifications, parentalConsents, schools, users } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, TEST_PASSWORD } from '../../../tests/factories';
import { getChildAccessLog } from './access-log';
import { changeChildCountry } from './change-child-country';
import { recordSchoolAuthorisation } from './consent-basis';
import { consentingGuardianIdsOf } from './guardian-ids';
import { getChildFamily, getChildrenPage } from './link-queries';
import { answerRequest, requestLink } from './links';
import { answerTakeOver } from './take-over-consent';
import { thisYear } from './test-support/young-child';

/*
 * A child's country changes and the new country's consent rule is re-applied (decision 060's amendment): a linked
 * parent with their password gives what the new law asks, an admin's change holds an account that lacks it, a school's
 * authorisation is kept, and nobody else may change it. On both databases (the integration project runs on each).
 */

const person = async (role: 'child' | 'parent' | 'tutor' | 'admin', firstName: string, emailVerified = true) => actorFor(await createTestUser({ role, firstName, lastName: 'Test', emailVerified }));

/** A child who registered alone at or above their country's age: no basis, their own consent. */
async function childIn(country: string, age: number) {
  const child = await person('child', 'Sam');
  await getDb().update(users).set({ birthYear: thisYear - age, country }).where(eq(users.id, child.id));
  return child;
}

/** A parent links with the child's code and the child accepts (decision 026). */
async function link(parent: Actor, child: Actor) {
  const [row] = await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, child.id));
  const { eventId } = await requestLink(parent, row!.code!);
  await answerRequest(child, eventId, true);
}

/** What a parent was told about this child's country. */
const toldOf = async (parent: Actor, childId: string, type = 'country_consent_needed') =>
  (await getDb().select({ type: notifications.type, params: notifications.params, link: notifications.link }).from(notifications).where(and(eq(notifications.recipientId, parent.id), eq(notifications.childId, childId)))).filter((row) => row.type === type);
/** What the parent's /children card says of the account's hold after a change of country. */
const holdOn = async (parent: Actor, childId: string) => (await getChildrenPage(parent)).children.find((card) => card.id === childId)?.countryHold;
const rowOf = async (childId: string) => (await getDb().select({ country: users.country, consentPending: users.consentPending }).from(users).where(eq(users.id, childId)))[0]!;
const recordOf = async (childId: string) => (await getDb().select().from(consentRecords).where(eq(consentRecords.childId, childId)))[0];
const changesOf = (childId: string) => getDb().select().from(auditLogs).where(and(eq(auditLogs.childId, childId), eq(auditLogs.actionType, 'family_country_change')));
const requestsOf = (childId: string) => getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, childId));

describe("a child's country changes", () => {
  it('by a linked parent with their password: the new country’s consent is given by that parent, audited, and a repeat changes nothing', async () => {
    // A 14-year-old American registered alone (13 is the age there); the family moves to Ireland (16).
    const child = await childIn('US', 14);
    const parent = await person('parent', 'Priya');
    await link(parent, child);
    const now = new Date(`${thisYear}-11-28T10:00:00Z`);
    expect(await changeChildCountry(parent, { childId: child.id, country: 'IE', password: TEST_PASSWORD }, now)).toEqual({ name: 'Sam Test', outcome: 'consented' });
    expect(await rowOf(child.id)).toEqual({ country: 'IE', consentPending: false });
    // The consent record names the parent who gave it, and the country and age it was decided under.
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, schoolId: null, country: 'IE', consentAge: 16, grantedAt: now });
    expect(await consentingGuardianIdsOf(child.id)).toEqual([parent.id]);
    // The access log reads the change by its columns (decision 058), with the basis given beside it.
    const [change] = await changesOf(child.id);
    expect(change).toMatchObject({ actorId: parent.id, subjectUserId: child.id, childId: child.id, details: expect.objectContaining({ from: 'US', to: 'IE', consentAge: 16, outcome: 'consented', by: 'parent' }) });
    const log = (await getChildAccessLog(parent, child.id))!;
    expect(log.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['family_country_change', 'family_consent_approve']));
    expect(log.entries.find((entry) => entry.action === 'family_country_change')).toMatchObject({ by: { who: 'you' } });

    // The same country again: nothing written, and said so.
    expect(await changeChildCountry(parent, { childId: child.id, country: 'IE', password: TEST_PASSWORD })).toEqual({ name: 'Sam Test', outcome: 'unchanged' });
    expect(await changesOf(child.id)).toHaveLength(1);
    expect(await recordOf(child.id)).toMatchObject({ grantedAt: now });

    // Back to a 13-country: the parent's consent stays the basis (it was given; a lower age asks nothing more).
    expect(await changeChildCountry(parent, { childId: child.id, country: 'US', password: TEST_PASSWORD })).toMatchObject({ outcome: 'covered' });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, country: 'IE' });
  });

  it('asks nothing more where the new country’s age is below the child’s', async () => {
    const child = await childIn('US', 15);
    const parent = await person('parent', 'Pia');
    await link(parent, child);
    expect(await changeChildCountry(parent, { childId: child.id, country: 'ES', password: TEST_PASSWORD })).toMatchObject({ outcome: 'covered' });
    expect(await rowOf(child.id)).toEqual({ country: 'ES', consentPending: false });
    expect(await recordOf(child.id)).toBeUndefined();
  });

  it('refuses a wrong password under the field, an unknown country, and writes nothing', async () => {
    const child = await childIn('US', 14);
    const parent = await person('parent', 'Wes');
    await link(parent, child);
    expect(await appErrorOf(changeChildCountry(parent, { childId: child.id, country: 'IE', password: 'not-my-password' }))).toMatchObject({ status: 400, message: 'errors.currentPasswordWrong', fieldErrors: { password: 'errors.currentPasswordWrong' } });
    expect(await appErrorOf(changeChildCountry(parent, { childId: child.id, country: 'XX', password: TEST_PASSWORD }))).toMatchObject({ status: 400, fieldErrors: { country: 'errors.countryUnknown' } });
    expect(await rowOf(child.id)).toEqual({ country: 'US', consentPending: false });
    expect(await recordOf(child.id)).toBeUndefined();
    expect(await changesOf(child.id)).toEqual([]);
    expect(await consentingGuardianIdsOf(child.id)).toEqual([]);
  });

  it('asks a parent to confirm their own e-mail address before giving the consent, and rolls the change back', async () => {
    const child = await childIn('US', 14);
    const parent = await person('parent', 'Uma', false);
    await link(parent, child);
    expect(await appErrorOf(changeChildCountry(parent, { childId: child.id, country: 'IE', password: TEST_PASSWORD }))).toMatchObject({ status: 403, message: 'errors.parentEmailUnverified' });
    expect(await rowOf(child.id)).toEqual({ country: 'US', consentPending: false });
    expect(await changesOf(child.id)).toEqual([]);
  });

  it('is a 404 for another family’s parent and a 403 for the child and a tutor', async () => {
    const child = await childIn('US', 14);
    const parent = await person('parent', 'Lin');
    await link(parent, child);
    const stranger = await person('parent', 'Stan');
    expect(await appErrorOf(changeChildCountry(stranger, { childId: child.id, country: 'IE', password: TEST_PASSWORD }))).toMatchObject({ status: 404, message: 'errors.userNotFound' });
    expect(await appErrorOf(changeChildCountry(parent, { childId: 'no-such-child', country: 'IE', password: TEST_PASSWORD }))).toMatchObject({ status: 404 });
    // Never the child: the country decides whether a parent is asked.
    expect(await appErrorOf(changeChildCountry(child, { childId: child.id, country: 'GB', password: TEST_PASSWORD }))).toMatchObject({ status: 403 });
    const tutor = await person('tutor', 'Tia');
    expect(await appErrorOf(changeChildCountry(tutor, { childId: child.id, country: 'IE' }))).toMatchObject({ status: 403 });
    expect(await rowOf(child.id)).toEqual({ country: 'US', consentPending: false });
    expect(await changesOf(child.id)).toEqual([]);
  });

  it('by an admin: an account that lacks the consent now needed is held, its parents are told, and one gives it on the card', async () => {
    const child = await childIn('US', 14);
    const parent = await person('parent', 'Ada');
    await link(parent, child);
    const admin = await person('admin', 'Root');
    expect(await changeChildCountry(admin, { childId: child.id, country: 'NL' })).toMatchObject({ outcome: 'waiting' });
    expect(await rowOf(child.id)).toEqual({ country: 'NL', consentPending: true });
    expect(await recordOf(child.id)).toBeUndefined();
    // No mailed request (its lapse would erase the account): the linked parent is told in the app and by e-mail.
    expect(await requestsOf(child.id)).toEqual([]);
    expect(await toldOf(parent, child.id)).toEqual([{ type: 'country_consent_needed', params: { name: 'Sam Test' }, link: '/children' }]);
    // The card says the account waits for this parent's consent (read with the page's one statement of children).
    expect(await holdOn(parent, child.id)).toBe('parentConsent');
    const [change] = await changesOf(child.id);
    expect(change).toMatchObject({ actorId: admin.id, subjectUserId: child.id, childId: child.id, details: expect.objectContaining({ from: 'US', to: 'NL', outcome: 'waiting', by: 'admin' }) });
    // Again by the admin: nothing more.
    expect(await changeChildCountry(admin, { childId: child.id, country: 'NL' })).toMatchObject({ outcome: 'unchanged' });
    expect(await changesOf(child.id)).toHaveLength(1);
    // The parent confirms the country on the card with their password: their consent, and the account opens.
    expect(await appErrorOf(changeChildCountry(parent, { childId: child.id, country: 'NL', password: 'not-my-password' }))).toMatchObject({ status: 400 });
    // Nothing moved: the answer is a confirmation (the card says "your consent is recorded", not "the country changed").
    expect(await changeChildCountry(parent, { childId: child.id, country: 'NL', password: TEST_PASSWORD })).toEqual({ name: 'Sam Test', outcome: 'consented', confirmed: true });
    expect(await rowOf(child.id)).toEqual({ country: 'NL', consentPending: false });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, country: 'NL' });
    expect(await consentingGuardianIdsOf(child.id)).toEqual([parent.id]);
    expect(await holdOn(parent, child.id)).toBeNull();
    // Once it stands, the same country again changes nothing.
    expect(await changeChildCountry(parent, { childId: child.id, country: 'NL', password: TEST_PASSWORD })).toMatchObject({ outcome: 'unchanged' });
  });

  it('by an admin, then back where the law asks nothing of a parent at 14: the held account opens again', async () => {
    const child = await childIn('US', 14);
    await link(await person('parent', 'Ola'), child);
    const admin = await person('admin', 'Root');
    expect(await changeChildCountry(admin, { childId: child.id, country: 'NL' })).toMatchObject({ outcome: 'waiting' });
    expect(await changeChildCountry(admin, { childId: child.id, country: 'GB' })).toMatchObject({ outcome: 'released' });
    expect(await rowOf(child.id)).toEqual({ country: 'GB', consentPending: false });
    expect(await requestsOf(child.id)).toEqual([]);
  });

  it('by an admin, for a child with no linked parent: refused (nobody could give the consent), nothing written, until a parent is linked', async () => {
    const child = await childIn('GB', 14);
    const admin = await person('admin', 'Root');
    expect(await appErrorOf(changeChildCountry(admin, { childId: child.id, country: 'DE' }))).toMatchObject({ status: 409, message: 'errors.countryChangeNeedsParent', fieldErrors: { country: 'errors.countryChangeNeedsParent' } });
    expect(await rowOf(child.id)).toEqual({ country: 'GB', consentPending: false });
    expect(await requestsOf(child.id)).toEqual([]);
    expect(await changesOf(child.id)).toEqual([]);
    // A change the new country's age does not hold goes through, parent or not.
    expect(await changeChildCountry(admin, { childId: child.id, country: 'US' })).toMatchObject({ outcome: 'covered' });
    // Once a parent is linked, the same change holds the account and tells them.
    const parent = await person('parent', 'Nia');
    await link(parent, child);
    expect(await changeChildCountry(admin, { childId: child.id, country: 'DE' })).toMatchObject({ outcome: 'waiting' });
    expect(await rowOf(child.id)).toEqual({ country: 'DE', consentPending: true });
    expect(await toldOf(parent, child.id)).toHaveLength(1);
    // An admin changing a parent's or a tutor's "country" finds no child.
    const tutor = await person('tutor', 'Tom');
    expect(await appErrorOf(changeChildCountry(admin, { childId: tutor.id, country: 'DE' }))).toMatchObject({ status: 404 });
  });

  it('keeps a school’s authorisation, whoever changes it', async () => {
    const child = await childIn('US', 14);
    const schoolAdmin = await createTestUser({ role: 'tutor', firstName: 'Dana', lastName: 'Head' });
    const [school] = await getDb().insert(schools).values({ name: `Lincoln ${randomBytes(4).toString('hex')}`, country: 'US' }).returning({ id: schools.id });
    await getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: child.id, schoolId: school!.id, schoolAdmin }));
    const parent = await person('parent', 'Mo');
    await link(parent, child);
    expect(await changeChildCountry(parent, { childId: child.id, country: 'IE', password: TEST_PASSWORD })).toMatchObject({ outcome: 'covered' });
    const admin = await person('admin', 'Root');
    expect(await changeChildCountry(admin, { childId: child.id, country: 'NL' })).toMatchObject({ outcome: 'covered' });
    expect(await recordOf(child.id)).toMatchObject({ basis: 'school_authorisation', schoolId: school!.id, country: 'US' });
    expect(await rowOf(child.id)).toEqual({ country: 'NL', consentPending: false });
    expect(await consentingGuardianIdsOf(child.id)).toEqual([]);
  });

  it('for a French child under 15, the parent’s consent waits for the child’s own agreement, asked on their dashboard', async () => {
    const childRow = await createTestUser({ role: 'child', firstName: 'Léo', lastName: 'Test' });
    await getDb().update(users).set({ birthYear: thisYear - 14, country: 'US' }).where(eq(users.id, childRow.id));
    const parent = await person('parent', 'Léa');
    await link(parent, await actorFor(childRow));
    const asked = new Date(`${thisYear}-11-28T10:00:00Z`);
    expect(await changeChildCountry(parent, { childId: childRow.id, country: 'FR', password: TEST_PASSWORD }, asked)).toMatchObject({ outcome: 'childAsked' });
    // Held until the child agrees; no basis yet; the parent's answer kept as the take-over keeps it.
    expect(await rowOf(childRow.id)).toEqual({ country: 'FR', consentPending: true });
    expect(await recordOf(childRow.id)).toBeUndefined();
    expect(await requestsOf(childRow.id)).toEqual([expect.objectContaining({ approvedBy: parent.id, approvedAt: asked, childAgreedAt: null })]);
    // The child, signed in again (their session now says they wait), is asked on their dashboard and agrees.
    const child = await actorFor(childRow);
    expect(child.awaitingConsent).toBe(true);
    expect((await getChildFamily(child)).takeOverAgreement).toMatchObject({ parent: { id: parent.id }, askedAt: asked, held: true });
    expect(await holdOn(parent, childRow.id)).toBe('childAgreement');
    const agreed = new Date(`${thisYear}-11-28T16:00:00Z`);
    await answerTakeOver(child, true, agreed);
    expect(await recordOf(childRow.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id, childAgreedAt: agreed, country: 'FR', consentAge: 15 });
    expect(await rowOf(childRow.id)).toEqual({ country: 'FR', consentPending: false });
    expect(await consentingGuardianIdsOf(childRow.id)).toEqual([parent.id]);
    expect(await getDb().select().from(familyLinks).where(and(eq(familyLinks.childId, childRow.id), eq(familyLinks.consenting, true)))).toHaveLength(1);
    expect(await holdOn(parent, childRow.id)).toBeNull();
  });

  it('for a French child under 15 who says “not now”: the account stays held, the parent is told and may ask again from the card', async () => {
    const childRow = await createTestUser({ role: 'child', firstName: 'Léo', lastName: 'Test' });
    await getDb().update(users).set({ birthYear: thisYear - 14, country: 'US' }).where(eq(users.id, childRow.id));
    const parent = await person('parent', 'Léa');
    await link(parent, await actorFor(childRow));
    expect(await changeChildCountry(parent, { childId: childRow.id, country: 'FR', password: TEST_PASSWORD })).toMatchObject({ outcome: 'childAsked' });
    await answerTakeOver(await actorFor(childRow), false);
    // The law asks both yeses: without the child's, nothing stands, so the account stays held, with nothing asked.
    expect(await rowOf(childRow.id)).toEqual({ country: 'FR', consentPending: true });
    expect(await requestsOf(childRow.id)).toEqual([]);
    expect(await recordOf(childRow.id)).toBeUndefined();
    expect((await getChildFamily(await actorFor(childRow))).takeOverAgreement).toBeNull();
    // The parent is told in words of the change of country (not the school's), and reads it in the access log.
    expect(await toldOf(parent, childRow.id, 'country_agreement_declined')).toEqual([{ type: 'country_agreement_declined', params: { name: 'Léo Test' }, link: '/children' }]);
    expect(await toldOf(parent, childRow.id, 'take_over_declined')).toEqual([]);
    expect((await getChildAccessLog(parent, childRow.id))!.entries.find((entry) => entry.action === 'family_country_agreement_declined')).toMatchObject({ by: { who: 'child' } });
    // The card offers the parent's consent again; confirming the country with the password asks the child again.
    expect(await holdOn(parent, childRow.id)).toBe('parentConsent');
    expect(await changeChildCountry(parent, { childId: childRow.id, country: 'FR', password: TEST_PASSWORD })).toMatchObject({ outcome: 'childAsked' });
    expect(await holdOn(parent, childRow.id)).toBe('childAgreement');
    await answerTakeOver(await actorFor(childRow), true);
    expect(await rowOf(childRow.id)).toEqual({ country: 'FR', consentPending: false });
    expect(await recordOf(childRow.id)).toMatchObject({ basis: 'parent_consent', grantedBy: parent.id });
    expect(await toldOf(parent, childRow.id, 'take_over_agreed')).toHaveLength(1);
  });

  it('shows a child held by a change of country their linked adults, whose consent the account waits for', async () => {
    const childRow = await createTestUser({ role: 'child', firstName: 'Sam', lastName: 'Test' });
    await getDb().update(users).set({ birthYear: thisYear - 14, country: 'US' }).where(eq(users.id, childRow.id));
    const parent = await person('parent', 'Ada');
    const aunt = await person('parent', 'Bea');
    await link(parent, await actorFor(childRow));
    await link(aunt, await actorFor(childRow));
    expect(await changeChildCountry(await person('admin', 'Root'), { childId: childRow.id, country: 'NL' })).toMatchObject({ outcome: 'waiting' });
    const child = await actorFor(childRow);
    expect(child.awaitingConsent).toBe(true);
    expect(await getChildFamily(child)).toMatchObject({
      adults: [{ id: parent.id, name: 'Ada Test', consenting: false }, { id: aunt.id, name: 'Bea Test', consenting: false }],
      requests: [],
      consentWait: null,
      takeOverAgreement: null,
      held: true,
    });
    // One of them gives the consent: the account opens and the child's family is read as before, not held.
    await changeChildCountry(parent, { childId: childRow.id, country: 'NL', password: TEST_PASSWORD });
    const family = await getChildFamily(await actorFor(childRow));
    expect(family.held).toBeUndefined();
    expect(family.adults.map((adult) => [adult.id, adult.consenting])).toEqual([[parent.id, true], [aunt.id, false]]);
  });

  it('refuses another parent’s link request for a held account in words of what the hold waits for, not the e-mail of a registration', async () => {
    const codeOf = async (childId: string) => (await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, childId)))[0]!.code!;
    const stranger = await person('parent', 'Kim');
    // Held by an admin's change: a linked parent's consent, given on the child's card.
    const child = await childIn('US', 14);
    const parent = await person('parent', 'Ada');
    await link(parent, child);
    await changeChildCountry(await person('admin', 'Root'), { childId: child.id, country: 'NL' });
    expect(await appErrorOf(requestLink(stranger, await codeOf(child.id)))).toMatchObject({ status: 409, message: 'families.errors.childAwaitsLinkedParent' });
    // Held for a French child's own agreement to their linked parent's consent, asked on the child's dashboard.
    const youngRow = await createTestUser({ role: 'child', firstName: 'Léo', lastName: 'Test' });
    await getDb().update(users).set({ birthYear: thisYear - 14, country: 'US' }).where(eq(users.id, youngRow.id));
    const young = await actorFor(youngRow);
    const mother = await person('parent', 'Léa');
    await link(mother, young);
    await changeChildCountry(mother, { childId: young.id, country: 'FR', password: TEST_PASSWORD });
    expect(await appErrorOf(requestLink(stranger, await codeOf(young.id)))).toMatchObject({ status: 409, message: 'families.errors.childAwaitsOwnAgreement' });
    // The child says "not now": the account waits for a linked parent's consent again, and the refusal says so.
    await answerTakeOver(await actorFor(youngRow), false);
    expect(await appErrorOf(requestLink(stranger, await codeOf(young.id)))).toMatchObject({ status: 409, message: 'families.errors.childAwaitsLinkedParent' });
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.parentId, stranger.id))).toEqual([]);
  });
});

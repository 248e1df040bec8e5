import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, consentRecords, parentalConsents, schools, users } from '@/db/schema';
import { belowConsentAge, consentRuleFor, familyConsentNeeded, suggestedCountry } from '@/lib/consent-ages';
import { registerAccount } from '@/modules/accounts';
import { createAccount } from '@/modules/accounts/runtime';
import { registerSchema } from '@/modules/accounts/schemas';
import { actorFor, createTestUser, outboxFor, TEST_PASSWORD, uniqueEmail } from '../../../tests/factories';
import { getChildAccessLog } from './access-log';
import { answerConsent } from './consent';
import { findConsentBasis, needsFamilyConsent, recordSchoolAuthorisation } from './consent-basis';
import { createChild } from './create-child';
import { createChildSchema } from './create-child-schemas';
import { registrationContext, thisYear, tokenFrom } from './test-support/young-child';

/*
 * Consent that follows the child's country and how the account came to be (decision 060): a family account needs a
 * parent's consent below the country's age of digital consent; a parent-made account carries the parent's; a rostered
 * account stands on the school's authorisation. On both databases (the integration project runs on each).
 */

/** What a child of `age` this year in `country` posts on the sign-up form. */
function childForm(age: number, country: string, extra: Record<string, string> = {}) {
  return { firstName: 'Lou', lastName: 'Martin', email: uniqueEmail('by-country'), password: TEST_PASSWORD, role: 'child', birthYear: String(thisYear - age), country, ...extra };
}

/** A school for the authorisations to name (its own module makes them through an academy admin; only its id matters here). */
async function aSchool(name: string): Promise<string> {
  const [school] = await getDb().insert(schools).values({ name: `${name} ${randomBytes(4).toString('hex')}`, country: 'US' }).returning({ id: schools.id });
  return school!.id;
}

function issues(input: Record<string, unknown>): string[] {
  const parsed = registerSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
}

describe('the age of digital consent per country', () => {
  it('is 13 in the US and UK, 14 in Spain, Italy and Austria, 15 in France with the child agreeing too, 16 in Ireland, the Netherlands, Germany and anywhere not listed', () => {
    expect(['US', 'GB', 'ES', 'IT', 'AT', 'FR', 'IE', 'NL', 'DE', 'BE', 'JP'].map((country) => [country, consentRuleFor(country).age])).toEqual([
      ['US', 13], ['GB', 13], ['ES', 14], ['IT', 14], ['AT', 14], ['FR', 15], ['IE', 16], ['NL', 16], ['DE', 16], ['BE', 16], ['JP', 16],
    ]);
    expect(consentRuleFor('FR').childAgreementToo).toBe(true);
    expect(consentRuleFor('US').childAgreementToo).toBe(false);
    // An account made before the country was asked keeps the rule it was made under.
    expect(consentRuleFor(null).age).toBe(13);
    const now = new Date(Date.UTC(thisYear, 5, 1));
    expect(belowConsentAge(thisYear - 14, 'FR', now)).toBe(true);
    expect(belowConsentAge(thisYear - 14, 'US', now)).toBe(false);
    expect(belowConsentAge(thisYear - 12, 'GB', now)).toBe(true);
    // A basis covers the account whatever the age: a rostered 8-year-old's family is not asked.
    expect(familyConsentNeeded({ birthYear: thisYear - 8, country: 'US', basis: 'school_authorisation' }, now)).toBe(false);
    expect(familyConsentNeeded({ birthYear: thisYear - 8, country: 'US', basis: null }, now)).toBe(true);
  });

  it("suggests the browser's language region, else the chosen currency's country, else nothing", () => {
    expect(suggestedCountry(['fr-FR', 'en'], 'USD')).toBe('FR');
    expect(suggestedCountry(['ar', 'en-GB'], null)).toBe('GB');
    expect(suggestedCountry(['zh-Hant-TW'], null)).toBe('TW');
    expect(suggestedCountry(['ar'], 'GBP')).toBe('GB');
    expect(suggestedCountry(['de'], 'EUR')).toBeNull();
  });

  it('asks a French 14-year-old for a parent and their own agreement, an American 14-year-old for neither, a British 12-year-old for a parent', () => {
    const parent = { parentEmail: 'parent@example.test' };
    expect(issues(childForm(14, 'FR'))).toEqual(['parentEmail:errors.parentEmailRequired', 'childAgreement:errors.childAgreementRequired']);
    expect(issues(childForm(14, 'FR', parent))).toEqual(['childAgreement:errors.childAgreementRequired']);
    expect(issues(childForm(14, 'FR', { ...parent, childAgreement: 'on' }))).toEqual([]);
    expect(issues(childForm(14, 'US'))).toEqual([]);
    expect(issues(childForm(12, 'GB'))).toEqual(['parentEmail:errors.parentEmailRequired']);
    expect(issues(childForm(12, 'GB', { country: 'XX' }))).toContain('country:errors.countryInvalid');
    // Lower case as a hand-made request might send it; a tutor's country is not kept.
    expect(registerSchema.parse(childForm(14, 'us'))).toMatchObject({ country: 'US', parentEmail: null, lastName: 'Martin' });
    expect(registerSchema.parse({ ...childForm(30, 'FR'), role: 'tutor', birthYear: '' })).toMatchObject({ country: null });
  });
});

describe('registering by country', () => {
  it('holds a French 14-year-old until a parent agrees, records the child’s own agreement and the parent’s consent, and shows both in the access log', async () => {
    const parentEmail = uniqueEmail('fr-parent');
    const input = registerSchema.parse(childForm(14, 'FR', { parentEmail, childAgreement: 'on' }));
    const created = await registerAccount(input, registrationContext());
    if (created.outcome !== 'created') throw new Error('expected a new account');
    const child = created.profile;
    expect(child).toMatchObject({ country: 'FR', consentPending: true, lastName: '' });
    const [request] = await getDb().select({ childAgreedAt: parentalConsents.childAgreedAt }).from(parentalConsents).where(eq(parentalConsents.childId, child.id));
    expect(request?.childAgreedAt).toBeInstanceOf(Date);

    const parentUser = await createTestUser({ role: 'parent', email: parentEmail, firstName: 'Anne', lastName: 'Martin' });
    const parent = await actorFor(parentUser);
    await answerConsent(parent, { token: tokenFrom((await outboxFor(parentEmail)).at(-1)?.text ?? '') }, { approve: true, password: TEST_PASSWORD });
    expect(await getDb().select().from(consentRecords).where(eq(consentRecords.childId, child.id))).toMatchObject([
      { basis: 'parent_consent', grantedBy: parentUser.id, country: 'FR', consentAge: 15, schoolId: null, childAgreedAt: request!.childAgreedAt },
    ]);
    const log = (await getChildAccessLog(parent, child.id))!;
    expect(log.entries.map((entry) => [entry.action, entry.by.who])).toEqual([
      ['family_consent_approve', 'you'],
      ['family_consent_child_agreement', 'child'],
    ]);
  });

  it('opens an American 14-year-old’s account at once, with no request and no basis but their own', async () => {
    const created = await registerAccount(registerSchema.parse(childForm(14, 'US')), registrationContext());
    if (created.outcome !== 'created') throw new Error('expected a new account');
    expect(created.profile).toMatchObject({ country: 'US', consentPending: false, lastName: 'Martin' });
    expect(await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, created.profile.id))).toEqual([]);
    expect(await findConsentBasis(getDb(), created.profile.id)).toBeNull();
    expect(await needsFamilyConsent(getDb(), created.profile.id)).toBe(false);
  });

  it('holds a British 12-year-old until a parent agrees', async () => {
    const created = await registerAccount(registerSchema.parse(childForm(12, 'GB', { parentEmail: uniqueEmail('gb-parent') })), registrationContext());
    if (created.outcome !== 'created') throw new Error('expected a new account');
    expect(created.profile).toMatchObject({ country: 'GB', consentPending: true });
    expect(await needsFamilyConsent(getDb(), created.profile.id)).toBe(true);
  });
});

describe('accounts that carry their consent', () => {
  it("a parent-made child lives in the parent's country and stands on the parent's consent, in the access log", async () => {
    const parentUser = await createTestUser({ role: 'parent', firstName: 'Lucia', lastName: 'Rossi' });
    await getDb().update(users).set({ country: 'IT' }).where(eq(users.id, parentUser.id));
    const parent = await actorFor(parentUser);
    const made = await createChild(parent, createChildSchema.parse({ firstName: 'Gio', birthYear: String(thisYear - 9), username: `gio.${randomBytes(4).toString('hex')}`, email: '', password: 'maple-kite-orbit-47' }));
    const [child] = await getDb().select({ country: users.country, consentPending: users.consentPending }).from(users).where(eq(users.id, made.childId));
    expect(child).toEqual({ country: 'IT', consentPending: false });
    expect(await getDb().select().from(consentRecords).where(eq(consentRecords.childId, made.childId))).toMatchObject([{ basis: 'parent_created', grantedBy: parentUser.id, country: 'IT', consentAge: 14 }]);
    expect(await needsFamilyConsent(getDb(), made.childId)).toBe(false);
    const log = (await getChildAccessLog(parent, made.childId))!;
    expect(log.entries.map((entry) => entry.action)).toContain('family_consent_parent_created');
  });

  it("a rostered 8-year-old needs nothing from the family: the school's authorisation is recorded, by its admin, on its date", async () => {
    // The schools module makes a rostered child's account and records the authorisation in its import's transaction.
    const child = await createAccount(getDb(), { email: uniqueEmail('rostered'), password: TEST_PASSWORD, role: 'child', firstName: 'Sam', lastName: 'Lee', birthYear: thisYear - 8, country: 'US', emailVerified: true });
    expect(await needsFamilyConsent(getDb(), child.id)).toBe(true);
    // A stand-in for the school's admin (the role arrives with the schools module).
    const schoolAdmin = await createTestUser({ role: 'tutor', firstName: 'Dana', lastName: 'Head' });
    const at = new Date('2026-09-01T08:00:00Z');
    const lincoln = await aSchool('Lincoln Elementary');
    const basis = await getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: child.id, schoolId: lincoln, schoolAdmin, at }));
    expect(basis).toBe('school_authorisation');
    expect(await getDb().select().from(consentRecords).where(eq(consentRecords.childId, child.id))).toMatchObject([
      { basis: 'school_authorisation', grantedBy: schoolAdmin.id, schoolId: lincoln, grantedAt: at, country: 'US', consentAge: 13 },
    ]);
    expect(await needsFamilyConsent(getDb(), child.id)).toBe(false);
    const [audit] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.childId, child.id), eq(auditLogs.actionType, 'family_consent_school_authorisation')));
    expect(audit).toMatchObject({ performedBy: schoolAdmin.email, details: { basis: 'school_authorisation', schoolId: lincoln } });
    // An authorisation names a school that exists: one made up is refused, and the transaction writes nothing.
    const other = await createAccount(getDb(), { email: uniqueEmail('rostered'), password: TEST_PASSWORD, role: 'child', firstName: 'Kim', lastName: 'Lee', birthYear: thisYear - 8, country: 'US', emailVerified: true });
    await expect(getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: other.id, schoolId: 'no-such-school', schoolAdmin, at }))).rejects.toThrow();
    expect(await getDb().select().from(consentRecords).where(eq(consentRecords.childId, other.id))).toEqual([]);
    expect(await getDb().select().from(auditLogs).where(eq(auditLogs.childId, other.id))).toEqual([]);
  });

  it('a school authorisation ends a pending family request, and a parent’s consent given first stays the basis', async () => {
    const schoolAdmin = await createTestUser({ role: 'tutor' });
    const created = await registerAccount(registerSchema.parse(childForm(10, 'US', { parentEmail: uniqueEmail('us-parent') })), registrationContext());
    if (created.outcome !== 'created') throw new Error('expected a new account');
    const schoolA = await aSchool('School A');
    await getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: created.profile.id, schoolId: schoolA, schoolAdmin }));
    const [row] = await getDb().select({ consentPending: users.consentPending }).from(users).where(eq(users.id, created.profile.id));
    expect(row?.consentPending).toBe(false);
    // Nothing left for the purge to delete the account for.
    expect(await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, created.profile.id))).toEqual([]);

    const parentUser = await createTestUser({ role: 'parent' });
    const made = await createChild(await actorFor(parentUser), createChildSchema.parse({ firstName: 'Ada', birthYear: String(thisYear - 9), username: `ada.${randomBytes(4).toString('hex')}`, email: '', password: 'maple-kite-orbit-47' }));
    expect(await getDb().transaction((tx) => recordSchoolAuthorisation(tx, { childId: made.childId, schoolId: schoolA, schoolAdmin }))).toBe('parent_created');
  });
});

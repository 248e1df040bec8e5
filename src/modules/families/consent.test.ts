import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authUsers, familyLinkEvents, familyLinks, mailQueue, notifications, parentalConsents, users } from '@/db/schema';
import { registerAccount } from '@/modules/accounts';
import { registerSchema } from '@/modules/accounts/schemas';
import { getChildDashboard } from '@/modules/dashboard';
import { getJournalPage } from '@/modules/journal';
import { getLeaderboard } from '@/modules/simulator';
import { can } from '@/server/permissions';
import { actorFor, appErrorOf, createTestUser, outboxFor, TEST_PASSWORD, uniqueEmail } from '../../../tests/factories';
import { answerConsent, resendConsentRequest } from './consent';
import { getConsentRequest, getConsentWait, listConsentRequestsFor } from './consent-queries';
import { CONSENT_WINDOW_MS, purgeExpiredConsents } from './consent-request';
import { requestLink } from './links';
import { registrationContext, thisYear, tokenFrom, youngChildRegisters } from './test-support/young-child';
import { classRosters } from '@/modules/classes';

/*
 * A child under 13 who registers alone (decision 030): the parent they name is mailed in the registration's
 * transaction; until a parent agrees the account keeps lessons and the simulator only; agreeing links the parent,
 * declining or 7 days without an answer delete the account and everything in it, once.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Agreeing, confirmed with the parent's own password (every test parent has TEST_PASSWORD). */
const APPROVE = { approve: true, password: TEST_PASSWORD } as const;

async function parentNamed(email: string, options: { emailVerified?: boolean } = {}) {
  const user = await createTestUser({ role: 'parent', email, firstName: 'Pat', lastName: 'Parent', emailVerified: options.emailVerified ?? true });
  return { user, actor: await actorFor(user).catch(() => null) };
}

async function accountExists(id: string): Promise<boolean> {
  return (await getDb().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, id))).length > 0;
}

describe('registration of a child who may be under 13', () => {
  it('asks a child for the year of birth, and one who may be under 13 for a parent e-mail other than their own', () => {
    const base = { firstName: 'Mila', lastName: 'M', email: 'mila@example.test', password: TEST_PASSWORD, role: 'child' };
    const issues = (input: Record<string, unknown>) => {
      const parsed = registerSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    };
    expect(issues(base)).toEqual(['birthYear:errors.birthYearRequired']);
    expect(issues({ ...base, birthYear: String(thisYear - 2) })).toContain('birthYear:errors.birthYearInvalid');
    expect(issues({ ...base, birthYear: String(thisYear - 10) })).toEqual(['parentEmail:errors.parentEmailRequired']);
    expect(issues({ ...base, birthYear: String(thisYear - 10), parentEmail: 'MILA@example.test' })).toEqual(['parentEmail:errors.parentEmailSame']);
    // 13 this year may still be 12 today: asked too; 14 this year is not.
    expect(issues({ ...base, birthYear: String(thisYear - 13) })).toEqual(['parentEmail:errors.parentEmailRequired']);
    expect(issues({ ...base, birthYear: String(thisYear - 14) })).toEqual([]);
    // A young child needs no last name, and any given is not kept; adults give no year of birth.
    const young = registerSchema.parse({ ...base, lastName: '', birthYear: String(thisYear - 9), parentEmail: 'dad@example.test' });
    expect(young).toMatchObject({ lastName: '', birthYear: thisYear - 9, parentEmail: 'dad@example.test' });
    expect(registerSchema.parse({ ...base, role: 'parent', birthYear: String(thisYear - 9), parentEmail: 'x@example.test' })).toMatchObject({ birthYear: null, parentEmail: null });
    expect(issues({ ...base, lastName: '', birthYear: String(thisYear - 15) })).toEqual(['lastName:errors.nameRequired']);
  });

  it('keeps only the first name, holds the account back and mails the parent in the same transaction', async () => {
    const { child, actor, parentEmail, token } = await youngChildRegisters({ firstName: 'Mila' });
    expect(child).toMatchObject({ firstName: 'Mila', lastName: '', consentPending: true, birthYear: thisYear - 10 });
    expect(actor.awaitingConsent).toBe(true);

    const [mail] = await outboxFor(parentEmail);
    expect(mail?.subject).toBe('Mila asks for your permission to use Academy');
    expect(mail?.text).toContain('http://localhost:3000/privacy');
    expect(mail?.text).toContain('What we keep');
    expect(mail?.text).not.toContain('Secret-Surname');
    // The queue row is marked as sent, and only the token's hash is stored.
    const [queued] = await getDb().select().from(mailQueue).where(eq(mailQueue.to, parentEmail));
    expect(queued).toMatchObject({ attempts: 1, failedAt: null });
    expect(queued?.sentAt).toBeInstanceOf(Date);
    const [request] = await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id));
    expect(request?.tokenHash).not.toContain(token);
    expect(request!.expiresAt.getTime() - request!.requestedAt.getTime()).toBe(CONSENT_WINDOW_MS);

    expect(await getConsentRequest(token)).toMatchObject({ childFirstName: 'Mila', parentEmail, state: 'pending' });
    expect(await getConsentWait(actor)).toMatchObject({ parentEmail: `${parentEmail[0]}•••${parentEmail.slice(parentEmail.indexOf('@'))}` });
  });

  it('a child of 15 registers as before: no consent, nothing held back', async () => {
    const email = uniqueEmail('teen');
    const result = await registerAccount(registerSchema.parse({ firstName: 'Tess', lastName: 'Teen', email, password: TEST_PASSWORD, role: 'child', birthYear: String(thisYear - 15) }), registrationContext());
    expect(result.outcome === 'created' && result.profile).toMatchObject({ lastName: 'Teen', consentPending: false, birthYear: thisYear - 15 });
    expect((await actorFor({ email, password: TEST_PASSWORD })).awaitingConsent).toBe(false);
  });
});

describe('until a parent agrees', () => {
  it('lessons, the dashboard and the simulator stay open; the journal, leaderboards, classes and links are closed', async () => {
    const { child, actor } = await youngChildRegisters();
    expect(can(actor, 'take:lesson:own')).toBe(true);
    expect(can(actor, 'trade:simulator:own')).toBe(true);
    expect(can(actor, 'keep:journal:own')).toBe(false);
    expect(await appErrorOf(getJournalPage(actor, { q: undefined }, 'en'))).toMatchObject({ status: 403 });

    const dashboard = await getChildDashboard(actor);
    expect(dashboard.family.consentWait).toMatchObject({ expiresAt: expect.any(Date) });
    // Nobody can use the code yet, so it is not shown (classes.test.ts: a tutor's add is refused).
    expect(dashboard.refCode).toBeNull();
    expect(await getLeaderboard(actor, classRosters)).toMatchObject({ hidden: true, awaitingConsent: true, rows: [] });

    const [{ code }] = (await getDb().select({ code: users.childRefCode }).from(users).where(eq(users.id, child.id))) as [{ code: string }];
    const stranger = await actorFor(await createTestUser({ role: 'parent' }));
    expect(await appErrorOf(requestLink(stranger, code))).toMatchObject({ status: 409, message: 'families.errors.childAwaitsConsent' });
  });
});

describe('the parent answers', () => {
  it('agreeing through the link links the parent, opens the account, tells the child and is audited; the link then shows it as done', async () => {
    const { child, parentEmail, token } = await youngChildRegisters({ firstName: 'Nour' });
    const { actor: parent } = await parentNamed(uniqueEmail('other-address'));
    expect(await answerConsent(parent!, { token }, APPROVE)).toEqual({ childFirstName: 'Nour' });

    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, child.id))).toMatchObject([{ parentId: parent!.id }]);
    const [profile] = await getDb().select({ consentPending: users.consentPending }).from(users).where(eq(users.id, child.id));
    expect(profile?.consentPending).toBe(false);
    expect(await getDb().select({ status: familyLinkEvents.status }).from(familyLinkEvents).where(eq(familyLinkEvents.childId, child.id))).toEqual([{ status: 'consented' }]);
    const [audit] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'family_consent_approve'), eq(auditLogs.targetUser, child.email)));
    expect(audit?.performedBy).toBe(parent!.email);

    const childNow = await actorFor({ email: child.email, password: TEST_PASSWORD });
    expect(childNow.awaitingConsent).toBe(false);
    expect(can(childNow, 'keep:journal:own')).toBe(true);
    expect((await getChildDashboard(childNow)).family.events.map((event) => event.kind)).toEqual(['consented']);

    expect(await getConsentRequest(token)).toMatchObject({ state: 'approved' });
    expect(await appErrorOf(answerConsent(parent!, { token }, APPROVE))).toMatchObject({ status: 404 });
    expect(parentEmail).not.toBe(parent!.email);
  });

  it('on /children, only a parent whose verified address was named sees the request and may answer it by the child', async () => {
    const parentEmail = uniqueEmail('named');
    const { child } = await youngChildRegisters({ firstName: 'Ilan', parentEmail });
    const { actor: named } = await parentNamed(parentEmail);
    const { actor: other } = await parentNamed(uniqueEmail('not-named'));

    expect(await listConsentRequestsFor(named!)).toMatchObject([{ childId: child.id, childFirstName: 'Ilan' }]);
    expect(await listConsentRequestsFor(other!)).toEqual([]);
    expect(await appErrorOf(answerConsent(other!, { childId: child.id }, APPROVE))).toMatchObject({ status: 404 });
    const childActor = await actorFor({ email: child.email, password: TEST_PASSWORD });
    expect(await appErrorOf(answerConsent(childActor, { childId: child.id }, APPROVE))).toMatchObject({ status: 403 });

    await answerConsent(named!, { childId: child.id }, APPROVE);
    expect(await listConsentRequestsFor(named!)).toEqual([]);
    expect(await getDb().select({ method: parentalConsents.method }).from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([{ method: 'parent_account_named_address' }]);
  });

  it('agreeing is verified: a parent account of their own, with a verified address, confirmed by its password; the method is recorded', async () => {
    const { child, token } = await youngChildRegisters({ firstName: 'Sami' });
    // A parent account the child could make in a minute, not yet verified, cannot agree.
    const { actor: unverified } = await parentNamed(uniqueEmail('fresh'), { emailVerified: false });
    expect(await appErrorOf(answerConsent(unverified!, { token }, APPROVE))).toMatchObject({ status: 403, message: 'families.errors.consentNeedsVerifiedParent' });
    // The right account with a wrong password is refused, and changes nothing.
    const { actor: parent } = await parentNamed(uniqueEmail('verified'));
    expect(await appErrorOf(answerConsent(parent!, { token }, { approve: true, password: 'not-my-password' }))).toMatchObject({ status: 400, fieldErrors: { password: 'errors.currentPasswordWrong' } });
    expect(await getDb().select({ approvedAt: parentalConsents.approvedAt }).from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([{ approvedAt: null }]);

    await answerConsent(parent!, { token }, APPROVE);
    expect(await getDb().select({ approvedBy: parentalConsents.approvedBy, method: parentalConsents.method }).from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([
      { approvedBy: parent!.id, method: 'parent_account_mail_link' },
    ]);
    const [audit] = await getDb().select({ details: auditLogs.details }).from(auditLogs).where(and(eq(auditLogs.actionType, 'family_consent_approve'), eq(auditLogs.targetUser, child.email)));
    expect(audit?.details).toMatchObject({ method: 'parent_account_mail_link' });
  });

  it('a parent account with the named address is told in the app too, by one e-mail only; nobody else is; the purge takes it along', async () => {
    const parentEmail = uniqueEmail('has-account');
    const { user: named } = await parentNamed(parentEmail);
    const { user: other } = await parentNamed(uniqueEmail('other-parent'));
    const { child, actor } = await youngChildRegisters({ firstName: 'Ilan', parentEmail });
    const told = (userId: string) => getDb().select({ type: notifications.type, params: notifications.params, link: notifications.link }).from(notifications).where(eq(notifications.recipientId, userId));
    expect(await told(named.id)).toEqual([{ type: 'consent_requested', params: { child: 'Ilan' }, link: '/children' }]);
    expect(await told(other.id)).toEqual([]);
    // The consent mail (with the link to agree) is the e-mail; the notification queues no second one, now or later.
    const mailed = async () => (await getDb().select({ subject: mailQueue.subject }).from(mailQueue).where(eq(mailQueue.to, parentEmail)).orderBy(asc(mailQueue.id))).map((mail) => mail.subject);
    expect(await mailed()).toEqual(['Ilan asks for your permission to use Academy']);
    await resendConsentRequest(actor, parentEmail);
    expect(await mailed()).toEqual(['Ilan asks for your permission to use Academy', 'Ilan asks for your permission to use Academy']);
    await getDb().update(parentalConsents).set({ expiresAt: new Date(Date.now() - DAY) }).where(eq(parentalConsents.childId, child.id));
    await purgeExpiredConsents();
    expect(await told(named.id)).toEqual([]);
  });

  it('is written in the language of the parent account that has the address, else in the child’s', async () => {
    const parentEmail = uniqueEmail('francophone');
    const { user } = await parentNamed(parentEmail);
    await getDb().update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
    await youngChildRegisters({ firstName: 'Inès', parentEmail });
    const sent = (to: string) => getDb().select({ subject: mailQueue.subject, text: mailQueue.text, html: mailQueue.html }).from(mailQueue).where(eq(mailQueue.to, to)).orderBy(asc(mailQueue.id));
    const [french, ...more] = await sent(parentEmail);
    expect(more).toEqual([]);
    expect(french!.subject).toBe('Inès vous demande l’autorisation d’utiliser Academy');
    expect(french!.text).toContain('Ce que nous conservons');
    expect(french!.text).toContain('/consent?token=');
    expect(french!.html).toContain('lang="fr"');

    // No parent account has the address: the child's language.
    const { actor, parentEmail: unknown } = await youngChildRegisters({ firstName: 'Layla' });
    await getDb().update(users).set({ locale: 'ar' }).where(eq(users.id, actor.id));
    await resendConsentRequest(actor, unknown);
    const arabic = (await sent(unknown)).at(-1)!;
    expect(arabic.subject).toBe('يطلب Layla إذنك لاستخدام Academy');
    expect(arabic.html).toContain('lang="ar" dir="rtl"');
  });

  it('declining deletes the account and every row about the child at once', async () => {
    const { child, token } = await youngChildRegisters({ firstName: 'Dara' });
    const { actor: parent } = await parentNamed(uniqueEmail('decliner'));
    await answerConsent(parent!, { token }, { approve: false });
    expect(await accountExists(child.id)).toBe(false);
    expect(await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id))).toEqual([]);
    const [audit] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'family_consent_decline'), eq(auditLogs.performedBy, parent!.email)));
    expect(audit?.targetUser).toMatch(/^deleted-child:[0-9a-f]{12}$/);
    expect(await getConsentRequest(token)).toBeNull();
  });

  it('a late answer is a 409 and changes nothing', async () => {
    const { child, token } = await youngChildRegisters();
    await getDb().update(parentalConsents).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(parentalConsents.childId, child.id));
    const { actor: parent } = await parentNamed(uniqueEmail('late'));
    expect(await appErrorOf(answerConsent(parent!, { token }, APPROVE))).toMatchObject({ status: 409, message: 'families.errors.consentExpired' });
    expect(await getConsentRequest(token)).toMatchObject({ state: 'expired' });
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, child.id))).toEqual([]);
  });
});

describe('sending the request again', () => {
  it('mails a new link to the corrected address (the old one stops working), keeps the deadline, three times a day', async () => {
    const { child, actor, token } = await youngChildRegisters({ firstName: 'Rémi' });
    const corrected = uniqueEmail('corrected');
    const [before] = await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id));
    await resendConsentRequest(actor, corrected);
    const newToken = tokenFrom((await outboxFor(corrected)).at(-1)!.text);
    expect(await getConsentRequest(token)).toBeNull();
    expect(await getConsentRequest(newToken)).toMatchObject({ parentEmail: corrected, expiresAt: before!.expiresAt });

    await resendConsentRequest(actor, corrected);
    await resendConsentRequest(actor, corrected);
    expect(await appErrorOf(resendConsentRequest(actor, corrected))).toMatchObject({ status: 429 });
    expect(await outboxFor(corrected)).toHaveLength(3);
    expect(await appErrorOf(resendConsentRequest(await actorFor(await createTestUser({ role: 'child' })), corrected))).toMatchObject({ status: 404 });
  });
});

describe('the purge of requests nobody answered (a scheduled job)', () => {
  it('after 7 days deletes the account and everything in it, tells the address named, and does it once however often it runs', async () => {
    const { child, parentEmail } = await youngChildRegisters({ firstName: 'Zoé' });
    const { child: answered, token } = await youngChildRegisters({ firstName: 'Yan' });
    await answerConsent((await parentNamed(uniqueEmail('yes')))!.actor!, { token }, APPROVE);
    const [request] = await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, child.id));

    // A moment before the deadline nothing happens.
    await purgeExpiredConsents(new Date(request!.expiresAt.getTime() - 1000));
    expect(await accountExists(child.id)).toBe(true);

    // Two runs at once after the deadline (two instances, or a restart): one deletion, one mail.
    const later = new Date(request!.expiresAt.getTime() + DAY);
    await Promise.all([purgeExpiredConsents(later), purgeExpiredConsents(later)]);
    expect(await accountExists(child.id)).toBe(false);
    expect(await purgeExpiredConsents(later)).toEqual({ deleted: 0 });
    const lapsed = (await outboxFor(parentEmail)).filter((mail) => mail.subject === 'Zoé’s Academy account has been deleted');
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]?.text).toContain('Nobody agreed within seven days');
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'family_consent_expired'), eq(auditLogs.performedBy, 'system')))).not.toHaveLength(0);

    // An approved request is never purged.
    expect(await accountExists(answered.id)).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { authUsers, knownDevices, mailQueue, notificationSettings, notifications, users } from '@/db/schema';
import { DEVICE_COOKIE } from '@/lib/constants';
import { actorFor, appErrorOf, createTestUser, outboxFor, signInHeaders, TEST_PASSWORD, uniqueEmail } from '../../../tests/factories';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change';
import { signIn } from './sign-in';

/*
 * What guards an account tells its owner (decision 037): a sign-in from a browser the account had not used, and a
 * changed e-mail address (asked with the password, confirmed from the new address). Each is a notification and an
 * e-mail at once, whatever the settings and quiet hours, without an unsubscribe. On both databases.
 */

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let addressCounter = 0;
const browser = (agent: string, deviceId?: string) => {
  addressCounter += 1;
  const headers = new Headers({ 'user-agent': agent, ...(deviceId ? { cookie: `${DEVICE_COOKIE}=${deviceId}` } : {}) });
  return { headers, clientAddress: `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}` };
};

const alerts = (userId: string) =>
  getDb().select({ type: notifications.type, params: notifications.params, link: notifications.link }).from(notifications).where(eq(notifications.recipientId, userId)).orderBy(notifications.seq);
const queuedTo = (address: string) => getDb().select().from(mailQueue).where(eq(mailQueue.to, address)).orderBy(mailQueue.id);

describe('a new sign-in', () => {
  it('tells nobody for the first browser or one already known, and the owner for another, by e-mail too', async () => {
    const user = await createTestUser({ role: 'parent', firstName: 'Priya' });
    const first = await signIn({ email: user.email, password: TEST_PASSWORD }, browser(FIREFOX));
    expect(first.deviceId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await signIn({ email: user.email, password: TEST_PASSWORD }, browser(FIREFOX, first.deviceId));
    expect(await alerts(user.id)).toEqual([]);

    // Quiet hours all day and every kind of e-mail off: a security alert still comes at once.
    await getDb().insert(notificationSettings).values({ userId: user.id, quietStart: 0, quietEnd: 23, timeZone: 'UTC' });
    const second = await signIn({ email: user.email, password: TEST_PASSWORD }, browser(CHROME));
    expect(second.deviceId).not.toBe(first.deviceId);
    expect(await alerts(user.id)).toEqual([{ type: 'new_sign_in', params: { device: 'pair', browser: 'Chrome', system: 'Linux' }, link: '/settings' }]);
    const [mail] = await queuedTo(user.email);
    expect(mail!.subject).toBe('New sign-in to your account from Chrome on Linux.');
    expect(mail!.text).toContain('/forgot-password');
    expect(mail!.headers).toBeNull();
    expect(mail!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // Both browsers are known now; the ids are kept only as hashes.
    await signIn({ email: user.email, password: TEST_PASSWORD }, browser(CHROME, second.deviceId));
    await signIn({ email: user.email, password: TEST_PASSWORD }, browser(FIREFOX, first.deviceId));
    expect(await alerts(user.id)).toHaveLength(1);
    const stored = await getDb().select({ hash: knownDevices.deviceHash }).from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.hash)).not.toContain(first.deviceId);
  });

  it('names the browser in the reader’s language: an Arabic reader’s subject joins Chrome and Linux in Arabic', async () => {
    const user = await createTestUser({ role: 'parent', firstName: 'Amal' });
    await getDb().update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    await signIn({ email: user.email, password: TEST_PASSWORD }, browser(FIREFOX));
    await signIn({ email: user.email, password: TEST_PASSWORD }, browser(CHROME));
    const [mail] = await queuedTo(user.email);
    expect(mail!.subject).toBe('تسجيل دخول جديد إلى حسابك من Chrome على Linux.');
    expect(mail!.subject).not.toContain(' on ');
  });

  it('a forged or another account’s browser id is a new browser for this account', async () => {
    const [one, two] = [await createTestUser(), await createTestUser()];
    const mine = await signIn({ email: one.email, password: TEST_PASSWORD }, browser(FIREFOX));
    await signIn({ email: two.email, password: TEST_PASSWORD }, browser(FIREFOX));
    await signIn({ email: two.email, password: TEST_PASSWORD }, browser(FIREFOX, mine.deviceId));
    await signIn({ email: one.email, password: TEST_PASSWORD }, browser(FIREFOX, 'not a real id'));
    expect((await alerts(two.id)).map((alert) => alert.type)).toEqual(['new_sign_in']);
    expect((await alerts(one.id)).map((alert) => alert.type)).toEqual(['new_sign_in']);
  });

  it('a failed sign-in records no browser and tells nobody', async () => {
    const user = await createTestUser();
    await signIn({ email: user.email, password: TEST_PASSWORD }, browser(FIREFOX));
    await appErrorOf(signIn({ email: user.email, password: 'not-the-password' }, browser(CHROME)));
    expect(await alerts(user.id)).toEqual([]);
    expect(await getDb().select().from(knownDevices).where(eq(knownDevices.userId, user.id))).toHaveLength(1);
  });
});

describe('changing one’s e-mail', () => {
  const linkTokenIn = async (address: string) => {
    const [mail] = await outboxFor(address);
    return new URL(/https?:\/\/\S+\/settings\/email\?token=\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
  };

  it('asks the password, confirms from the new address, then moves the account and tells the old address', async () => {
    const user = await createTestUser({ role: 'tutor', firstName: 'Tara' });
    const actor = await actorFor(user);
    const newEmail = uniqueEmail('moved');
    expect(await appErrorOf(requestEmailChange(actor, { newEmail, currentPassword: 'wrong-password' }))).toMatchObject({ status: 400, fieldErrors: { currentPassword: 'errors.currentPasswordWrong' } });
    expect(await appErrorOf(requestEmailChange(actor, { newEmail: user.email, currentPassword: TEST_PASSWORD }))).toMatchObject({ status: 400 });
    await requestEmailChange(actor, { newEmail, currentPassword: TEST_PASSWORD });
    const token = await linkTokenIn(newEmail);
    // Nothing changes until the link is used; the link shows the new address to its own account only.
    expect((await getDb().select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
    expect(await pendingEmailChange(actor, token)).toBe(newEmail);
    const stranger = await actorFor(await createTestUser());
    expect(await pendingEmailChange(stranger, token)).toBeNull();
    expect(await appErrorOf(confirmEmailChange(stranger, token))).toMatchObject({ status: 404 });

    expect(await confirmEmailChange(actor, token)).toBe(newEmail);
    const [profile] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, user.id));
    const [auth] = await getDb().select({ email: authUsers.email, verified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, user.id));
    expect([profile!.email, auth!.email, auth!.verified]).toEqual([newEmail, newEmail, true]);
    expect(await alerts(user.id)).toEqual([{ type: 'email_changed', params: { email: newEmail, oldEmail: user.email }, link: '/settings' }]);
    const [toOld] = await queuedTo(user.email);
    expect(toOld!.subject).toBe(`Your account’s e-mail address was changed to ${newEmail}.`);
    // The new address signs in; the old one does not; the link is spent.
    await expect(signInHeaders(newEmail)).resolves.toBeInstanceOf(Headers);
    await expect(signInHeaders(user.email)).rejects.toBeTruthy();
    expect(await appErrorOf(confirmEmailChange(actor, token))).toMatchObject({ status: 404 });
  });

  it('an address that has an account gets no link, with the same answer; one taken since the link is refused with 409', async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const actor = await actorFor(user);
    await requestEmailChange(actor, { newEmail: other.email, currentPassword: TEST_PASSWORD });
    expect(await outboxFor(other.email)).toEqual([]);

    const wanted = uniqueEmail('wanted');
    await requestEmailChange(actor, { newEmail: wanted, currentPassword: TEST_PASSWORD });
    const token = await linkTokenIn(wanted);
    await createTestUser({ email: wanted });
    expect(await appErrorOf(confirmEmailChange(actor, token))).toMatchObject({ status: 409, message: 'errors.emailTaken' });
    expect((await getDb().select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
    expect(await alerts(user.id)).toEqual([]);
  });

  it('a new request replaces the last link', async () => {
    const user = await createTestUser();
    const actor = await actorFor(user);
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await requestEmailChange(actor, { newEmail: first, currentPassword: TEST_PASSWORD });
    const firstToken = await linkTokenIn(first);
    await requestEmailChange(actor, { newEmail: second, currentPassword: TEST_PASSWORD });
    expect(await pendingEmailChange(actor, firstToken)).toBeNull();
    expect(await confirmEmailChange(actor, await linkTokenIn(second))).toBe(second);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authVerifications, mailQueue, notifications, users } from '@/db/schema';
import { requestPasswordReset } from '@/modules/accounts';
import { renderAvatarSvg, AVATAR_STYLE_NAMES } from '@/modules/avatars';
import { updateOwnProfile } from '@/modules/profile';
import { profileSchema } from '@/modules/profile/schemas';
import { actorFor, appErrorOf, createTestUser, sessionCount, signInHeaders, TEST_PASSWORD } from '../../../tests/factories';
import { resolveSession } from '@/server/session-flow';
import { preferencesSchema, visitorPreferencesSchema } from './schemas';
import { changeOwnPassword, saveProfilePreferences } from './update-preferences';

describe('profile, preferences and password', () => {
  it('saves a new avatar style, seed and name to the own profile, audited with the child details', async () => {
    const user = await createTestUser({ role: 'child', firstName: 'Old' });
    const actor = await actorFor(user);
    await updateOwnProfile(actor, profileSchema.parse({ firstName: 'New', lastName: 'Name', avatarVariant: 'bottts', avatarSeed: 'robot' }));
    const [profile] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(profile).toMatchObject({ firstName: 'New', lastName: 'Name', avatarVariant: 'bottts', avatarSeed: 'robot' });
    const [entry] = await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'profile_update'));
    expect(entry?.details).toMatchObject({ displayName: 'New Name', avatarSeed: 'robot', avatarVariant: 'bottts' });
  });

  it('a child without a last name (never asked of the youngest) saves an avatar; an adult must keep one', async () => {
    const child = await actorFor(await createTestUser({ role: 'child', firstName: 'Nour', lastName: '' }));
    await updateOwnProfile(child, profileSchema.parse({ firstName: 'Nour', lastName: '  ', avatarVariant: 'bottts', avatarSeed: 'moon' }));
    const [saved] = await getDb().select({ lastName: users.lastName, avatarSeed: users.avatarSeed }).from(users).where(eq(users.id, child.id));
    expect(saved).toEqual({ lastName: '', avatarSeed: 'moon' });
    const parent = await actorFor(await createTestUser({ role: 'parent', firstName: 'Pat', lastName: 'Parent' }));
    const refused = await appErrorOf(updateOwnProfile(parent, profileSchema.parse({ firstName: 'Pat', lastName: '', avatarVariant: 'bottts', avatarSeed: 'sun' })));
    expect(refused).toMatchObject({ status: 400, fieldErrors: { lastName: 'errors.nameRequired' } });
    expect(profileSchema.safeParse({ firstName: 'A', lastName: '[admin]', avatarVariant: 'adventurer', avatarSeed: 'x' }).success).toBe(false);
  });

  it('refuses an avatar style the collection does not ship, and over-long seeds', () => {
    expect(profileSchema.safeParse({ firstName: 'A', lastName: 'B', avatarVariant: 'not-a-style', avatarSeed: 'x' }).error?.issues[0]?.message).toBe('errors.avatarStyle');
    expect(profileSchema.safeParse({ firstName: 'A', lastName: 'B', avatarVariant: 'adventurer', avatarSeed: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('errors.avatarSeed');
  });

  it('draws every shipped style as SVG, the same picture for the same seed, and null for unknown styles', () => {
    expect(AVATAR_STYLE_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const style of AVATAR_STYLE_NAMES) expect(renderAvatarSvg(style, 'seed')).toMatch(/^<svg/);
    expect(renderAvatarSvg('adventurer', 'same')).toBe(renderAvatarSvg('adventurer', 'same'));
    expect(renderAvatarSvg('adventurer', 'one')).not.toBe(renderAvatarSvg('adventurer', 'two'));
    expect(renderAvatarSvg('nope', 'x')).toBeNull();
  });

  it('stores locale and currency in the profile, and the next request sees them', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    const state = await resolveSession(headers);
    if (state.status !== 'signed-in') throw new Error('expected a session');
    await saveProfilePreferences(state.actor, preferencesSchema.parse({ locale: 'en', currency: 'EUR', mode: 'dark' }));
    const next = await resolveSession(headers);
    expect(next.status === 'signed-in' && next.actor.currency).toBe('EUR');
    expect(next.status === 'signed-in' && next.actor.locale).toBe('en');
  });

  it('refuses unknown currencies, locales and modes', () => {
    expect(preferencesSchema.safeParse({ locale: 'en', currency: 'XYZ', mode: 'dark' }).error?.issues[0]?.message).toBe('errors.currencyInvalid');
    expect(preferencesSchema.safeParse({ locale: 'xx', currency: 'USD', mode: 'dark' }).error?.issues[0]?.message).toBe('errors.localeInvalid');
    expect(preferencesSchema.safeParse({ locale: 'en', currency: 'USD', mode: 'purple' }).error?.issues[0]?.message).toBe('errors.modeInvalid');
  });

  it("takes a signed-out visitor's language and currency without a mode, and refuses unknown ones", () => {
    expect(visitorPreferencesSchema.parse({ locale: 'fr', currency: 'EUR' })).toEqual({ locale: 'fr', currency: 'EUR' });
    expect(visitorPreferencesSchema.safeParse({ locale: 'fr', currency: 'XYZ' }).error?.issues[0]?.message).toBe('errors.currencyInvalid');
    expect(visitorPreferencesSchema.safeParse({ locale: 'xx', currency: 'EUR' }).error?.issues[0]?.message).toBe('errors.localeInvalid');
  });

  it('changes the password only with the right current one; other sessions end, this one stays', async () => {
    const user = await createTestUser();
    const other = await signInHeaders(user.email);
    const current = await signInHeaders(user.email);
    const state = await resolveSession(current);
    if (state.status !== 'signed-in') throw new Error('expected a session');
    const wrong = await appErrorOf(changeOwnPassword(state.actor, { currentPassword: 'not-it', newPassword: 'another-password' }, current));
    expect(wrong).toMatchObject({ status: 400, message: 'errors.currentPasswordWrong' });
    await changeOwnPassword(state.actor, { currentPassword: TEST_PASSWORD, newPassword: 'another-password' }, current);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await resolveSession(current)).status).toBe('signed-in');
    expect(await resolveSession(other)).toEqual({ status: 'anonymous' });
    await expect(signInHeaders(user.email, 'another-password')).resolves.toBeInstanceOf(Headers);
  });

  it('refuses a common new password, and a change ends every outstanding reset link', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    const actor = await actorFor(user);
    const weak = await appErrorOf(changeOwnPassword(actor, { currentPassword: TEST_PASSWORD, newPassword: 'qwertyuiop' }, headers));
    expect(weak).toMatchObject({ status: 400, message: 'errors.passwordTooCommon', fieldErrors: { newPassword: 'errors.passwordTooCommon' } });
    await requestPasswordReset(user.email, '203.0.113.77');
    const [link] = await getDb().select().from(authVerifications).where(eq(authVerifications.value, user.id));
    expect(link?.identifier).toMatch(/^reset-password:/);
    await changeOwnPassword(actor, { currentPassword: TEST_PASSWORD, newPassword: 'another-password' }, headers);
    expect(await getDb().select().from(authVerifications).where(eq(authVerifications.value, user.id))).toEqual([]);
  });

  it('limits password-change attempts to 5 per 15 minutes', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    const actor = await actorFor(user);
    for (let attempt = 0; attempt < 5; attempt++) await appErrorOf(changeOwnPassword(actor, { currentPassword: `wrong-${attempt}`, newPassword: 'another-password' }, headers));
    expect((await appErrorOf(changeOwnPassword(actor, { currentPassword: TEST_PASSWORD, newPassword: 'another-password' }, headers))).status).toBe(429);
  });

  it('a changed password is told to its owner in the app and by e-mail, whatever they chose for e-mail', async () => {
    const user = await createTestUser({ role: 'parent' });
    const headers = await signInHeaders(user.email);
    const actor = await actorFor(user);
    await changeOwnPassword(actor, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-passphrase' }, headers);
    const told = await getDb().select({ type: notifications.type, params: notifications.params }).from(notifications).where(eq(notifications.recipientId, user.id));
    expect(told).toEqual([{ type: 'password_changed', params: { by: 'self' } }]);
    const mail = await getDb().select({ subject: mailQueue.subject, headers: mailQueue.headers }).from(mailQueue).where(eq(mailQueue.to, user.email));
    expect(mail).toEqual([{ subject: 'Your password was changed.', headers: null }]);
  });
});

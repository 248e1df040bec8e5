import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authAccounts, authUsers, familyLinkEvents, familyLinks, outboxMessages, users } from '@/db/schema';
import { reservedAddressFor } from '@/lib/sign-in-name';
import { confirmEmailChange, pendingEmailChange, requestPasswordReset, sendVerificationLink } from '@/modules/accounts';
import { resolveSession } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, outboxFor, signInHeaders, uniqueEmail } from '../../../tests/factories';
import { childBirthYears } from '@/lib/child-age';
import { CHILD_CREATIONS_PER_DAY, createChild } from './create-child';
import { createChildSchema, type CreateChildInput } from './create-child-schemas';
import { getChildrenPage } from './link-queries';

/*
 * A parent makes a child's account on /children (decision 029): linked at once, signed in with a sign-in name, no
 * e-mail needed, and no mail ever sent to the reserved address. On both databases (the integration project runs on each).
 */

const CHILD_PASSWORD = 'maple-kite-orbit-47';
const person = async (role: 'child' | 'parent' | 'tutor' | 'admin', firstName = 'Pat') => actorFor(await createTestUser({ role, firstName, lastName: 'Test' }));
const uniqueName = (prefix = 'kid') => `${prefix}.${randomBytes(4).toString('hex')}`;
const thisYearMinus = (age: number) => String(new Date().getUTCFullYear() - age);

/** The form's fields as posted: a valid child unless overridden. */
const rawForm = (overrides: Record<string, string> = {}) => ({ firstName: 'Maya', birthYear: thisYearMinus(9), username: uniqueName(), email: '', password: CHILD_PASSWORD, ...overrides });

/** The form as the action parses it. */
const form = (overrides: Record<string, string> = {}): CreateChildInput => createChildSchema.parse(rawForm(overrides));

/** The rows a creation writes, counted, to show a refused one wrote none. */
async function rowCounts() {
  const db = getDb();
  const [[authUserRows], [credentialRows], [profileRows], [linkRows], [eventRows], [auditRows]] = await Promise.all([
    db.select({ total: count() }).from(authUsers),
    db.select({ total: count() }).from(authAccounts),
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(familyLinks),
    db.select({ total: count() }).from(familyLinkEvents),
    db.select({ total: count() }).from(auditLogs),
  ]);
  return [authUserRows, credentialRows, profileRows, linkRows, eventRows, auditRows].map((row) => row!.total);
}

const invalidOutbox = async () => (await getDb().select({ total: count() }).from(outboxMessages).where(like(outboxMessages.to, '%.invalid')))[0]!.total;

describe('a parent creates a child account', () => {
  it('with a sign-in name and no e-mail: linked at once, verified, with a family code, audited, and the child signs in with the name', async () => {
    const parent = await person('parent', 'Priya');
    const input = form({ firstName: 'Maya', username: `  ${uniqueName('Maya').toUpperCase()} ` });
    expect(input.username).toMatch(/^maya\./);
    const created = await createChild(parent, input);
    expect(created).toMatchObject({ firstName: 'Maya', username: input.username, pendingEmail: null });

    const [profile] = await getDb().select().from(users).where(eq(users.id, created.childId));
    expect(profile).toMatchObject({ role: 'child', firstName: 'Maya', lastName: '', username: input.username, birthYear: input.birthYear, email: reservedAddressFor(input.username), emailVerified: true, welcomeSent: true });
    expect(profile!.childRefCode).toMatch(/^[A-Z0-9]{6}$/);
    const [authUser] = await getDb().select().from(authUsers).where(eq(authUsers.id, created.childId));
    expect(authUser).toMatchObject({ email: `${input.username}@children.invalid`, emailVerified: true, name: '[child] Maya' });

    // Linked at once: no request, and the parent's page lists the child (the 'created' event is told to nobody).
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, created.childId))).toMatchObject([{ parentId: parent.id }]);
    expect(await getDb().select({ status: familyLinkEvents.status, parentId: familyLinkEvents.parentId }).from(familyLinkEvents).where(eq(familyLinkEvents.childId, created.childId))).toEqual([
      { status: 'created', parentId: parent.id },
    ]);
    const page = await getChildrenPage(parent);
    expect(page.children).toMatchObject([{ id: created.childId, name: 'Maya' }]);
    expect(page.requests).toEqual([]);
    expect(page.events).toEqual([]);
    expect(await getDb().select().from(auditLogs).where(and(eq(auditLogs.performedBy, parent.email), eq(auditLogs.actionType, 'family_child_create')))).toMatchObject([
      { component: 'families', entityId: created.childId, targetUser: reservedAddressFor(input.username), details: { childId: created.childId, withEmail: false } },
    ]);

    // The sign-in form maps the name to this address (accounts/sign-in.ts); the session flow lets the child in.
    const state = await resolveSession(await signInHeaders(reservedAddressFor(input.username), CHILD_PASSWORD));
    expect(state).toMatchObject({ status: 'signed-in', actor: { id: created.childId, role: 'child' } });
    expect(await invalidOutbox()).toBe(0);
  });

  it("starts the child in the parent's language and currency, so the child's pages, lessons and amounts read as the family's", async () => {
    const parentRow = await createTestUser({ role: 'parent', firstName: 'Amélie', lastName: 'Test' });
    await getDb().update(users).set({ locale: 'fr', currency: 'EUR' }).where(eq(users.id, parentRow.id));
    const created = await createChild(await actorFor(parentRow), form({ firstName: 'Léa' }));
    const [profile] = await getDb().select({ locale: users.locale, currency: users.currency }).from(users).where(eq(users.id, created.childId));
    expect(profile).toEqual({ locale: 'fr', currency: 'EUR' });
    // A parent who never chose leaves the child to choose too (the pages follow the device's language until then).
    const other = await createChild(await person('parent'), form({ firstName: 'Noé' }));
    expect((await getDb().select({ locale: users.locale, currency: users.currency }).from(users).where(eq(users.id, other.childId)))[0]).toEqual({ locale: null, currency: null });
  });

  it('a taken sign-in name is a 409 and writes nothing; so is a name differing only in case', async () => {
    const parent = await person('parent');
    const input = form();
    await createChild(parent, input);
    const otherParent = await person('parent');
    const before = await rowCounts();
    const again = await appErrorOf(createChild(parent, form({ username: input.username.toUpperCase() })));
    expect(again).toMatchObject({ status: 409, message: 'families.create.errors.usernameTaken', fieldErrors: { username: 'families.create.errors.usernameTaken' } });
    // Another parent meets the same answer.
    expect((await appErrorOf(createChild(otherParent, form({ username: input.username })))).status).toBe(409);
    expect(await rowCounts()).toEqual(before);
  });

  it('two parents choosing one name at the same moment: one account, one 409', async () => {
    const [first, second] = await Promise.all([person('parent'), person('parent')]);
    const username = uniqueName();
    const results = await Promise.allSettled([createChild(first, form({ username })), createChild(second, form({ username }))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409, message: 'families.create.errors.usernameTaken' } });
    expect((await getDb().select({ id: users.id }).from(users).where(eq(users.username, username))).length).toBe(1);
  });

  it('a weak password and a birth year outside 4 to 17 years are refused (400), nothing written', async () => {
    const parent = await person('parent');
    const before = await rowCounts();
    expect(await appErrorOf(createChild(parent, form({ password: 'password123' })))).toMatchObject({ status: 400, fieldErrors: { password: 'errors.passwordTooCommon' } });
    // The child's own first name counts as a known word, as at registration.
    expect((await appErrorOf(createChild(parent, form({ firstName: 'Zanzibarina', password: 'zanzibarina1' })))).status).toBe(400);
    expect((await appErrorOf(createChild(parent, { ...form(), birthYear: Number(thisYearMinus(3)) }))).status).toBe(400);

    for (const birthYear of [thisYearMinus(3), thisYearMinus(18), '1900', 'abcd', '', String(new Date().getUTCFullYear() + 1)]) {
      const parsed = createChildSchema.safeParse(rawForm({ birthYear }));
      expect(parsed.success, birthYear).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['birthYear'], message: 'families.create.errors.birthYear' });
    }
    expect(childBirthYears()).toEqual(Array.from({ length: 14 }, (_, index) => Number(thisYearMinus(4 + index))));
    for (const username of ['ab', 'a'.repeat(25), 'maya smith', 'maya@home', '.maya', 'maya.', 'ma..ya', 'mäya']) {
      expect(createChildSchema.safeParse(rawForm({ username })).error?.issues[0], username).toMatchObject({ path: ['username'], message: 'families.create.errors.usernameInvalid' });
    }
    expect(createChildSchema.safeParse(rawForm({ email: 'kid@children.invalid' })).error?.issues[0]).toMatchObject({ path: ['email'], message: 'errors.emailInvalid' });
    expect(await rowCounts()).toEqual(before);
  });

  it('with an e-mail: the account is made with its name only; the address joins it once the link is opened signed in as the child', async () => {
    const parent = await person('parent', 'Omar');
    const email = uniqueEmail('kid');
    const input = form({ firstName: 'Lea', email: email.toUpperCase() });
    const created = await createChild(parent, input);
    expect(created).toMatchObject({ pendingEmail: email });
    const reserved = reservedAddressFor(input.username);
    // Nothing is bound to the typed address yet: a parent cannot tie a stranger's address to a child.
    const [profile] = await getDb().select().from(users).where(eq(users.id, created.childId));
    expect(profile).toMatchObject({ email: reserved, username: input.username, emailVerified: true, welcomeSent: true });
    expect((await getDb().select().from(authUsers).where(eq(authUsers.email, email)))).toEqual([]);
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, created.childId))).toHaveLength(1);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    const token = decodeURIComponent(/\/settings\/email\?token=(\S+)/.exec(mails[0]!.text)?.[1] ?? '');
    expect(token).not.toBe('');

    // The link does nothing for someone else signed in (the address's owner, say); the child's own session confirms it.
    expect(await pendingEmailChange(await person('child'), token)).toBeNull();
    const child = await actorFor({ email: reserved, password: CHILD_PASSWORD });
    expect(await pendingEmailChange(child, token)).toBe(email);
    expect(await confirmEmailChange(child, token)).toBe(email);
    expect((await getDb().select().from(authUsers).where(eq(authUsers.id, created.childId)))[0]).toMatchObject({ email, emailVerified: true });
    // The name still signs in.
    expect(await resolveSession(await signInHeaders(email, CHILD_PASSWORD))).toMatchObject({ status: 'signed-in', actor: { id: created.childId } });
  });

  it('an e-mail that already has an account is answered exactly like a new one: the child is made, no link, nothing bound', async () => {
    const parent = await person('parent');
    const owner = await createTestUser({ role: 'parent' });
    const before = (await outboxFor(owner.email)).length;
    const input = form({ email: owner.email });
    const created = await createChild(parent, input);
    expect(created).toMatchObject({ pendingEmail: owner.email, username: input.username });
    expect(await outboxFor(owner.email)).toHaveLength(before);
    expect((await getDb().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, owner.email)))).toEqual([{ id: owner.id }]);
    expect((await getDb().select({ email: users.email }).from(users).where(eq(users.id, created.childId)))[0]!.email).toBe(reservedAddressFor(input.username));
  });

  it('children and tutors may not create child accounts (403); the admin may, and is linked', async () => {
    for (const role of ['child', 'tutor'] as const) {
      expect((await appErrorOf(createChild(await person(role), form()))).status).toBe(403);
    }
    const admin = await person('admin');
    const created = await createChild(admin, form());
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, created.childId))).toMatchObject([{ parentId: admin.id }]);
  });

  it(`a parent creates at most ${CHILD_CREATIONS_PER_DAY.max} accounts a day, refused attempts included`, async () => {
    const parent = await person('parent');
    const taken = form();
    await createChild(parent, taken);
    for (let attempt = 1; attempt < CHILD_CREATIONS_PER_DAY.max; attempt++) expect((await appErrorOf(createChild(parent, form({ username: taken.username })))).status).toBe(409);
    expect((await appErrorOf(createChild(parent, form()))).status).toBe(429);
    // Another parent is not held back.
    await createChild(await person('parent'), form());
  });

  it('no mail is ever queued to a reserved address: not the welcome, a reset or a confirmation link', async () => {
    const parent = await person('parent');
    const input = form();
    const created = await createChild(parent, input);
    const address = reservedAddressFor(input.username);
    // Signed in (the welcome step), then a reset and a confirmation link asked for the address directly.
    await resolveSession(await signInHeaders(address, CHILD_PASSWORD));
    await getDb().update(users).set({ welcomeSent: false }).where(eq(users.id, created.childId));
    await resolveSession(await signInHeaders(address, CHILD_PASSWORD));
    await requestPasswordReset(address, '198.51.100.9');
    await sendVerificationLink(address);
    expect(await outboxFor(address)).toEqual([]);
    expect(await invalidOutbox()).toBe(0);
  });
});

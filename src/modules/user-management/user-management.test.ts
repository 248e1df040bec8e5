import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authAccounts, authUsers, familyLinks, users } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { AppError } from '@/server/errors';
import { resolveSession, type Actor } from '@/server/session-flow';
import { actorFor, createTestUser, outboxFor, sessionCount, signInHeaders } from '../../../tests/factories';
import { changeUserRole, deleteUser, markEmailVerified, sendAccountMail, setUserBlocked } from './manage-user';
import { getChildCountryPage, getUserManagementPage, listUsers } from './queries';
import { changeRoleSchema, USERS_PAGE_SIZE, userFiltersSchema, userIdSchema } from './schemas';

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

/** The rejection of a promise (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected the call to be refused'),
    (error: unknown) => error,
  );
}

async function expectAppError(promise: Promise<unknown>, status: number, message: string): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, message });
}

async function profileOf(id: string) {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row;
}

async function authUserOf(id: string) {
  const [row] = await getDb().select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

/** User-management entries about one account (its own login entries carry its id too, so they are left out). */
async function auditFor(entityId: string, actionType?: string) {
  const conditions = [eq(auditLogs.entityId, entityId), eq(auditLogs.component, 'user-management')];
  if (actionType) conditions.push(eq(auditLogs.actionType, actionType));
  return getDb().select().from(auditLogs).where(and(...conditions)).orderBy(auditLogs.id);
}

async function adminWithActor(options: { firstName?: string } = {}): Promise<{ admin: TestUser; actor: Actor }> {
  const admin = await createTestUser({ role: 'admin', ...options });
  return { admin, actor: await actorFor(admin) };
}

/**
 * Blocks every active admin except the given ones for the duration of `run`, so the last-admin rule sees only
 * the admins a test made (the database is shared by the tests of this file). Restores them afterwards.
 */
async function withOnlyAdmins(keep: string[], run: () => Promise<void>): Promise<void> {
  const db = getDb();
  const others = await db
    .update(users)
    .set({ blocked: true })
    .where(and(eq(users.role, 'admin'), eq(users.blocked, false), notInArray(users.id, keep)))
    .returning({ id: users.id });
  try {
    await run();
  } finally {
    if (others.length) await db.update(users).set({ blocked: false }).where(inArray(users.id, others.map((row) => row.id)));
  }
}

describe('setUserBlocked', () => {
  it('blocks: sets users.blocked, refuses every session of the target at once (telling why), and writes a block entry', async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ role: 'parent' });
    const headers = await signInHeaders(target.email);
    await signInHeaders(target.email);
    expect(await sessionCount(target.id)).toBe(2);
    const adminSessions = await sessionCount(admin.id);
    expect(adminSessions).toBeGreaterThan(0);

    await setUserBlocked(actor, target.id, true);

    expect((await profileOf(target.id))?.blocked).toBe(true);
    // The next request of an open session ends it and says why (spec 4 step 6: /blocked), rather than finding no
    // session and sending the person to /login.
    expect(await resolveSession(headers)).toEqual({ status: 'ended', reason: 'blocked' });
    expect(await resolveSession(headers)).toEqual({ status: 'anonymous' });
    // Only the target's sessions end.
    expect(await sessionCount(admin.id)).toBe(adminSessions);
    const entries = await auditFor(target.id, 'block');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      performedBy: admin.email,
      role: 'admin',
      targetUser: target.email,
      component: 'user-management',
      entityId: target.id,
    });
  });

  it('unblocks: clears users.blocked and writes an unblock entry; the user can sign in again', async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ role: 'tutor', blocked: true });

    await setUserBlocked(actor, target.id, false);

    expect((await profileOf(target.id))?.blocked).toBe(false);
    const entries = await auditFor(target.id);
    expect(entries.map((entry) => entry.actionType)).toEqual(['unblock']);
    expect(entries[0]).toMatchObject({ performedBy: admin.email, targetUser: target.email });
    const state = await resolveSession(await signInHeaders(target.email));
    expect(state.status).toBe('signed-in');
  });

  it('blocking an already blocked user changes nothing and writes no second entry', async () => {
    const { actor } = await adminWithActor();
    const target = await createTestUser({ role: 'child' });
    await setUserBlocked(actor, target.id, true);
    await setUserBlocked(actor, target.id, true);
    expect(await auditFor(target.id, 'block')).toHaveLength(1);
  });

  it('an admin cannot block themself (409 errors.notYourself)', async () => {
    const { admin, actor } = await adminWithActor();
    const otherAdmin = await createTestUser({ role: 'admin' });
    expect(otherAdmin.blocked).toBe(false);
    await expectAppError(setUserBlocked(actor, admin.id, true), 409, 'errors.notYourself');
    expect((await profileOf(admin.id))?.blocked).toBe(false);
    expect(await sessionCount(admin.id)).toBeGreaterThan(0);
    expect(await auditFor(admin.id)).toHaveLength(0);
  });
});

describe('the self and last-admin rules', () => {
  it('with B blocked, admin A (the only active admin) cannot block, demote or delete themself', async () => {
    const { admin: a, actor: actorA } = await adminWithActor();
    const { admin: b } = await adminWithActor();
    await withOnlyAdmins([a.id, b.id], async () => {
      await setUserBlocked(actorA, b.id, true);
      await expectAppError(setUserBlocked(actorA, a.id, true), 409, 'errors.notYourself');
      await expectAppError(changeUserRole(actorA, a.id, 'parent'), 409, 'errors.notYourself');
      await expectAppError(deleteUser(actorA, a.id), 409, 'errors.notYourself');
      expect(await profileOf(a.id)).toMatchObject({ role: 'admin', blocked: false });
      expect(await auditFor(a.id)).toHaveLength(0);
    });
  });

  it('never makes a school admin without a school: that role is given on the Schools page (409)', async () => {
    const { actor } = await adminWithActor();
    const tutor = await createTestUser({ role: 'tutor' });
    await expectAppError(changeUserRole(actor, tutor.id, 'school_admin'), 409, 'errors.schoolAdminFromSchools');
    expect((await profileOf(tutor.id))?.role).toBe('tutor');
    expect(await auditFor(tutor.id, 'role_change')).toHaveLength(0);
  });

  it('with two active admins, one may demote the other', async () => {
    const { admin: a, actor: actorA } = await adminWithActor();
    const { admin: b } = await adminWithActor();
    await withOnlyAdmins([a.id, b.id], async () => {
      await changeUserRole(actorA, b.id, 'parent');
      expect((await profileOf(b.id))?.role).toBe('parent');
      // A is now the only admin; B, signed in again, is a parent and has no admin rights.
      const actorB = await actorFor(b);
      expect(actorB.role).toBe('parent');
      await expectAppError(setUserBlocked(actorB, a.id, true), 403, 'errors.forbidden');
    });
  });

  it('with two active admins, one may block or delete the other', async () => {
    const { actor: actorA, admin: a } = await adminWithActor();
    const { admin: b } = await adminWithActor();
    const { admin: c } = await adminWithActor();
    await withOnlyAdmins([a.id, b.id, c.id], async () => {
      await setUserBlocked(actorA, b.id, true);
      expect((await profileOf(b.id))?.blocked).toBe(true);
      await deleteUser(actorA, c.id);
      expect(await profileOf(c.id)).toBeUndefined();
    });
  });

  it('refuses to block, demote or delete the last active admin (409 errors.lastAdmin) when the actor is no longer an active admin', async () => {
    const { admin: a, actor: actorA } = await adminWithActor();
    const { admin: b } = await adminWithActor();
    await withOnlyAdmins([a.id, b.id], async () => {
      // A's Actor was obtained while A was an admin; A's own row is then blocked, leaving B the only active admin.
      await getDb().update(users).set({ blocked: true }).where(eq(users.id, a.id));
      await expectAppError(setUserBlocked(actorA, b.id, true), 409, 'errors.lastAdmin');
      await expectAppError(changeUserRole(actorA, b.id, 'tutor'), 409, 'errors.lastAdmin');
      await expectAppError(deleteUser(actorA, b.id), 409, 'errors.lastAdmin');
      expect(await profileOf(b.id)).toMatchObject({ role: 'admin', blocked: false });
      expect(await auditFor(b.id)).toHaveLength(0);

      // A demoted instead of blocked: the same refusal.
      await getDb().update(users).set({ blocked: false, role: 'parent' }).where(eq(users.id, a.id));
      await expectAppError(changeUserRole(actorA, b.id, 'child'), 409, 'errors.lastAdmin');
      expect((await profileOf(b.id))?.role).toBe('admin');

      // Control: once A is an active admin again, the same change goes through.
      await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, a.id));
      await changeUserRole(actorA, b.id, 'tutor');
      expect((await profileOf(b.id))?.role).toBe('tutor');
    });
  });

  it('two admins demoting each other at the same moment: exactly one succeeds and one active admin remains', async () => {
    for (let round = 0; round < 3; round++) {
      const { admin: a, actor: actorA } = await adminWithActor();
      const { admin: b, actor: actorB } = await adminWithActor();
      await withOnlyAdmins([a.id, b.id], async () => {
        const results = await Promise.allSettled([changeUserRole(actorA, b.id, 'parent'), changeUserRole(actorB, a.id, 'parent')]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const roles = [(await profileOf(a.id))?.role, (await profileOf(b.id))?.role].sort();
        expect(roles).toEqual(['admin', 'parent']);
        // Note: on PostgreSQL the losing call is sometimes a deadlock error (40P01) rather than AppError 409 (see report).
      });
    }
  });

  it('a blocked admin is not counted as the last admin: it may be deleted or demoted', async () => {
    const { admin: a, actor: actorA } = await adminWithActor();
    const { admin: b } = await adminWithActor();
    const { admin: c } = await adminWithActor();
    await withOnlyAdmins([a.id, b.id, c.id], async () => {
      await getDb().update(users).set({ blocked: true }).where(inArray(users.id, [a.id, b.id, c.id]));
      // Every admin is blocked, yet B and C are not "active admins", so removing them leaves the count unchanged.
      await changeUserRole(actorA, b.id, 'parent');
      await deleteUser(actorA, c.id);
      expect((await profileOf(b.id))?.role).toBe('parent');
      expect(await profileOf(c.id)).toBeUndefined();
    });
  });
});

describe('changeUserRole', () => {
  it('child → parent: the role changes and the account keeps working with the new role', async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ role: 'child' });
    const headers = await signInHeaders(target.email);

    await changeUserRole(actor, target.id, 'parent');

    expect((await profileOf(target.id))?.role).toBe('parent');
    const state = await resolveSession(headers);
    expect(state.status === 'signed-in' && state.actor.role).toBe('parent');
    const entries = await auditFor(target.id, 'role_change');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: admin.email, targetUser: target.email, details: { from: 'child', to: 'parent' } });
  });

  it('parent → child gives the account a 6-character child reference code', async () => {
    const { actor } = await adminWithActor();
    const target = await createTestUser({ role: 'parent' });
    expect(target.childRefCode).toBeNull();

    await changeUserRole(actor, target.id, 'child');

    const profile = await profileOf(target.id);
    expect(profile?.role).toBe('child');
    expect(profile?.childRefCode).toMatch(/^[A-Z0-9]{6}$/);
    const [entry] = await auditFor(target.id, 'role_change');
    expect(entry?.details).toEqual({ from: 'parent', to: 'child' });
  });

  it('tutor → admin promotes; the new admin can then act', async () => {
    const { actor } = await adminWithActor();
    const target = await createTestUser({ role: 'tutor' });
    await changeUserRole(actor, target.id, 'admin');
    const promoted = await actorFor(target);
    expect(promoted.role).toBe('admin');
    const other = await createTestUser({ role: 'child' });
    await setUserBlocked(promoted, other.id, true);
    expect((await profileOf(other.id))?.blocked).toBe(true);
  });

  it('setting the role a user already has writes no entry', async () => {
    const { actor } = await adminWithActor();
    const target = await createTestUser({ role: 'tutor' });
    await changeUserRole(actor, target.id, 'tutor');
    expect((await profileOf(target.id))?.role).toBe('tutor');
    expect(await auditFor(target.id)).toHaveLength(0);
  });
});

describe('markEmailVerified', () => {
  it('sets auth_users.email_verified and users.email_verified, and writes email_verified_by_admin', async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ emailVerified: false });
    expect((await authUserOf(target.id))?.emailVerified).toBe(false);
    expect((await profileOf(target.id))?.emailVerified).toBe(false);

    await markEmailVerified(actor, target.id);

    expect((await authUserOf(target.id))?.emailVerified).toBe(true);
    expect((await profileOf(target.id))?.emailVerified).toBe(true);
    const entries = await auditFor(target.id, 'email_verified_by_admin');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: admin.email, targetUser: target.email });
  });
});

describe('deleteUser', () => {
  it('removes the auth user, profile, credentials, sessions and family links of the target, and writes account_deleted', async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ role: 'parent' });
    const child = await createTestUser({ role: 'child' });
    const otherParent = await createTestUser({ role: 'parent' });
    await getDb().insert(familyLinks).values([
      { parentId: target.id, childId: child.id },
      { parentId: otherParent.id, childId: child.id },
    ]);
    await signInHeaders(target.email);
    expect(await sessionCount(target.id)).toBe(1);

    await deleteUser(actor, target.id);

    expect(await authUserOf(target.id)).toBeUndefined();
    expect(await profileOf(target.id)).toBeUndefined();
    expect(await sessionCount(target.id)).toBe(0);
    expect(await getDb().select().from(authAccounts).where(eq(authAccounts.userId, target.id))).toHaveLength(0);
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.parentId, target.id))).toHaveLength(0);
    // The child and the other parent's link stay.
    expect(await profileOf(child.id)).toBeDefined();
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, child.id))).toEqual([
      expect.objectContaining({ parentId: otherParent.id }),
    ]);
    const entries = await auditFor(target.id, 'account_deleted');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: admin.email, targetUser: target.email, details: { role: 'parent' } });
  });

  it("deleting a child removes the child's family links", async () => {
    const { actor } = await adminWithActor();
    const parent = await createTestUser({ role: 'parent' });
    const target = await createTestUser({ role: 'child' });
    await getDb().insert(familyLinks).values({ parentId: parent.id, childId: target.id });
    await deleteUser(actor, target.id);
    expect(await getDb().select().from(familyLinks).where(eq(familyLinks.childId, target.id))).toHaveLength(0);
    expect(await profileOf(parent.id)).toBeDefined();
  });

  it('an admin cannot delete themself (409)', async () => {
    const { admin, actor } = await adminWithActor();
    await createTestUser({ role: 'admin' });
    await expectAppError(deleteUser(actor, admin.id), 409, 'errors.notYourself');
    expect(await authUserOf(admin.id)).toBeDefined();
    expect(await profileOf(admin.id)).toBeDefined();
  });
});

describe('sendAccountMail', () => {
  it("'verification' puts a verification mail for an unverified user in the outbox and writes verification_resent", async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ emailVerified: false, firstName: 'Vera' });
    expect(await outboxFor(target.email)).toHaveLength(0);

    await sendAccountMail(actor, target.id, 'verification');

    const mails = await outboxFor(target.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your e-mail for Academy');
    expect(mails[0]?.text).toContain('/verify-email?token=');
    expect(mails[0]?.text).toContain('Vera');
    const entries = await auditFor(target.id, 'verification_resent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: admin.email, targetUser: target.email });
  });

  it("'verification' for a verified user is refused with 409 errors.alreadyVerified: no mail, no entry", async () => {
    const { actor } = await adminWithActor();
    const target = await createTestUser({ emailVerified: true });
    await expectAppError(sendAccountMail(actor, target.id, 'verification'), 409, 'errors.alreadyVerified');
    expect(await outboxFor(target.email)).toHaveLength(0);
    expect(await auditFor(target.id)).toHaveLength(0);
  });

  it("'password-reset' puts a reset mail in the outbox and writes password_reset_sent", async () => {
    const { admin, actor } = await adminWithActor();
    const target = await createTestUser({ role: 'tutor' });

    await sendAccountMail(actor, target.id, 'password-reset');

    const mails = await outboxFor(target.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your Academy password');
    expect(mails[0]?.text).toContain('/reset-password?token=');
    const entries = await auditFor(target.id, 'password_reset_sent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: admin.email, targetUser: target.email });
  });
});

describe('permissions and unknown users', () => {
  for (const role of ['child', 'parent', 'tutor'] as const) {
    it(`a ${role} is refused every operation with 403 and nothing changes`, async () => {
      const user = await createTestUser({ role });
      const actor = await actorFor(user);
      const target = await createTestUser({ role: 'parent', emailVerified: false });
      await signInHeaders(target.email);

      const attempts: Array<[string, () => Promise<unknown>]> = [
        ['block', () => setUserBlocked(actor, target.id, true)],
        ['unblock', () => setUserBlocked(actor, target.id, false)],
        ['role', () => changeUserRole(actor, target.id, 'admin')],
        ['verify', () => markEmailVerified(actor, target.id)],
        ['delete', () => deleteUser(actor, target.id)],
        ['verification mail', () => sendAccountMail(actor, target.id, 'verification')],
        ['reset mail', () => sendAccountMail(actor, target.id, 'password-reset')],
        ['list', () => listUsers(actor, {})],
        ['page', () => getUserManagementPage(actor, {})],
      ];
      for (const [, attempt] of attempts) await expectAppError(attempt(), 403, 'errors.forbidden');

      expect(await profileOf(target.id)).toMatchObject({ role: 'parent', blocked: false, emailVerified: false });
      expect((await authUserOf(target.id))?.emailVerified).toBe(false);
      expect(await sessionCount(target.id)).toBe(1);
      expect(await outboxFor(target.email)).toHaveLength(0);
      expect(await auditFor(target.id)).toHaveLength(0);
      // Nothing but the actor's own sign-in was recorded in their name.
      const byActor = await getDb().select().from(auditLogs).where(eq(auditLogs.performedBy, user.email));
      expect(byActor.map((entry) => entry.actionType)).toEqual(['login']);
    });
  }

  it('an unknown user id is 404 errors.userNotFound for every operation', async () => {
    const { actor } = await adminWithActor();
    const missing = 'no-such-user-id';
    await expectAppError(setUserBlocked(actor, missing, true), 404, 'errors.userNotFound');
    await expectAppError(setUserBlocked(actor, missing, false), 404, 'errors.userNotFound');
    await expectAppError(changeUserRole(actor, missing, 'tutor'), 404, 'errors.userNotFound');
    await expectAppError(markEmailVerified(actor, missing), 404, 'errors.userNotFound');
    await expectAppError(deleteUser(actor, missing), 404, 'errors.userNotFound');
    await expectAppError(sendAccountMail(actor, missing, 'verification'), 404, 'errors.userNotFound');
    await expectAppError(sendAccountMail(actor, missing, 'password-reset'), 404, 'errors.userNotFound');
    expect(await auditFor(missing)).toHaveLength(0);
  });
});

describe('listUsers', () => {
  function word(): string {
    return `w${Math.random().toString(36).slice(2, 10)}`;
  }

  async function emailsOf(actor: Actor, filters: Parameters<typeof listUsers>[1]): Promise<string[]> {
    return (await listUsers(actor, filters)).rows.map((row) => row.email).sort();
  }

  it('searches by part of the e-mail, case-insensitively', async () => {
    const { actor } = await adminWithActor();
    const tag = word();
    const match = await createTestUser({ email: `${tag}-someone@example.test` });
    await createTestUser({ lastName: 'Other' });
    expect(await emailsOf(actor, { q: tag.toUpperCase() })).toEqual([match.email]);
    const result = await listUsers(actor, { q: `${tag}-some` });
    expect(result.total).toBe(1);
    expect(result.rows[0]).toMatchObject({ id: match.id, email: match.email, role: 'child', blocked: false, emailVerified: true });
  });

  it('searches by first name and by "First Last"', async () => {
    const { actor } = await adminWithActor();
    const first = `Fn${word()}`;
    const last = `Ln${word()}`;
    const match = await createTestUser({ firstName: first, lastName: last });
    const sameFirst = await createTestUser({ firstName: first, lastName: 'Different' });
    expect(await emailsOf(actor, { q: first })).toEqual([match.email, sameFirst.email].sort());
    expect(await emailsOf(actor, { q: `${first} ${last}` })).toEqual([match.email]);
    expect(await emailsOf(actor, { q: `${first.slice(3)} ${last.slice(0, 4)}`.toLowerCase() })).toEqual([match.email]);
    expect(await emailsOf(actor, { q: `${last} ${first}` })).toEqual([]);
  });

  it('filters by role', async () => {
    const { actor } = await adminWithActor();
    const tag = word();
    const tutor = await createTestUser({ role: 'tutor', lastName: tag });
    const parent = await createTestUser({ role: 'parent', lastName: tag });
    await createTestUser({ role: 'child', lastName: tag });
    expect(await emailsOf(actor, { q: tag, role: 'tutor' })).toEqual([tutor.email]);
    expect(await emailsOf(actor, { q: tag, role: 'parent' })).toEqual([parent.email]);
    expect(await emailsOf(actor, { q: tag, role: 'admin' })).toEqual([]);
    expect((await listUsers(actor, { q: tag })).total).toBe(3);
  });

  it('filters by status: blocked, active, unverified', async () => {
    const { actor } = await adminWithActor();
    const tag = word();
    const blocked = await createTestUser({ lastName: tag, blocked: true });
    const active = await createTestUser({ lastName: tag });
    const unverified = await createTestUser({ lastName: tag, emailVerified: false });
    expect(await emailsOf(actor, { q: tag, status: 'blocked' })).toEqual([blocked.email]);
    const activeEmails = await emailsOf(actor, { q: tag, status: 'active' });
    expect(activeEmails).toContain(active.email);
    expect(activeEmails).not.toContain(blocked.email);
    expect(await emailsOf(actor, { q: tag, status: 'unverified' })).toEqual([unverified.email]);
  });

  it(`pages ${USERS_PAGE_SIZE} at a time`, async () => {
    expect(USERS_PAGE_SIZE).toBe(25);
    const { actor } = await adminWithActor();
    const tag = word();
    const created: string[] = [];
    for (let i = 0; i < 30; i++) created.push((await createTestUser({ lastName: `${tag}${i}` })).id);

    const page1 = await listUsers(actor, { q: tag, page: 1 });
    const page2 = await listUsers(actor, { q: tag, page: 2 });
    expect(page1).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(page1.rows).toHaveLength(25);
    expect(page2).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(page2.rows).toHaveLength(5);
    const seen = [...page1.rows, ...page2.rows].map((row) => row.id);
    expect(new Set(seen).size).toBe(30);
    expect([...seen].sort()).toEqual([...created].sort());
    // Newest first.
    const times = [...page1.rows, ...page2.rows].map((row) => row.createdAt!.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // A page past the end shows the last page.
    const past = await listUsers(actor, { q: tag, page: 9 });
    expect(past.page).toBe(2);
    expect(past.rows.map((row) => row.id)).toEqual(page2.rows.map((row) => row.id));
  });

  it('the page query reads the filtered page and names the acting admin (whose row offers no delete)', async () => {
    const { admin, actor } = await adminWithActor({ firstName: word() });
    const page = await getUserManagementPage(actor, { q: admin.email });
    expect(page).toMatchObject({ total: 1, page: 1, pageCount: 1, currentUserId: admin.id });
    expect(page.rows.map((row) => row.id)).toEqual([admin.id]);
  });

  it("a child's country page reads that child only (decision 060's amendment): anyone else is no page, a non-admin is refused", async () => {
    const { actor } = await adminWithActor();
    const child = await createTestUser({ role: 'child', firstName: 'Kim', lastName: 'Test' });
    await getDb().update(users).set({ country: 'FR', consentPending: true }).where(eq(users.id, child.id));
    expect(await getChildCountryPage(actor, child.id)).toEqual({ id: child.id, email: child.email, name: 'Kim Test', country: 'FR', consentPending: true });
    const parent = await createTestUser({ role: 'parent' });
    expect(await getChildCountryPage(actor, parent.id)).toBeNull();
    expect(await getChildCountryPage(actor, 'no-such-user')).toBeNull();
    await expectAppError(getChildCountryPage(await actorFor(parent), child.id), 403, 'errors.forbidden');
  });

  it("a '%' or '_' in the search is literal, not a wildcard", async () => {
    const { actor } = await adminWithActor();
    const tag = word();
    const percent = await createTestUser({ lastName: `${tag}%off` });
    await createTestUser({ lastName: `${tag}zzoff` });
    const underscore = await createTestUser({ lastName: `${tag}a_b` });
    await createTestUser({ lastName: `${tag}axb` });
    expect(await emailsOf(actor, { q: `${tag}%off` })).toEqual([percent.email]);
    expect(await emailsOf(actor, { q: `${tag}a_b` })).toEqual([underscore.email]);
    expect(await emailsOf(actor, { q: '%' })).toEqual([percent.email]);
  });
});

describe('schemas', () => {
  it('userFiltersSchema ignores malformed values instead of failing', () => {
    expect(userFiltersSchema.parse({ q: '  ann  ', role: 'tutor', status: 'blocked', page: '3' })).toEqual({ q: 'ann', role: 'tutor', status: 'blocked', page: 3 });
    expect(userFiltersSchema.parse({ role: 'superuser', status: 'gone', page: '0' })).toEqual({ role: undefined, status: undefined, page: undefined });
    expect(userFiltersSchema.parse({ page: 'x' }).page).toBeUndefined();
    expect(userFiltersSchema.parse({ q: 'x'.repeat(201) }).q).toBeUndefined();
  });

  it('changeRoleSchema accepts the four roles only', () => {
    for (const role of ['admin', 'parent', 'tutor', 'child'] satisfies Role[]) {
      expect(changeRoleSchema.parse({ userId: 'u1', role })).toEqual({ userId: 'u1', role });
    }
    const bad = changeRoleSchema.safeParse({ userId: 'u1', role: 'superuser' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('errors.roleInvalid');
    expect(userIdSchema.safeParse({ userId: '' }).error?.issues[0]?.message).toBe('errors.userNotFound');
    expect(userIdSchema.safeParse({ userId: 'x'.repeat(101) }).success).toBe(false);
  });
});


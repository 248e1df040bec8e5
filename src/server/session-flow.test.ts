import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authAccounts, authSessions, authUsers, users } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { createTestUser, outboxFor, sessionCount, signInHeaders, TEST_PASSWORD, uniqueEmail } from '../../tests/factories';
import { statementsOf } from '../../tests/support/statement-counter';
import { hashPassword } from './password';
import { runInRequestContext, type RequestContext } from './request-context';
import { resolveSession } from './session-flow';

const MINUTE = 60_000;

async function auditCount(email: string, actionType: string): Promise<number> {
  return (await getDb().select().from(auditLogs).where(and(eq(auditLogs.performedBy, email), eq(auditLogs.actionType, actionType)))).length;
}

/** An auth user with a password but no profile row (as if profile creation never happened). */
async function createAuthUserWithoutProfile(name: string, email = uniqueEmail('bare')) {
  const id = `bare-${Math.random().toString(36).slice(2)}`;
  await getDb().insert(authUsers).values({ id, name, email, emailVerified: true });
  await getDb().insert(authAccounts).values({ id: `${id}-acc`, accountId: id, providerId: 'credential', userId: id, password: await hashPassword(TEST_PASSWORD) });
  return { id, email };
}

describe('session flow (spec 4, on the server)', () => {
  it('step 1: no session cookie is an anonymous visitor', async () => {
    expect(await resolveSession(new Headers())).toEqual({ status: 'anonymous' });
    expect(await resolveSession(new Headers({ cookie: 'better-auth.session_token=forged.value' }))).toEqual({ status: 'anonymous' });
  });

  it('signs in a verified user and returns a small actor DTO', async () => {
    const user = await createTestUser({ role: 'tutor', firstName: 'Tia', lastName: 'Tutor' });
    const state = await resolveSession(await signInHeaders(user.email));
    expect(state.status).toBe('signed-in');
    if (state.status !== 'signed-in') return;
    expect(state.actor).toMatchObject({ id: user.id, email: user.email, role: 'tutor', firstName: 'Tia', displayName: 'Tia' });
    expect(Object.keys(state.actor)).not.toContain('blocked');
  });

  it('spec 2: the display name falls back to the e-mail when there is no first name', async () => {
    const user = await createTestUser({ firstName: '' });
    const state = await resolveSession(await signInHeaders(user.email));
    expect(state.status === 'signed-in' && state.actor.displayName).toBe(user.email);
  });

  it('step 3: an unverified account within 5 minutes of creation may use the app', async () => {
    const user = await createTestUser({ emailVerified: false, createdAt: new Date(Date.now() - 4 * MINUTE) });
    const state = await resolveSession(await signInHeaders(user.email));
    expect(state.status).toBe('signed-in');
  });

  it('step 3: an unverified account older than 5 minutes is signed out and sent to /verify-email', async () => {
    const user = await createTestUser({ emailVerified: false, createdAt: new Date(Date.now() - 6 * MINUTE) });
    const headers = await signInHeaders(user.email);
    expect(await resolveSession(headers)).toEqual({ status: 'ended', reason: 'verify-email' });
    expect(await sessionCount(user.id)).toBe(0);
    expect(await resolveSession(headers)).toEqual({ status: 'anonymous' });
  });

  it('step 3: the session made at registration lets an unverified account in for a day, not longer', async () => {
    const user = await createTestUser({ emailVerified: false });
    const headers = await signInHeaders(user.email);
    // The account and its first session were made together (the registration's auto sign-in), 23 h ago: still in.
    const dayAgo = (hours: number) => new Date(Date.now() - hours * 60 * MINUTE);
    await getDb().update(authUsers).set({ createdAt: dayAgo(23) }).where(eq(authUsers.id, user.id));
    await getDb().update(authSessions).set({ createdAt: dayAgo(23) }).where(eq(authSessions.userId, user.id));
    expect((await resolveSession(headers)).status).toBe('signed-in');
    await getDb().update(authUsers).set({ createdAt: dayAgo(25) }).where(eq(authUsers.id, user.id));
    await getDb().update(authSessions).set({ createdAt: dayAgo(25) }).where(eq(authSessions.userId, user.id));
    expect(await resolveSession(headers)).toEqual({ status: 'ended', reason: 'verify-email' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('a session ends 30 days after sign-in however active it stayed (an absolute lifetime)', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await getDb().update(authSessions).set({ createdAt: new Date(Date.now() - 29 * 24 * 60 * MINUTE) }).where(eq(authSessions.userId, user.id));
    expect((await resolveSession(headers)).status).toBe('signed-in');
    await getDb().update(authSessions).set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * MINUTE) }).where(eq(authSessions.userId, user.id));
    expect(await resolveSession(headers)).toEqual({ status: 'ended', reason: 'expired' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('step 4: a missing profile is created from the display name tag, lower-cased', async () => {
    const bare = await createAuthUserWithoutProfile('[Tutor]  Maya   van Dijk');
    const state = await resolveSession(await signInHeaders(bare.email));
    expect(state.status).toBe('signed-in');
    const [profile] = await getDb().select().from(users).where(eq(users.id, bare.id));
    expect(profile).toMatchObject({ role: 'tutor', firstName: 'Maya', lastName: 'van Dijk', xp: 0, valuation: '0.00', childRefCode: null });
  });

  it('step 4: no tag gives a child with a 6-character reference code; an [admin] tag never grants admin', async () => {
    const plain = await createAuthUserWithoutProfile('Sam Lee');
    const sneaky = await createAuthUserWithoutProfile('[admin] Eve Hacker');
    for (const bare of [plain, sneaky]) {
      const state = await resolveSession(await signInHeaders(bare.email));
      expect(state.status === 'signed-in' && state.actor.role).toBe('child');
      const [profile] = await getDb().select().from(users).where(eq(users.id, bare.id));
      expect(profile?.childRefCode).toMatch(/^[A-Z0-9]{6}$/);
    }
  });

  it('step 5: a profile that says unverified is corrected when the account is verified', async () => {
    const user = await createTestUser();
    await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await resolveSession(await signInHeaders(user.email));
    const [profile] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(profile?.emailVerified).toBe(true);
  });

  it('step 6: a blocked account is signed out and sent to /blocked', async () => {
    const user = await createTestUser({ blocked: true });
    const headers = await signInHeaders(user.email);
    expect(await resolveSession(headers)).toEqual({ status: 'ended', reason: 'blocked' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('a block takes effect on the very next request of a live session', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    expect((await resolveSession(headers)).status).toBe('signed-in');
    await getDb().update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expect(await resolveSession(headers)).toEqual({ status: 'ended', reason: 'blocked' });
  });

  it('a role change takes effect on the very next request', async () => {
    const user = await createTestUser({ role: 'child' });
    const headers = await signInHeaders(user.email);
    await resolveSession(headers);
    await getDb().update(users).set({ role: 'parent' }).where(eq(users.id, user.id));
    const state = await resolveSession(headers);
    expect(state.status === 'signed-in' && state.actor.role).toBe('parent');
  });

  it('step 7: last_login and one login audit entry per sign-in, not per request', async () => {
    const user = await createTestUser({ role: 'parent' });
    const headers = await signInHeaders(user.email);
    await Promise.all([resolveSession(headers), resolveSession(headers), resolveSession(headers)]);
    await resolveSession(headers);
    expect(await auditCount(user.email, 'login')).toBe(1);
    const [profile] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(profile?.lastLogin).toBeInstanceOf(Date);
    await resolveSession(await signInHeaders(user.email));
    expect(await auditCount(user.email, 'login')).toBe(2);
  });

  it("step 7: created_at is filled in when absent; a child's login entry carries display name and avatar", async () => {
    const user = await createTestUser({ role: 'child', firstName: 'Kai', lastName: 'Lo' });
    await getDb().update(users).set({ createdAt: null, avatarSeed: 'kai' }).where(eq(users.id, user.id));
    await resolveSession(await signInHeaders(user.email));
    const [profile] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(profile?.createdAt).toBeInstanceOf(Date);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.performedBy, user.email), eq(auditLogs.actionType, 'login')));
    expect(entry?.details).toEqual({ displayName: 'Kai Lo', avatarSeed: 'kai', avatarVariant: 'adventurer' });
  });

  it('step 8: an admin sign-in sends the alert e-mail to ADMIN_ALERT_EMAIL, once per sign-in', async () => {
    const admin = await createTestUser({ role: 'admin' });
    const before = (await outboxFor('alerts@academy.test')).length;
    const headers = await signInHeaders(admin.email);
    await resolveSession(headers);
    await resolveSession(headers);
    const alerts = await outboxFor('alerts@academy.test');
    expect(alerts.length - before).toBe(1);
    expect(alerts.at(-1)?.text).toContain(admin.email);
  });

  it('step 8: a non-admin sign-in sends no alert', async () => {
    const before = (await outboxFor('alerts@academy.test')).length;
    const user = await createTestUser({ role: 'tutor' });
    await resolveSession(await signInHeaders(user.email));
    expect((await outboxFor('alerts@academy.test')).length).toBe(before);
  });

  it('step 9: a verified user without welcome_sent gets one welcome e-mail and one email_verified entry', async () => {
    const user = await createTestUser({ welcomeSent: false, firstName: 'Wren' });
    const headers = await signInHeaders(user.email);
    await Promise.all([resolveSession(headers), resolveSession(headers)]);
    await resolveSession(headers);
    const mails = await outboxFor(user.email);
    expect(mails.filter((mail) => mail.subject.includes('Welcome'))).toHaveLength(1);
    expect(mails[0]?.text).toContain('Wren');
    expect(await auditCount(user.email, 'email_verified')).toBe(1);
    const [profile] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(profile?.welcomeSent).toBe(true);
  });

  it('step 9: an unverified user gets no welcome e-mail yet', async () => {
    const user = await createTestUser({ welcomeSent: false, emailVerified: false });
    await resolveSession(await signInHeaders(user.email));
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('e-mail failures are logged and never stop a sign-in', async () => {
    const admin = await createTestUser({ role: 'admin', welcomeSent: false });
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvForTests();
    try {
      const state = await resolveSession(await signInHeaders(admin.email));
      expect(state.status).toBe('signed-in');
    } finally {
      process.env.SMTP_URL = '';
      resetEnvForTests();
    }
  });

  it('step 10: a profile that cannot be read clears the user (treated as anonymous)', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await getDb().execute(sql`alter table users rename to users_unreadable`);
    try {
      expect(await resolveSession(headers)).toEqual({ status: 'anonymous' });
    } finally {
      await getDb().execute(sql`alter table users_unreadable rename to users`);
    }
  });

  it('a deleted account is anonymous on its next request', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await getDb().delete(authUsers).where(eq(authUsers.id, user.id));
    expect(await resolveSession(headers)).toEqual({ status: 'anonymous' });
    expect(await getDb().select().from(authSessions).where(eq(authSessions.userId, user.id))).toHaveLength(0);
  });
});

/** The session flow inside a request context, as server.ts runs it: whether it marked the session cookie dead. */
async function resolveInRequest(headers: Headers) {
  const context: RequestContext = { requestId: 'test' };
  const state = await runInRequestContext(context, () => resolveSession(headers));
  return { state, deadSessionCookie: context.deadSessionCookie ?? false };
}

async function sessionExpiry(userId: string): Promise<Date | undefined> {
  const [session] = await getDb().select({ expiresAt: authSessions.expiresAt }).from(authSessions).where(eq(authSessions.userId, userId));
  return session?.expiresAt;
}

describe('session flow in one round trip (decision 021)', () => {
  it('a live session of a verified user with a profile and nothing to claim is one statement (it was three)', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    expect((await resolveSession(headers)).status).toBe('signed-in');
    const { result, statements } = await statementsOf(() => resolveSession(headers));
    expect(result.status).toBe('signed-in');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "auth_sessions" inner join "auth_users" .* left join "users"/);
  });

  it('a tampered or forged session cookie is anonymous without a query, and marked dead for server.ts to clear', async () => {
    const user = await createTestUser();
    const cookie = (await signInHeaders(user.email)).get('cookie')!;
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    const otherToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      `${name}=${encodeURIComponent(`${otherToken}.${decodeURIComponent(value).split('.')[1]}`)}`,
      `${name}=${token}`,
      `${name}=${token}.${'A'.repeat(43)}=`,
    ];
    for (const forged of forgeries) {
      const { result, statements } = await statementsOf(() => resolveInRequest(new Headers({ cookie: forged })));
      expect(result).toEqual({ state: { status: 'anonymous' }, deadSessionCookie: true });
      expect(statements).toHaveLength(0);
    }
  });

  it('a cookie for a session that is gone is anonymous and marked dead', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await getDb().delete(authSessions).where(eq(authSessions.userId, user.id));
    expect(await resolveInRequest(headers)).toEqual({ state: { status: 'anonymous' }, deadSessionCookie: true });
  });

  it('a session past its sliding expiry is anonymous, its row deleted and its cookie marked dead', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await getDb().update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.userId, user.id));
    expect(await resolveInRequest(headers)).toEqual({ state: { status: 'anonymous' }, deadSessionCookie: true });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('the sliding refresh still extends a session a day after its last extension, through better-auth', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await resolveSession(headers);
    // expiresIn 7 days, updateAge 1 day (auth.ts): a session that expires in 5 days was last extended 2 days ago.
    const inFiveDays = new Date(Date.now() + 5 * 24 * 60 * MINUTE);
    await getDb().update(authSessions).set({ expiresAt: inFiveDays }).where(eq(authSessions.userId, user.id));

    // A client-side navigation (an RSC request) cannot set the cookie, so better-auth does not refresh there; nor do we.
    const navigation = new Headers(headers);
    navigation.set('rsc', '1');
    const { statements: navigationStatements } = await statementsOf(() => resolveSession(navigation));
    expect(navigationStatements).toHaveLength(1);
    expect(await sessionExpiry(user.id)).toEqual(inFiveDays);

    const { result, statements } = await statementsOf(() => resolveSession(headers));
    expect(result.status).toBe('signed-in');
    expect(statements.filter((statement) => statement.startsWith('update "auth_sessions"'))).toHaveLength(1);
    expect((await sessionExpiry(user.id))!.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 60 * MINUTE - MINUTE);
    // Extended: the next request is one statement again.
    expect((await statementsOf(() => resolveSession(headers))).statements).toHaveLength(1);
  });

  it('a block ends a live session on its next request, in that request', async () => {
    const user = await createTestUser();
    const headers = await signInHeaders(user.email);
    await resolveSession(headers);
    await getDb().update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const { result, statements } = await statementsOf(() => resolveSession(headers));
    expect(result).toEqual({ status: 'ended', reason: 'blocked' });
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^delete from "auth_sessions"/);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('a missing profile is still created, after the one read', async () => {
    const bare = await createAuthUserWithoutProfile('[Parent] Pat Doe');
    const headers = await signInHeaders(bare.email);
    const state = await resolveSession(headers);
    expect(state.status === 'signed-in' && state.actor).toMatchObject({ id: bare.id, role: 'parent', firstName: 'Pat' });
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, bare.id))).toHaveLength(1);
    expect((await statementsOf(() => resolveSession(headers))).statements).toHaveLength(1);
  });
});

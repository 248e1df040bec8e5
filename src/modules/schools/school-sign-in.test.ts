import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { auditLogs, authAccounts, authSessions, schoolMembers, users } from '@/db/schema';
import { env } from '@/lib/env';
import { getAuth } from '@/server/auth';
import { resolveSession, type Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, signInHeaders } from '../../../tests/factories';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../tests/support/oidc-provider';
import { selfSignedCertificate } from '../../../tests/support/saml-idp';
import { getSchoolSignInSettings, removeSchoolSignIn, saveSchoolSamlSignIn, saveSchoolSignIn, schoolProvidersForAddress } from './school-sign-in';
import { hasSessionCookie, member, newSchool, schoolWithAdmin, sessionsOf, trustLoopbackProviders } from './sign-in-test-fixtures';

/*
 * Signing in with the school's accounts (decision 069), end to end on the server: a real OpenID Connect provider on
 * loopback, better-auth's SSO plugin, and the schools module's gate. Who gets a session: a teacher or a student of the
 * provider's school found by their address; never an admin, never someone of another school, never a stranger.
 */

const domain = `school-${randomBytes(4).toString('hex')}.test`;
const address = (name: string) => `${name}-${randomBytes(3).toString('hex')}@${domain}`;

let provider: TestOidcProvider;
let admin: Actor;
let schoolId: string;
const people: Record<string, { email: string; name: string }> = {};

/** The browser's round trip: the app's start, the provider's login and consent pages, the app's callback's answer. */
async function roundTripThroughSchool(sub: string, email: string): Promise<Response> {
  const appUrl = env().APP_URL;
  const { headers, response } = await getAuth().api.signInSSO({
    // The provider named, as /login/school does once it knows the school's: a school may keep a SAML one beside it.
    body: { email, providerId: `school-${schoolId}`, callbackURL: `${appUrl}/dashboard`, errorCallbackURL: `${appUrl}/login/school` },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const back = await signInAtProvider(response.url, sub, `${appUrl}/api/auth/sso/callback/`);
  return getAuth().handler(new Request(back, { headers: { cookie } }));
}

async function signInThroughSchool(sub: string, email: string): Promise<{ location: string; sessionCookie: boolean }> {
  const answer = await roundTripThroughSchool(sub, email);
  return { location: answer.headers.get('location') ?? '', sessionCookie: hasSessionCookie(answer) };
}

/** The session cookie the callback set, as the browser sends it back on its next request. */
function cookieOf(answer: Response): Headers {
  return new Headers({ cookie: answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') });
}

beforeAll(async () => {
  // The provider runs on loopback, which the plugin fetches only when the operator names it (decision 069).
  trustLoopbackProviders(true);
  const adminEmail = address('head');
  ({ schoolId, admin } = await schoolWithAdmin(adminEmail));
  people['head-sub'] = { email: adminEmail, name: 'Sam Head' };
  const settings = await getSchoolSignInSettings(admin);
  provider = await startOidcProvider({ redirectUri: settings.oidc.redirectUri, people });
  await saveSchoolSignIn(admin, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, domains: [domain] });
});

afterAll(async () => {
  await provider?.close();
  trustLoopbackProviders(false);
});

describe('signing in with the school', () => {
  it('a teacher of the school signs in by their address, and again by the same provider account', async () => {
    const teacher = await member(schoolId, 'teacher', address('teacher'));
    people['teacher-sub'] = { email: teacher.email, name: 'Tess Teacher' };
    const first = await signInThroughSchool('teacher-sub', teacher.email);
    expect(first).toEqual({ location: `${env().APP_URL}/dashboard`, sessionCookie: true });
    expect(await sessionsOf(teacher.id)).toBe(1);
    const [link] = await getDb().select().from(authAccounts).where(and(eq(authAccounts.userId, teacher.id), eq(authAccounts.accountId, 'teacher-sub')));
    expect(link?.providerId).toBe(`school-${schoolId}`);
    expect((await signInThroughSchool('teacher-sub', teacher.email)).sessionCookie).toBe(true);
    const [profile] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, teacher.id));
    expect(profile?.role).toBe('tutor');
  });

  it('a student of the school signs in too', async () => {
    const student = await member(schoolId, 'student', address('student'));
    people['student-sub'] = { email: student.email, name: 'Sid Student' };
    expect((await signInThroughSchool('student-sub', student.email)).sessionCookie).toBe(true);
    expect(await sessionsOf(student.id)).toBe(1);
  });

  it("never signs in the school's admin, whose address is in the school's domain", async () => {
    const before = await sessionsOf(admin.id);
    const answer = await signInThroughSchool('head-sub', people['head-sub']!.email);
    expect(answer.sessionCookie).toBe(false);
    expect(new URL(answer.location).searchParams.get('error')).toBe('not_for_admins');
    expect(await sessionsOf(admin.id)).toBe(before);
  });

  it('never creates an account for someone the school has not rostered', async () => {
    const email = address('stranger');
    people['stranger-sub'] = { email, name: 'Stan Stranger' };
    const answer = await signInThroughSchool('stranger-sub', email);
    expect(answer.sessionCookie).toBe(false);
    expect(new URL(answer.location).pathname).toBe('/login/school');
    expect(await getDb().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses a person of another school, even with an address in this school's domain", async () => {
    const academyAdmin = await actorFor(await createTestUser({ role: 'admin' }));
    const other = await newSchool(academyAdmin, `head-${randomBytes(3).toString('hex')}@other.test`);
    const outsider = await member(other.schoolId, 'teacher', address('outsider'));
    people['outsider-sub'] = { email: outsider.email, name: 'Otto Outsider' };
    const answer = await signInThroughSchool('outsider-sub', outsider.email);
    expect(new URL(answer.location).searchParams.get('error')).toBe('not_in_school');
    expect(await sessionsOf(outsider.id)).toBe(0);
  });

  it("keeps the client secret on the server and refuses a domain another school signs in with", async () => {
    const settings = await getSchoolSignInSettings(admin);
    expect(settings.oidc).toMatchObject({ configured: true, issuer: provider.issuer, clientId: provider.clientId, domains: [domain], hasSecret: true });
    expect(JSON.stringify(settings)).not.toContain(provider.clientSecret);
    const academyAdmin = await actorFor(await createTestUser({ role: 'admin' }));
    const otherHead = `head-${randomBytes(3).toString('hex')}@elsewhere.test`;
    await newSchool(academyAdmin, otherHead);
    const [otherAdmin] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, otherHead));
    const otherActor = { ...admin, id: otherAdmin!.id, email: otherHead };
    const error = await appErrorOf(saveSchoolSignIn(otherActor, { issuer: provider.issuer, clientId: 'x', clientSecret: 'y', domains: [domain] }));
    expect(error.status).toBe(409);
  });

  it('keeps the client secret sealed at rest; one stored before sealing still signs in and is sealed at the next save', async () => {
    const stored = async () => rowsOf<{ config: string }>(await getDb().execute(sql`select oidc_config as config from sso_providers where school_id = ${schoolId}`))[0]!.config;
    expect(await stored()).not.toContain(provider.clientSecret);
    expect((JSON.parse(await stored()) as { clientSecret: string }).clientSecret).toMatch(/^sealed:v1:/);
    // A row written before secrets were sealed holds it in the clear: read as it is, the sign-in still works.
    await getDb().execute(sql`update sso_providers set oidc_config = ${JSON.stringify({ ...(JSON.parse(await stored()) as object), clientSecret: provider.clientSecret })} where school_id = ${schoolId}`);
    expect(await stored()).toContain(provider.clientSecret);
    const student = await member(schoolId, 'student', address('sealed'));
    people['sealed-sub'] = { email: student.email, name: 'Sol Sealed' };
    expect((await signInThroughSchool('sealed-sub', student.email)).sessionCookie).toBe(true);
    // Saved again with the secret left empty (kept): sealed now, and the next sign-in opens it.
    await saveSchoolSignIn(admin, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: '', domains: [domain] });
    expect(await stored()).not.toContain(provider.clientSecret);
    expect((await signInThroughSchool('sealed-sub', student.email)).sessionCookie).toBe(true);
  });

  it("finds a rostered person by the roster's sourcedId once the school says its provider names people so; never an admin", async () => {
    const settings = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: '', domains: [domain] };
    const providerId = `school-${schoolId}`;
    const sourcedId = `stu-${randomBytes(4).toString('hex')}`;
    const student = await member(schoolId, 'student', address('rostered'));
    await getDb().update(schoolMembers).set({ sourceId: sourcedId }).where(eq(schoolMembers.userId, student.id));
    const adminSourcedId = `adm-${randomBytes(4).toString('hex')}`;
    await getDb().update(schoolMembers).set({ sourceId: adminSourcedId }).where(eq(schoolMembers.userId, admin.id));
    // The provider knows the student by their sourcedId, with an address the academy has never seen.
    people[sourcedId] = { email: address('known-to-the-provider'), name: 'Rosa Roster' };
    people[adminSourcedId] = { email: address('head-at-the-provider'), name: 'Sam Head' };
    expect((await signInThroughSchool(sourcedId, people[sourcedId]!.email)).sessionCookie).toBe(false);

    await saveSchoolSignIn(admin, { ...settings, rosterSubject: true });
    expect((await getSchoolSignInSettings(admin)).oidc).toMatchObject({ rosterSubject: true });
    const linksOf = (userId: string) => getDb().select({ subject: authAccounts.accountId }).from(authAccounts).where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, providerId)));
    expect(await linksOf(student.id)).toEqual([{ subject: sourcedId }]);
    expect(await linksOf(admin.id)).toEqual([]);
    const answer = await signInThroughSchool(sourcedId, people[sourcedId]!.email);
    expect(answer).toEqual({ location: `${env().APP_URL}/dashboard`, sessionCookie: true });
    expect(await sessionsOf(student.id)).toBe(1);
    expect(await getDb().select().from(users).where(eq(users.email, people[sourcedId]!.email))).toEqual([]);
    // The admin's sourcedId finds nobody, whatever the provider says.
    expect((await signInThroughSchool(adminSourcedId, people[adminSourcedId]!.email)).sessionCookie).toBe(false);

    // Said no again: the links go, and the provider's subject alone signs nobody in.
    await saveSchoolSignIn(admin, { ...settings, rosterSubject: false });
    expect(await linksOf(student.id)).toEqual([]);
    expect((await signInThroughSchool(sourcedId, people[sourcedId]!.email)).sessionCookie).toBe(false);
  });

  it('a school keeps a SAML provider beside its OpenID Connect one: both offered, each signs in, each removed alone with its links', async () => {
    const { certificate } = selfSignedCertificate('beside-oidc');
    await saveSchoolSamlSignIn(admin, { idpMetadata: '', entryPoint: 'https://idp.example/sso', idpEntityId: 'https://idp.example', certificate, domains: [domain] });
    const settings = await getSchoolSignInSettings(admin);
    expect(settings.oidc).toMatchObject({ configured: true, providerId: `school-${schoolId}`, issuer: provider.issuer, hasSecret: true });
    expect(settings.saml).toMatchObject({ configured: true, providerId: `school-${schoolId}-saml`, issuer: 'https://idp.example', acsUrl: `${env().APP_URL}/api/auth/sso/saml2/sp/acs/school-${schoolId}-saml` });
    expect(JSON.stringify(settings)).not.toContain(provider.clientSecret);
    // /login/school offers each by the address's domain, OpenID Connect first; another domain finds none.
    expect(await schoolProvidersForAddress(address('anyone'))).toEqual([
      { providerId: `school-${schoolId}`, protocol: 'oidc', host: new URL(provider.issuer).host },
      { providerId: `school-${schoolId}-saml`, protocol: 'saml', host: 'idp.example' },
    ]);
    expect(await schoolProvidersForAddress('someone@nowhere.test')).toEqual([]);
    // Adding SAML left OpenID Connect as it was: a teacher still signs in with it.
    const teacher = await member(schoolId, 'teacher', address('both'));
    people['both-sub'] = { email: teacher.email, name: 'Bo Both' };
    expect((await signInThroughSchool('both-sub', teacher.email)).sessionCookie).toBe(true);
    const links = () => getDb().select({ id: authAccounts.id }).from(authAccounts).where(eq(authAccounts.providerId, `school-${schoolId}`));
    expect((await links()).length).toBeGreaterThan(0);

    // Removing SAML keeps OpenID Connect and its links; removing it again is a 404.
    await removeSchoolSignIn(admin, { protocol: 'saml' });
    expect(await schoolProvidersForAddress(teacher.email)).toEqual([{ providerId: `school-${schoolId}`, protocol: 'oidc', host: new URL(provider.issuer).host }]);
    expect((await signInThroughSchool('both-sub', teacher.email)).sessionCookie).toBe(true);
    expect(await appErrorOf(removeSchoolSignIn(admin, { protocol: 'saml' }))).toMatchObject({ status: 404 });
    // A teacher of the school may not remove it (403); an admin of no school finds none to remove (404).
    expect(await appErrorOf(removeSchoolSignIn({ ...admin, id: teacher.id, email: teacher.email, role: 'tutor' }, { protocol: 'oidc' }))).toMatchObject({ status: 403 });
    const adminOfNoSchool = await createTestUser({ role: 'school_admin' });
    expect(await appErrorOf(removeSchoolSignIn({ ...admin, id: adminOfNoSchool.id, email: adminOfNoSchool.email }, { protocol: 'oidc' }))).toMatchObject({ status: 404 });

    // Removing OpenID Connect takes every link made through it: a provider set up later under the same id finds
    // nobody by the old one's subjects.
    await removeSchoolSignIn(admin, { protocol: 'oidc' });
    expect(await links()).toEqual([]);
    expect(await schoolProvidersForAddress(teacher.email)).toEqual([]);
    const audit = await getDb().select({ details: auditLogs.details }).from(auditLogs).where(and(eq(auditLogs.actionType, 'school_sign_in_removed'), eq(auditLogs.entityId, schoolId)));
    expect(audit.map((entry) => (entry.details as { protocol: string }).protocol)).toEqual(['saml', 'oidc']);
    // Set up again, the next tests run as before.
    await saveSchoolSignIn(admin, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, domains: [domain] });
  });

  it('removing the provider ends every session it opened, in the same transaction, audited; password sessions stay', async () => {
    const providerId = `school-${schoolId}`;
    const teacher = await member(schoolId, 'teacher', address('ended'));
    people['ended-sub'] = { email: teacher.email, name: 'Eda Ended' };
    const answer = await roundTripThroughSchool('ended-sub', teacher.email);
    expect(hasSessionCookie(answer)).toBe(true);
    const throughSchool = cookieOf(answer);
    expect(await resolveSession(throughSchool)).toMatchObject({ status: 'signed-in', actor: { id: teacher.id } });
    // The session names the provider that opened it; a password session (the same teacher's, a colleague's) names none.
    const colleague = await member(schoolId, 'teacher', address('colleague'));
    const colleagueByPassword = await signInHeaders(colleague.email);
    const teacherByPassword = await signInHeaders(teacher.email);
    const providerOfSessions = (userId: string) => getDb().select({ ssoProviderId: authSessions.ssoProviderId }).from(authSessions).where(eq(authSessions.userId, userId));
    expect((await providerOfSessions(teacher.id)).map((row) => row.ssoProviderId).sort()).toEqual([providerId, null].sort());
    expect(await providerOfSessions(colleague.id)).toEqual([{ ssoProviderId: null }]);
    const [{ opened } = { opened: 0 }] = await getDb().select({ opened: count() }).from(authSessions).where(eq(authSessions.ssoProviderId, providerId));

    await removeSchoolSignIn(admin, { protocol: 'oidc' });
    // The teacher's next request through the school's session is signed out; the password sessions go on.
    expect(await resolveSession(throughSchool)).toEqual({ status: 'anonymous' });
    expect(await getDb().select().from(authSessions).where(eq(authSessions.ssoProviderId, providerId))).toEqual([]);
    expect(await resolveSession(teacherByPassword)).toMatchObject({ status: 'signed-in', actor: { id: teacher.id } });
    expect(await resolveSession(colleagueByPassword)).toMatchObject({ status: 'signed-in', actor: { id: colleague.id } });
    const [entry] = await getDb()
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'school_sign_in_removed'), eq(auditLogs.entityId, schoolId)))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ protocol: 'oidc', providerId, endedSessions: opened });
    expect(opened).toBeGreaterThanOrEqual(1);

    // Set up again (the next test needs it), the provider opens a new session; a removal refused (a protocol the
    // school does not have) ends none.
    await saveSchoolSignIn(admin, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, domains: [domain] });
    const again = cookieOf(await roundTripThroughSchool('ended-sub', teacher.email));
    expect(await appErrorOf(removeSchoolSignIn(admin, { protocol: 'saml' }))).toMatchObject({ status: 404 });
    expect(await resolveSession(again)).toMatchObject({ status: 'signed-in', actor: { id: teacher.id } });
  });

  it('a return the app did not start (no state cookie) goes back to the school sign-in page with its reason', async () => {
    const answer = await getAuth().handler(new Request(`${env().APP_URL}/api/auth/sso/callback/school-${schoolId}?code=forged&state=forged`));
    const location = new URL(answer.headers.get('location') ?? '', env().APP_URL);
    expect(location.pathname).toBe('/login/school');
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(hasSessionCookie(answer)).toBe(false);
  });
});

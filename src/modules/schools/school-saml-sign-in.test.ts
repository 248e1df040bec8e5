import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as acs } from '@/app/api/auth/sso/saml2/sp/acs/[providerId]/route';
import { GET as spMetadata } from '@/app/api/auth/sso/saml2/sp/metadata/route';
import { getDb } from '@/db/client';
import { auditLogs, authAccounts, authSessions, ssoProviders, users } from '@/db/schema';
import { env } from '@/lib/env';
import { getAuth } from '@/server/auth';
import { resolveSession, type Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser, signInHeaders } from '../../../tests/factories';
import { selfSignedCertificate, signInAtSamlIdp, startSamlIdp, type TestSamlIdp } from '../../../tests/support/saml-idp';
import { getSchoolSignInSettings, removeSchoolSignIn, saveSchoolSamlSignIn, saveSchoolSignIn } from './school-sign-in';
import { schoolSamlSettingsSchema } from './sign-in-schemas';
import { hasSessionCookie, member, newSchool, schoolWithAdmin, sessionsOf, trustLoopbackProviders } from './sign-in-test-fixtures';

/*
 * Signing in with the school's accounts over SAML 2.0 (decision 069), end to end on the server: a SAML identity
 * provider on loopback (samlify in the IdP's role, tests/support/saml-idp.ts), better-auth's SSO plugin behind the
 * app's own ACS route, and the schools module's gate. The same people get a session as with OpenID Connect: a teacher
 * or a student of the school found by their address; never an admin, never someone of another school, nobody new.
 */

const domain = `saml-${randomBytes(4).toString('hex')}.test`;
const address = (name: string) => `${name}-${randomBytes(3).toString('hex')}@${domain}`;

let idp: TestSamlIdp;
let admin: Actor;
let adminEmail: string;
let schoolId: string;

/** A school's SAML provider id (decision 069): `school-<id>-saml`, beside an OpenID Connect `school-<id>`. */
const samlProviderId = (school = schoolId) => `school-${school}-saml`;

function metadataRequest(providerId: string): Request {
  return new Request(`${env().APP_URL}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`);
}

/** The browser's round trip: the app's start, the IdP's login page, the IdP's form posted to the app's ACS route. */
async function signInThroughSaml(email: string, idpEmail = email): Promise<{ location: URL; sessionCookie: boolean }> {
  const appUrl = env().APP_URL;
  // The provider named, as /login/school does once it knows the school's: a school may keep an OIDC one beside it.
  const start = await getAuth().api.signInSSO({ body: { email, providerId: samlProviderId(), callbackURL: `${appUrl}/dashboard`, errorCallbackURL: `${appUrl}/login/school` } });
  expect(start.url.startsWith(idp.entryPoint)).toBe(true);
  const { acs: acsUrl, form } = await signInAtSamlIdp(start.url, idpEmail);
  expect(acsUrl).toBe(`${appUrl}/api/auth/sso/saml2/sp/acs/${samlProviderId()}`);
  const answer = await acs(new Request(acsUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(idp.entryPoint).origin }, body: form }));
  return { location: new URL(answer.headers.get('location') ?? '', appUrl), sessionCookie: hasSessionCookie(answer) };
}

beforeAll(async () => {
  trustLoopbackProviders(true);
  adminEmail = address('head');
  ({ schoolId, admin } = await schoolWithAdmin(adminEmail));
  idp = await startSamlIdp({ spMetadata: async () => (await spMetadata(metadataRequest(samlProviderId()))).text() });
  await saveSchoolSamlSignIn(admin, { idpMetadata: idp.metadata, entryPoint: '', idpEntityId: '', certificate: '', domains: [domain] });
});

afterAll(async () => {
  await idp?.close();
  trustLoopbackProviders(false);
});

describe('signing in with the school over SAML', () => {
  it("publishes the school's service provider metadata, which requires signed assertions and names its ACS", async () => {
    const answer = await spMetadata(metadataRequest(samlProviderId()));
    expect(answer.status).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(xml).toContain(`/api/auth/sso/saml2/sp/acs/${samlProviderId()}`);
    const settings = await getSchoolSignInSettings(admin);
    expect(settings).toMatchObject({ oidc: { configured: false }, saml: { configured: true, providerId: samlProviderId(), issuer: idp.entityId, domains: [domain], idpMetadata: idp.metadata } });
    expect(xml).toContain(`entityID="${settings.saml.entityId.replace(/&/g, '&amp;')}"`);
  });

  it('a teacher of the school signs in by their address, and again with the same IdP account', async () => {
    const teacher = await member(schoolId, 'teacher', address('teacher'));
    const first = await signInThroughSaml(teacher.email);
    expect(first.sessionCookie).toBe(true);
    expect(first.location.pathname).toBe('/dashboard');
    expect(await sessionsOf(teacher.id)).toBe(1);
    const [link] = await getDb().select().from(authAccounts).where(and(eq(authAccounts.userId, teacher.id), eq(authAccounts.providerId, samlProviderId())));
    expect(link?.accountId).toBe(teacher.email);
    expect((await signInThroughSaml(teacher.email)).sessionCookie).toBe(true);
    const [profile] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, teacher.id));
    expect(profile?.role).toBe('tutor');
  });

  it('a student of the school signs in too', async () => {
    const student = await member(schoolId, 'student', address('student'));
    expect((await signInThroughSaml(student.email)).sessionCookie).toBe(true);
    expect(await sessionsOf(student.id)).toBe(1);
  });

  it("never signs in the school's admin, whose address is in the school's domain", async () => {
    const before = await sessionsOf(admin.id);
    const answer = await signInThroughSaml(adminEmail);
    expect(answer.sessionCookie).toBe(false);
    expect(answer.location.pathname).toBe('/login/school');
    expect(answer.location.searchParams.get('error')).toBe('not_for_admins');
    expect(await sessionsOf(admin.id)).toBe(before);
    const audit = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'school_sign_in_refused'), eq(auditLogs.subjectUserId, admin.id)));
    expect(audit.map((entry) => entry.details)).toEqual([{ schoolId, providerId: samlProviderId(), refusal: 'not_for_admins' }]);
  });

  it('never creates an account for an address the roster did not bring, and says so on the sign-in page', async () => {
    const email = address('stranger');
    const answer = await signInThroughSaml(email);
    expect(answer.sessionCookie).toBe(false);
    expect(answer.location.pathname).toBe('/login/school');
    expect(answer.location.searchParams.get('error')).toBe('signup_disabled');
    expect(await getDb().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses a person of another school, even with an address in this school's domain", async () => {
    const academyAdmin = await actorFor(await createTestUser({ role: 'admin' }));
    const other = await newSchool(academyAdmin, `head-${randomBytes(3).toString('hex')}@other.test`);
    const outsider = await member(other.schoolId, 'teacher', address('outsider'));
    const answer = await signInThroughSaml(outsider.email);
    expect(answer.location.searchParams.get('error')).toBe('not_in_school');
    expect(await sessionsOf(outsider.id)).toBe(0);
  });

  it('refuses an answer signed by a key the school did not name, and one posted twice', async () => {
    const teacher = await member(schoolId, 'teacher', address('twice'));
    const appUrl = env().APP_URL;
    const start = await getAuth().api.signInSSO({ body: { email: teacher.email, providerId: samlProviderId(), callbackURL: `${appUrl}/dashboard`, errorCallbackURL: `${appUrl}/login/school` } });
    const { acs: acsUrl, form } = await signInAtSamlIdp(start.url, teacher.email);
    const post = () => acs(new Request(acsUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }));
    expect(hasSessionCookie(await post())).toBe(true);
    const replay = await post();
    expect(hasSessionCookie(replay)).toBe(false);
    expect(new URL(replay.headers.get('location') ?? '', appUrl).pathname).toBe('/login/school');

    // An impostor IdP with its own key, answering for the same teacher: its signature does not match the school's.
    const impostor = await startSamlIdp({ spMetadata: async () => (await spMetadata(metadataRequest(samlProviderId()))).text() });
    try {
      const again = await getAuth().api.signInSSO({ body: { email: teacher.email, providerId: samlProviderId(), callbackURL: `${appUrl}/dashboard`, errorCallbackURL: `${appUrl}/login/school` } });
      const forged = await signInAtSamlIdp(again.url.replace(new URL(idp.entryPoint).origin, new URL(impostor.entryPoint).origin), teacher.email);
      const before = await sessionsOf(teacher.id);
      const answer = await acs(new Request(forged.acs, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: forged.form }));
      expect(hasSessionCookie(answer)).toBe(false);
      expect(new URL(answer.headers.get('location') ?? '', appUrl).pathname).toBe('/login/school');
      expect(await sessionsOf(teacher.id)).toBe(before);
    } finally {
      await impostor.close();
    }
  });

  it('a SAML provider named by hand (entry point, entity id, certificate) signs people in as well', async () => {
    await saveSchoolSamlSignIn(admin, { idpMetadata: '', entryPoint: idp.entryPoint, idpEntityId: idp.entityId, certificate: idp.certificate, domains: [domain] });
    const settings = await getSchoolSignInSettings(admin);
    expect(settings.saml).toMatchObject({ configured: true, idpMetadata: '', entryPoint: idp.entryPoint, idpEntityId: idp.entityId });
    const teacher = await member(schoolId, 'teacher', address('manual'));
    expect((await signInThroughSaml(teacher.email)).sessionCookie).toBe(true);
    await saveSchoolSamlSignIn(admin, { idpMetadata: idp.metadata, entryPoint: '', idpEntityId: '', certificate: '', domains: [domain] });
  });

  it('refuses metadata or a certificate it cannot read, and never keeps a private key', async () => {
    const badMetadata = await appErrorOf(saveSchoolSamlSignIn(admin, { idpMetadata: '<EntityDescriptor/>', entryPoint: '', idpEntityId: '', certificate: '', domains: [domain] }));
    expect(badMetadata.status).toBe(400);
    expect(badMetadata.fieldErrors).toEqual({ idpMetadata: 'schools.signIn.errors.metadata' });
    const badCertificate = await appErrorOf(saveSchoolSamlSignIn(admin, { idpMetadata: '', entryPoint: idp.entryPoint, idpEntityId: idp.entityId, certificate: 'not a certificate', domains: [domain] }));
    expect(badCertificate.fieldErrors).toEqual({ certificate: 'schools.signIn.errors.certificate' });
    // The form: without metadata, the three fields are each required.
    const parsed = schoolSamlSettingsSchema.safeParse({ idpMetadata: '', entryPoint: 'nowhere', idpEntityId: '', certificate: '', domains: domain });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]).sort()).toEqual(['certificate', 'entryPoint', 'idpEntityId']);
    // A key pasted where the certificate goes is refused, not stored.
    const { privateKey } = selfSignedCertificate('pasted-by-mistake');
    expect((await appErrorOf(saveSchoolSamlSignIn(admin, { idpMetadata: '', entryPoint: idp.entryPoint, idpEntityId: idp.entityId, certificate: privateKey, domains: [domain] }))).status).toBe(400);
    const [row] = await getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
    expect(row?.samlConfig).not.toContain('PRIVATE KEY');
    expect(row?.oidcConfig).toBeNull();
  });

  it('a school keeps an OpenID Connect and a SAML provider side by side, each saved and removed alone; a SAML domain belongs to one school', async () => {
    const otherHead = `head-${randomBytes(3).toString('hex')}@elsewhere-${randomBytes(3).toString('hex')}.test`;
    const otherDomain = otherHead.split('@')[1]!;
    const other = await schoolWithAdmin(otherHead);
    const taken = await appErrorOf(saveSchoolSamlSignIn(other.admin, { idpMetadata: idp.metadata, entryPoint: '', idpEntityId: '', certificate: '', domains: [domain] }));
    expect(taken.status).toBe(409);
    await saveSchoolSignIn(other.admin, { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret', domains: [otherDomain] });
    await saveSchoolSamlSignIn(other.admin, { idpMetadata: idp.metadata, entryPoint: '', idpEntityId: '', certificate: '', domains: [otherDomain] });
    const rowsOf = () => getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, other.schoolId)).orderBy(ssoProviders.protocol);
    const rows = await rowsOf();
    expect(rows.map((row) => [row.protocol, row.providerId, row.oidcConfig !== null, row.samlConfig !== null])).toEqual([
      ['oidc', `school-${other.schoolId}`, true, false],
      ['saml', samlProviderId(other.schoolId), false, true],
    ]);
    const settings = await getSchoolSignInSettings(other.admin);
    expect(settings.oidc).toMatchObject({ configured: true, issuer: 'https://accounts.google.com', hasSecret: true });
    expect(settings.saml).toMatchObject({ configured: true, issuer: idp.entityId });
    expect(JSON.stringify(settings)).not.toContain('"secret"');
    // Saving SAML again changes its own row only.
    await saveSchoolSamlSignIn(other.admin, { idpMetadata: '', entryPoint: idp.entryPoint, idpEntityId: idp.entityId, certificate: idp.certificate, domains: [otherDomain] });
    expect((await rowsOf()).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect((await rowsOf())[0]!.oidcConfig).toBe(rows[0]!.oidcConfig);
    // Removed one at a time: SAML goes, OpenID Connect stays.
    await removeSchoolSignIn(other.admin, { protocol: 'saml' });
    expect((await rowsOf()).map((row) => row.protocol)).toEqual(['oidc']);
    // Our own SAML school keeps its provider and signs people in as before.
    const teacher = await member(schoolId, 'teacher', address('after-other'));
    expect((await signInThroughSaml(teacher.email)).sessionCookie).toBe(true);
  });

  it('a school that had SAML alone under `school-<id>` keeps that id (its IdP knows it); its OpenID Connect provider is `school-<id>-oidc`', async () => {
    const head = `head-${randomBytes(3).toString('hex')}@legacy-${randomBytes(3).toString('hex')}.test`;
    const legacyDomain = head.split('@')[1]!;
    const legacy = await schoolWithAdmin(head);
    await saveSchoolSamlSignIn(legacy.admin, { idpMetadata: idp.metadata, entryPoint: '', idpEntityId: '', certificate: '', domains: [legacyDomain] });
    await getDb().update(ssoProviders).set({ providerId: `school-${legacy.schoolId}` }).where(eq(ssoProviders.schoolId, legacy.schoolId));
    await saveSchoolSignIn(legacy.admin, { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret', domains: [legacyDomain] });
    const settings = await getSchoolSignInSettings(legacy.admin);
    expect([settings.saml.providerId, settings.oidc.providerId]).toEqual([`school-${legacy.schoolId}`, `school-${legacy.schoolId}-oidc`]);
    expect(settings.oidc.redirectUri).toBe(`${env().APP_URL}/api/auth/sso/callback/school-${legacy.schoolId}-oidc`);
    expect(settings.saml.acsUrl).toBe(`${env().APP_URL}/api/auth/sso/saml2/sp/acs/school-${legacy.schoolId}`);
  });

  it('removing the SAML provider ends the sessions it opened (last: the school keeps no provider after it); a password session stays', async () => {
    const teacher = await member(schoolId, 'teacher', address('ended'));
    const colleague = await member(schoolId, 'teacher', address('colleague'));
    expect((await signInThroughSaml(teacher.email)).sessionCookie).toBe(true);
    const byPassword = await signInHeaders(colleague.email);
    const sessionProviders = (userId: string) => getDb().select({ ssoProviderId: authSessions.ssoProviderId }).from(authSessions).where(eq(authSessions.userId, userId));
    expect(await sessionProviders(teacher.id)).toEqual([{ ssoProviderId: samlProviderId() }]);
    await removeSchoolSignIn(admin, { protocol: 'saml' });
    expect(await sessionsOf(teacher.id)).toBe(0);
    expect(await resolveSession(byPassword)).toMatchObject({ status: 'signed-in', actor: { id: colleague.id } });
    const [entry] = await getDb().select({ details: auditLogs.details }).from(auditLogs).where(and(eq(auditLogs.actionType, 'school_sign_in_removed'), eq(auditLogs.entityId, schoolId)));
    expect(entry?.details).toMatchObject({ protocol: 'saml', providerId: samlProviderId() });
    expect((entry?.details as { endedSessions: number }).endedSessions).toBeGreaterThanOrEqual(1);
  });
});

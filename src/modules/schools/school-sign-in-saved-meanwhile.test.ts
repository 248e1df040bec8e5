import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, schoolMembers, ssoProviders } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { selfSignedCertificate } from '../../../tests/support/saml-idp';
import { saveSchoolSamlSignIn, saveSchoolSignIn } from './school-sign-in';
import { schoolWithAdmin } from './sign-in-test-fixtures';

/*
 * Two admins of one school save its new provider of one protocol at the same moment (decision 069: one per protocol,
 * the index sso_providers_school_protocol_unique). Each save reads the school's providers, finds none of that
 * protocol and inserts; the later insert meets the committed row: by the provider id both saves chose, which
 * PostgreSQL checks first, or, when they chose different ids, by the one-per-protocol index. Made deterministic
 * without touching the error: one save is let run up to its write, the other admin's whole save commits in its own
 * transaction right then, and the first goes on into the real index. On both databases (the integration project runs
 * on each).
 */

const domain = () => `race-${randomBytes(4).toString('hex')}.test`;

/**
 * Runs `meanwhile` once, when the next database transaction is about to open: in a save, after its reads (the
 * existence check) and before its insert. The database object's own method is wrapped for that one call and put back;
 * nothing is mocked, the competing save and the refused insert are the database's.
 */
async function whenTheWriteStarts<T>(meanwhile: () => Promise<unknown>, save: () => Promise<T>): Promise<T> {
  const db = getDb();
  const own = Object.getOwnPropertyDescriptor(db, 'transaction');
  const transaction = db.transaction.bind(db);
  let ran = false;
  const put = () => (own ? Object.defineProperty(db, 'transaction', own) : Reflect.deleteProperty(db, 'transaction'));
  Object.defineProperty(db, 'transaction', {
    configurable: true,
    writable: true,
    value: async (...args: Parameters<typeof transaction>) => {
      if (!ran) {
        ran = true;
        put();
        await meanwhile();
      }
      return transaction(...args);
    },
  });
  try {
    return await save();
  } finally {
    if (!ran) put();
  }
}

/** A school with two admins. */
async function schoolWithTwoAdmins(): Promise<{ schoolId: string; first: Actor; second: Actor }> {
  const { schoolId, admin: first } = await schoolWithAdmin(`head-${randomBytes(3).toString('hex')}@${domain()}`);
  const other = await createTestUser({ role: 'school_admin', emailVerified: true });
  await getDb().insert(schoolMembers).values({ schoolId, userId: other.id, role: 'admin' });
  return { schoolId, first, second: await actorFor(other) };
}

const providersOf = (schoolId: string) => getDb().select({ protocol: ssoProviders.protocol, issuer: ssoProviders.issuer, userId: ssoProviders.userId }).from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
const configuredBy = (schoolId: string) =>
  getDb()
    .select({ actorId: auditLogs.actorId })
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, schoolId), eq(auditLogs.actionType, 'school_sign_in_configured')));

describe("two admins save a school's new provider of one protocol at the same moment", () => {
  it('OpenID Connect: the one still writing is a 409 saying to reload, and only the save that came first is written', async () => {
    const { schoolId, first, second } = await schoolWithTwoAdmins();
    const domains = [domain()];
    const oidc = (issuer: string) => ({ issuer, clientId: 'academy', clientSecret: 'a-client-secret', domains });

    const error = await appErrorOf(whenTheWriteStarts(() => saveSchoolSignIn(second, oidc('https://idp-two.example')), () => saveSchoolSignIn(first, oidc('https://idp-one.example'))));
    expect(error).toMatchObject({ status: 409, message: 'schools.signIn.errors.savedMeanwhile' });

    // One row, the other admin's; one audit entry, theirs: the refused save's transaction left nothing behind.
    expect(await providersOf(schoolId)).toEqual([{ protocol: 'oidc', issuer: 'https://idp-two.example', userId: second.id }]);
    expect(await configuredBy(schoolId)).toEqual([{ actorId: second.id }]);

    // Saved again after a reload, the first admin's save updates that row.
    await saveSchoolSignIn(first, oidc('https://idp-one.example'));
    expect(await providersOf(schoolId)).toEqual([{ protocol: 'oidc', issuer: 'https://idp-one.example', userId: first.id }]);
  });

  it('OpenID Connect beside a SAML provider removed meanwhile: the saves choose different ids and meet the one-per-protocol index', async () => {
    const { schoolId, first, second } = await schoolWithTwoAdmins();
    const domains = [domain()];
    // A school that had SAML alone before it could keep both holds `school-<id>` for it (decision 069), so its first
    // admin's OpenID Connect save reads that and chooses `school-<id>-oidc`.
    const legacy = `school-${schoolId}`;
    await getDb().insert(ssoProviders).values({ id: randomBytes(8).toString('hex'), issuer: 'https://saml-old.example', samlConfig: '{}', userId: first.id, providerId: legacy, domain: domains[0]!, domainVerified: true, protocol: 'saml', schoolId });
    const oidc = (issuer: string) => ({ issuer, clientId: 'academy', clientSecret: 'a-client-secret', domains });
    // Meanwhile the SAML provider is removed (its own transaction) and the other admin, reading no provider at all,
    // saves OpenID Connect under `school-<id>`.
    const meanwhile = async () => {
      await getDb().transaction(async (tx) => {
        await tx.delete(ssoProviders).where(eq(ssoProviders.providerId, legacy));
      });
      await saveSchoolSignIn(second, oidc('https://idp-two.example'));
    };
    const error = await appErrorOf(whenTheWriteStarts(meanwhile, () => saveSchoolSignIn(first, oidc('https://idp-one.example'))));
    expect(error).toMatchObject({ status: 409, message: 'schools.signIn.errors.savedMeanwhile' });
    expect(await providersOf(schoolId)).toEqual([{ protocol: 'oidc', issuer: 'https://idp-two.example', userId: second.id }]);
    expect((await getDb().select({ providerId: ssoProviders.providerId }).from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId)))[0]?.providerId).toBe(legacy);
    expect(await configuredBy(schoolId)).toEqual([{ actorId: second.id }]);
  });

  it('SAML: the same, and the school’s OpenID Connect provider beside it is left as it was', async () => {
    const { schoolId, first, second } = await schoolWithTwoAdmins();
    const domains = [domain()];
    await saveSchoolSignIn(first, { issuer: 'https://idp.example', clientId: 'academy', clientSecret: 'a-client-secret', domains });
    const { certificate } = selfSignedCertificate('academy-race-idp');
    const saml = (entityId: string) => ({ idpMetadata: '', entryPoint: `${entityId}/sso`, idpEntityId: entityId, certificate, domains });

    const error = await appErrorOf(whenTheWriteStarts(() => saveSchoolSamlSignIn(second, saml('https://saml-two.example')), () => saveSchoolSamlSignIn(first, saml('https://saml-one.example'))));
    expect(error).toMatchObject({ status: 409, message: 'schools.signIn.errors.savedMeanwhile' });
    const rows = (await providersOf(schoolId)).sort((a, b) => a.protocol.localeCompare(b.protocol));
    expect(rows).toEqual([
      { protocol: 'oidc', issuer: 'https://idp.example', userId: first.id },
      { protocol: 'saml', issuer: 'https://saml-two.example', userId: second.id },
    ]);
    expect(await configuredBy(schoolId)).toEqual([{ actorId: first.id }, { actorId: second.id }]);
  });
});

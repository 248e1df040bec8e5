import 'server-only';
import { randomUUID, X509Certificate } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { ssoProviders } from '@/db/schema';
import { IdPMetadata } from 'samlify';
import { env } from '@/lib/env';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import type { Actor } from '@/server/session-flow';
import { ownSchoolId } from './own-school';
import { syncRosterSubjects } from './roster-subjects';
import { schoolProviderId } from './sign-in-gate';

/* The school admin's side of signing in with the school's accounts (decision 069): the provider's settings. */

export type SchoolSignInProtocol = 'oidc' | 'saml';

/** What the school admin gives their SAML identity provider, and what it told us (all public, nothing secret). */
export interface SchoolSamlSettings {
  /** Our service provider's entity id (its metadata's address). */
  entityId: string;
  /** Where the identity provider posts its answer. */
  acsUrl: string;
  /** Our service provider's metadata, for identity providers that import it. */
  metadataUrl: string;
  idpMetadata: string;
  entryPoint: string;
  idpEntityId: string;
  certificate: string;
}

/** What the settings page shows: never the client secret, only whether one is kept. */
export interface SchoolSignInSettings {
  /** Null until the school has a provider. */
  protocol: SchoolSignInProtocol | null;
  /** Where the provider must send people back: the admin registers it with the provider. */
  redirectUri: string;
  /** Null until the school has a provider. */
  issuer: string | null;
  clientId: string;
  domains: string[];
  hasSecret: boolean;
  /** The provider names people by the roster's sourcedId, and the roster's people are linked under it. */
  rosterSubject: boolean;
  saml: SchoolSamlSettings;
}

interface StoredOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  discoveryEndpoint: string;
  pkce: boolean;
  scopes: string[];
}

/** The plugin's samlConfig, as this module writes it (decision 069). No private key of ours: requests go unsigned. */
interface StoredSamlConfig {
  /** The plugin names our service provider's entity id so. */
  issuer: string;
  entryPoint: string;
  cert?: string;
  callbackUrl: string;
  idpMetadata: { metadata: string } | { entityID: string };
  wantAssertionsSigned: true;
}

function samlAddresses(schoolId: string): Pick<SchoolSamlSettings, 'entityId' | 'acsUrl' | 'metadataUrl'> {
  const base = `${env().APP_URL}/api/auth`;
  const providerId = schoolProviderId(schoolId);
  const metadataUrl = `${base}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
  return { entityId: metadataUrl, acsUrl: `${base}/sso/saml2/sp/acs/${providerId}`, metadataUrl };
}

export async function getSchoolSignInSettings(actor: Actor): Promise<SchoolSignInSettings> {
  const schoolId = await ownSchoolId(actor);
  const redirectUri = `${env().APP_URL}/api/auth/sso/callback/${schoolProviderId(schoolId)}`;
  const saml: SchoolSamlSettings = { ...samlAddresses(schoolId), idpMetadata: '', entryPoint: '', idpEntityId: '', certificate: '' };
  const [row] = await getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
  if (row?.samlConfig) {
    const config = JSON.parse(row.samlConfig) as StoredSamlConfig;
    const manual = 'entityID' in config.idpMetadata;
    return {
      protocol: 'saml',
      redirectUri,
      issuer: row.issuer,
      clientId: '',
      domains: row.domain.split(','),
      hasSecret: false,
      rosterSubject: row.rosterSubject,
      saml: {
        ...saml,
        idpMetadata: 'metadata' in config.idpMetadata ? config.idpMetadata.metadata : '',
        entryPoint: manual ? config.entryPoint : '',
        idpEntityId: manual ? row.issuer : '',
        certificate: config.cert ?? '',
      },
    };
  }
  if (!row?.oidcConfig) return { protocol: null, redirectUri, issuer: null, clientId: '', domains: [], hasSecret: false, rosterSubject: false, saml };
  const config = JSON.parse(row.oidcConfig) as StoredOidcConfig;
  return { protocol: 'oidc', redirectUri, issuer: row.issuer, clientId: config.clientId, domains: row.domain.split(','), hasSecret: config.clientSecret.length > 0, rosterSubject: row.rosterSubject, saml };
}

export interface SchoolSignInInput {
  issuer: string;
  clientId: string;
  /** Empty keeps the secret already stored. */
  clientSecret: string;
  domains: string[];
  /** The provider's subject is the roster's sourcedId (syncRosterSubjects). */
  rosterSubject?: boolean;
}

/** One domain belongs to one school, so a school cannot claim another's people. */
async function assertDomainsFree(schoolId: string, domains: string[]): Promise<void> {
  const others = await getDb().select({ domain: ssoProviders.domain }).from(ssoProviders).where(ne(ssoProviders.schoolId, schoolId));
  const taken = new Set(others.flatMap((row) => row.domain.split(',')));
  if (domains.some((domain) => taken.has(domain))) throw new AppError(409, 'schools.signIn.errors.domainTaken', { domains: 'schools.signIn.errors.domainTaken' });
}

/**
 * Writes the school's one provider row (one protocol at a time: saving one clears the other, so the plugin never has
 * to choose) and audits it. The row is marked verified for the plugin, which then links a rostered account with the
 * same address at its first sign-in.
 */
async function writeProvider(
  actor: Actor,
  schoolId: string,
  existing: typeof ssoProviders.$inferSelect | undefined,
  provider: { issuer: string; domains: string[]; oidcConfig: string | null; samlConfig: string | null; protocol: SchoolSignInProtocol; rosterSubject: boolean },
): Promise<void> {
  const values = {
    protocol: provider.protocol,
    rosterSubject: provider.rosterSubject,
    issuer: provider.issuer,
    oidcConfig: provider.oidcConfig,
    samlConfig: provider.samlConfig,
    userId: actor.id,
    domain: provider.domains.join(','),
    domainVerified: true,
    updatedAt: new Date(),
  };
  await getDb().transaction(async (tx) => {
    if (existing) await tx.update(ssoProviders).set(values).where(and(eq(ssoProviders.id, existing.id), eq(ssoProviders.schoolId, schoolId)));
    else await tx.insert(ssoProviders).values({ ...values, id: randomUUID(), providerId: schoolProviderId(schoolId), schoolId });
    await syncRosterSubjects(tx, schoolId);
    await writeAudit(tx, actor, {
      actionType: 'school_sign_in_configured',
      component: 'schools',
      entityId: schoolId,
      message: `${actor.email} set the school's sign-in provider to ${provider.issuer} (${provider.protocol})`,
      details: { schoolId, protocol: provider.protocol, issuer: provider.issuer, domains: provider.domains, rosterSubject: provider.rosterSubject },
    });
  });
}

/**
 * Saves the school's OpenID Connect provider. The domains are the school admin's word (decision 069: the school owns
 * its addresses).
 */
export async function saveSchoolSignIn(actor: Actor, input: SchoolSignInInput): Promise<void> {
  const schoolId = await ownSchoolId(actor);
  await assertDomainsFree(schoolId, input.domains);
  const [existing] = await getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
  const previous = existing?.oidcConfig ? (JSON.parse(existing.oidcConfig) as StoredOidcConfig) : null;
  const clientSecret = input.clientSecret || previous?.clientSecret;
  if (!clientSecret) throw new AppError(400, 'schools.signIn.errors.secretRequired', { clientSecret: 'schools.signIn.errors.secretRequired' });
  const oidcConfig: StoredOidcConfig = {
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecret,
    discoveryEndpoint: `${input.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    pkce: true,
    scopes: ['openid', 'email', 'profile'],
  };
  await writeProvider(actor, schoolId, existing, { issuer: input.issuer, domains: input.domains, oidcConfig: JSON.stringify(oidcConfig), samlConfig: null, protocol: 'oidc', rosterSubject: input.rosterSubject ?? false });
}

export interface SchoolSamlInput {
  /** The identity provider's metadata XML; when empty, the three fields below name it. */
  idpMetadata: string;
  entryPoint: string;
  idpEntityId: string;
  certificate: string;
  domains: string[];
  /** The provider's NameID is the roster's sourcedId (syncRosterSubjects). */
  rosterSubject?: boolean;
}

const BEGIN = '-----BEGIN CERTIFICATE-----';

/** A certificate as PEM, from PEM or from the bare base64 that metadata and many consoles show; null if it is none. */
function certificatePem(text: string): string | null {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  const pem = `${BEGIN}\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

const REDIRECT_BINDING = 'redirect';

/**
 * What the identity provider's metadata says: its entity id, where the plugin sends the AuthnRequest (HTTP-Redirect,
 * the only binding the plugin starts with) and a signing certificate (without one nothing it says could be checked).
 */
function readIdpMetadata(xml: string): { entityId: string; entryPoint: string } {
  const invalid = () => new AppError(400, 'schools.signIn.errors.metadata', { idpMetadata: 'schools.signIn.errors.metadata' });
  let metadata: ReturnType<typeof IdPMetadata>;
  try {
    metadata = IdPMetadata(xml);
  } catch {
    throw invalid();
  }
  const entityId = metadata.getEntityID();
  const entryPoint = metadata.getSingleSignOnService(REDIRECT_BINDING);
  const certificates = [metadata.getX509Certificate('signing')].flat().filter((value): value is string => typeof value === 'string');
  if (typeof entityId !== 'string' || !entityId || typeof entryPoint !== 'string' || !/^https?:\/\//.test(entryPoint)) throw invalid();
  if (certificates.length === 0 || !certificates.every((certificate) => certificatePem(certificate))) throw invalid();
  return { entityId, entryPoint };
}

/**
 * Saves the school's SAML 2.0 identity provider (decision 069): its metadata, or its entry point, entity id and
 * signing certificate. Assertions must be signed by that certificate; the plugin checks the signature, the audience
 * (our entity id), the destination, the request it answers and replays.
 */
export async function saveSchoolSamlSignIn(actor: Actor, input: SchoolSamlInput): Promise<void> {
  const schoolId = await ownSchoolId(actor);
  await assertDomainsFree(schoolId, input.domains);
  const { entityId: spEntityId } = samlAddresses(schoolId);
  const callbackUrl = `${env().APP_URL}/dashboard`;
  let samlConfig: StoredSamlConfig;
  let issuer: string;
  if (input.idpMetadata) {
    const idp = readIdpMetadata(input.idpMetadata);
    issuer = idp.entityId;
    samlConfig = { issuer: spEntityId, entryPoint: idp.entryPoint, callbackUrl, idpMetadata: { metadata: input.idpMetadata }, wantAssertionsSigned: true };
  } else {
    const cert = certificatePem(input.certificate);
    if (!cert) throw new AppError(400, 'schools.signIn.errors.certificate', { certificate: 'schools.signIn.errors.certificate' });
    issuer = input.idpEntityId;
    samlConfig = { issuer: spEntityId, entryPoint: input.entryPoint, cert, callbackUrl, idpMetadata: { entityID: input.idpEntityId }, wantAssertionsSigned: true };
  }
  const [existing] = await getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
  await writeProvider(actor, schoolId, existing, { issuer, domains: input.domains, oidcConfig: null, samlConfig: JSON.stringify(samlConfig), protocol: 'saml', rosterSubject: input.rosterSubject ?? false });
}

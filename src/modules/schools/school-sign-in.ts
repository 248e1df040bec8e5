import 'server-only';
import { randomUUID, X509Certificate } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { ssoProviders } from '@/db/schema';
import { IdPMetadata } from 'samlify';
import { env } from '@/lib/env';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import type { Actor } from '@/server/session-flow';
import { endProviderSessions, unlinkProvider } from '@/modules/accounts';
import { ownSchoolId } from './own-school';
import { syncRosterSubjects } from './roster-subjects';
import { schoolProviderId } from './sign-in-gate';

/* The school admin's side of signing in with the school's accounts (decision 069): the provider's settings. */

export type SchoolSignInProtocol = 'oidc' | 'saml';

/** What the school keeps of one protocol's provider, whichever it is. */
interface SchoolProviderSettings {
  /** The plugin's provider id: the addresses below name it. */
  providerId: string;
  /** The school has this provider. */
  configured: boolean;
  /** Null until configured: the OpenID Connect issuer, the SAML identity provider's entity id. */
  issuer: string | null;
  domains: string[];
  /** The provider names people by the roster's sourcedId, and the roster's people are linked under it. */
  rosterSubject: boolean;
}

/** OpenID Connect: never the client secret, only whether one is kept. */
export interface SchoolOidcSettings extends SchoolProviderSettings {
  /** Where the provider must send people back: the admin registers it with the provider. */
  redirectUri: string;
  clientId: string;
  hasSecret: boolean;
}

/** What the school admin gives their SAML identity provider, and what it told us (all public, nothing secret). */
export interface SchoolSamlSettings extends SchoolProviderSettings {
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

/** The settings page: each protocol's provider, configured or not (a school may keep both, decision 069). */
export interface SchoolSignInSettings {
  oidc: SchoolOidcSettings;
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

type ProviderRow = typeof ssoProviders.$inferSelect;

async function providerRows(schoolId: string): Promise<ProviderRow[]> {
  return getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
}

/**
 * A protocol's provider id in a school: the one its row has, else `school-<id>` for OpenID Connect and
 * `school-<id>-saml` for SAML. A school that had SAML alone before it could keep both holds `school-<id>` for its SAML
 * row (its identity provider knows our addresses by it), so its OpenID Connect provider is then `school-<id>-oidc`.
 */
function providerIdOf(schoolId: string, protocol: SchoolSignInProtocol, rows: readonly ProviderRow[]): string {
  const own = rows.find((row) => row.protocol === protocol);
  if (own) return own.providerId;
  const preferred = protocol === 'oidc' ? schoolProviderId(schoolId) : `${schoolProviderId(schoolId)}-saml`;
  return rows.some((row) => row.providerId === preferred) ? `${schoolProviderId(schoolId)}-${protocol}` : preferred;
}

function samlAddresses(providerId: string): Pick<SchoolSamlSettings, 'entityId' | 'acsUrl' | 'metadataUrl'> {
  const base = `${env().APP_URL}/api/auth`;
  const metadataUrl = `${base}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
  return { entityId: metadataUrl, acsUrl: `${base}/sso/saml2/sp/acs/${providerId}`, metadataUrl };
}

function oidcSettings(schoolId: string, rows: readonly ProviderRow[]): SchoolOidcSettings {
  const providerId = providerIdOf(schoolId, 'oidc', rows);
  const redirectUri = `${env().APP_URL}/api/auth/sso/callback/${providerId}`;
  const row = rows.find((candidate) => candidate.protocol === 'oidc');
  if (!row?.oidcConfig) return { providerId, configured: false, redirectUri, issuer: null, clientId: '', domains: [], hasSecret: false, rosterSubject: false };
  const config = JSON.parse(row.oidcConfig) as StoredOidcConfig;
  return { providerId, configured: true, redirectUri, issuer: row.issuer, clientId: config.clientId, domains: row.domain.split(','), hasSecret: config.clientSecret.length > 0, rosterSubject: row.rosterSubject };
}

function samlSettings(schoolId: string, rows: readonly ProviderRow[]): SchoolSamlSettings {
  const providerId = providerIdOf(schoolId, 'saml', rows);
  const empty = { providerId, ...samlAddresses(providerId), idpMetadata: '', entryPoint: '', idpEntityId: '', certificate: '' };
  const row = rows.find((candidate) => candidate.protocol === 'saml');
  if (!row?.samlConfig) return { ...empty, configured: false, issuer: null, domains: [], rosterSubject: false };
  const config = JSON.parse(row.samlConfig) as StoredSamlConfig;
  const manual = 'entityID' in config.idpMetadata;
  return {
    ...empty,
    configured: true,
    issuer: row.issuer,
    domains: row.domain.split(','),
    rosterSubject: row.rosterSubject,
    idpMetadata: 'metadata' in config.idpMetadata ? config.idpMetadata.metadata : '',
    entryPoint: manual ? config.entryPoint : '',
    idpEntityId: manual ? row.issuer : '',
    certificate: config.cert ?? '',
  };
}

export async function getSchoolSignInSettings(actor: Actor): Promise<SchoolSignInSettings> {
  const schoolId = await ownSchoolId(actor);
  const rows = await providerRows(schoolId);
  return { oidc: oidcSettings(schoolId, rows), saml: samlSettings(schoolId, rows) };
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
 * Writes the school's provider of one protocol (a school keeps at most one of each, decision 069; the other stays as
 * it is) and audits it. The row is marked verified for the plugin, which then links a rostered account with the same
 * address at its first sign-in.
 */
async function writeProvider(
  actor: Actor,
  schoolId: string,
  rows: readonly ProviderRow[],
  provider: { issuer: string; domains: string[]; oidcConfig: string | null; samlConfig: string | null; protocol: SchoolSignInProtocol; rosterSubject: boolean },
): Promise<void> {
  const existing = rows.find((row) => row.protocol === provider.protocol);
  const values = {
    rosterSubject: provider.rosterSubject,
    issuer: provider.issuer,
    oidcConfig: provider.oidcConfig,
    samlConfig: provider.samlConfig,
    userId: actor.id,
    domain: provider.domains.join(','),
    domainVerified: true,
    updatedAt: new Date(),
  };
  // Two saves of a new provider at once: the second finds the first's row only at its insert (one per protocol).
  await getDb().transaction(async (tx) => {
    if (existing) await tx.update(ssoProviders).set(values).where(and(eq(ssoProviders.id, existing.id), eq(ssoProviders.schoolId, schoolId)));
    else await tx.insert(ssoProviders).values({ ...values, id: randomUUID(), protocol: provider.protocol, providerId: providerIdOf(schoolId, provider.protocol, rows), schoolId });
    await syncRosterSubjects(tx, schoolId);
    await writeAudit(tx, actor, {
      actionType: 'school_sign_in_configured',
      component: 'schools',
      entityId: schoolId,
      message: `${actor.email} set the school's sign-in provider to ${provider.issuer} (${provider.protocol})`,
      details: { schoolId, protocol: provider.protocol, issuer: provider.issuer, domains: provider.domains, rosterSubject: provider.rosterSubject },
    });
  }).catch((error: unknown) => {
    // Both saves name the same provider id (providerIdOf read the same rows), and PostgreSQL checks the unique indexes
    // in the order they were made: the provider id's (migration 0047) before the one per protocol (0054). Ids are the
    // school's own (`school-<id>…`), so either index met here is this school's other save.
    if (isUniqueViolation(error, 'sso_providers_provider_id_unique') || isUniqueViolation(error, 'sso_providers_school_protocol_unique')) throw new AppError(409, 'schools.signIn.errors.savedMeanwhile');
    throw error;
  });
}

/**
 * Removes the school's provider of one protocol, and every account link made through it (the plugin's, after a first
 * sign-in, and the roster's): a provider configured later under the same id must not find people by the subjects of
 * the one removed. Every session it opened ends with it: the school no longer vouches for them (decision 069). The
 * other protocol's provider stays. Audited; a protocol the school does not have is a 404.
 */
export async function removeSchoolSignIn(actor: Actor, input: { protocol: SchoolSignInProtocol }): Promise<void> {
  const schoolId = await ownSchoolId(actor);
  await getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(ssoProviders)
      .where(and(eq(ssoProviders.schoolId, schoolId), eq(ssoProviders.protocol, input.protocol)))
      .returning({ providerId: ssoProviders.providerId, issuer: ssoProviders.issuer });
    if (!removed) throw new AppError(404, 'errors.notFound');
    await unlinkProvider(tx, removed.providerId);
    const endedSessions = await endProviderSessions(tx, removed.providerId);
    await writeAudit(tx, actor, {
      actionType: 'school_sign_in_removed',
      component: 'schools',
      entityId: schoolId,
      message: `${actor.email} removed the school's sign-in provider ${removed.issuer} (${input.protocol}), ending ${endedSessions} session(s) it opened`,
      details: { schoolId, protocol: input.protocol, issuer: removed.issuer, providerId: removed.providerId, endedSessions },
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
  const rows = await providerRows(schoolId);
  const existing = rows.find((row) => row.protocol === 'oidc');
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
  await writeProvider(actor, schoolId, rows, { issuer: input.issuer, domains: input.domains, oidcConfig: JSON.stringify(oidcConfig), samlConfig: null, protocol: 'oidc', rosterSubject: input.rosterSubject ?? false });
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
  const rows = await providerRows(schoolId);
  const { entityId: spEntityId } = samlAddresses(providerIdOf(schoolId, 'saml', rows));
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
  await writeProvider(actor, schoolId, rows, { issuer, domains: input.domains, oidcConfig: null, samlConfig: JSON.stringify(samlConfig), protocol: 'saml', rosterSubject: input.rosterSubject ?? false });
}

/** A school provider a person may start their sign-in with (decision 069): the protocol and where it lives. */
export interface SchoolSignInChoice {
  providerId: string;
  protocol: SchoolSignInProtocol;
  /** The provider's host (its issuer's), or its entity id when that is no address: what the button names. */
  host: string;
}

/** As the SSO plugin matches an address's domain to a provider's list: the domain itself or a subdomain of one. */
function domainListMatches(domain: string, list: string): boolean {
  return list.split(',').some((entry) => domain === entry || domain.endsWith(`.${entry}`));
}

function hostOf(issuer: string): string {
  try {
    return new URL(issuer).host || issuer;
  } catch {
    return issuer;
  }
}

/**
 * The providers of the school whose domain the address is in (a domain belongs to one school, decision 069), OpenID
 * Connect first: one, both, or none. Nothing else about the school is said.
 */
export async function schoolProvidersForAddress(email: string): Promise<SchoolSignInChoice[]> {
  const domain = email.split('@')[1] ?? '';
  const rows = await getDb()
    .select({ providerId: ssoProviders.providerId, protocol: ssoProviders.protocol, issuer: ssoProviders.issuer, domain: ssoProviders.domain })
    .from(ssoProviders)
    .where(eq(ssoProviders.domainVerified, true));
  return rows
    .filter((row) => domainListMatches(domain, row.domain))
    .sort((a, b) => a.protocol.localeCompare(b.protocol))
    .map((row) => ({ providerId: row.providerId, protocol: row.protocol, host: hostOf(row.issuer) }));
}

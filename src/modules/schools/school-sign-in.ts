import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { schoolMembers, ssoProviders } from '@/db/schema';
import { env } from '@/lib/env';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { schoolProviderId } from './sign-in-gate';

/* The school admin's side of signing in with the school's accounts (decision 069): the provider's settings. */

/** What the settings page shows: never the client secret, only whether one is kept. */
export interface SchoolSignInSettings {
  /** Where the provider must send people back: the admin registers it with the provider. */
  redirectUri: string;
  /** Null until the school has a provider. */
  issuer: string | null;
  clientId: string;
  domains: string[];
  hasSecret: boolean;
}

interface StoredOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  discoveryEndpoint: string;
  pkce: boolean;
  scopes: string[];
}

async function ownSchoolId(actor: Actor): Promise<string> {
  assertCan(actor, 'manage:school:own');
  const [member] = await getDb().select({ schoolId: schoolMembers.schoolId, role: schoolMembers.role }).from(schoolMembers).where(eq(schoolMembers.userId, actor.id));
  if (!member || member.role !== 'admin') throw new AppError(404, 'errors.notFound');
  return member.schoolId;
}

export async function getSchoolSignInSettings(actor: Actor): Promise<SchoolSignInSettings> {
  const schoolId = await ownSchoolId(actor);
  const redirectUri = `${env().APP_URL}/api/auth/sso/callback/${schoolProviderId(schoolId)}`;
  const [row] = await getDb().select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
  if (!row?.oidcConfig) return { redirectUri, issuer: null, clientId: '', domains: [], hasSecret: false };
  const config = JSON.parse(row.oidcConfig) as StoredOidcConfig;
  return { redirectUri, issuer: row.issuer, clientId: config.clientId, domains: row.domain.split(','), hasSecret: config.clientSecret.length > 0 };
}

export interface SchoolSignInInput {
  issuer: string;
  clientId: string;
  /** Empty keeps the secret already stored. */
  clientSecret: string;
  domains: string[];
}

/**
 * Saves the school's provider. The domains are the school admin's word (decision 069: the school owns its addresses);
 * one domain belongs to one school, so a school cannot claim another's people. The row is marked verified for the
 * plugin, which then links a rostered account with the same address at its first sign-in.
 */
export async function saveSchoolSignIn(actor: Actor, input: SchoolSignInInput): Promise<void> {
  const schoolId = await ownSchoolId(actor);
  const db = getDb();
  const others = await db.select({ domain: ssoProviders.domain }).from(ssoProviders).where(ne(ssoProviders.schoolId, schoolId));
  const taken = new Set(others.flatMap((row) => row.domain.split(',')));
  if (input.domains.some((domain) => taken.has(domain))) throw new AppError(409, 'schools.signIn.errors.domainTaken', { domains: 'schools.signIn.errors.domainTaken' });
  const [existing] = await db.select().from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
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
  const values = {
    issuer: input.issuer,
    oidcConfig: JSON.stringify(oidcConfig),
    userId: actor.id,
    domain: input.domains.join(','),
    domainVerified: true,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    if (existing) await tx.update(ssoProviders).set(values).where(and(eq(ssoProviders.id, existing.id), eq(ssoProviders.schoolId, schoolId)));
    else await tx.insert(ssoProviders).values({ ...values, id: randomUUID(), providerId: schoolProviderId(schoolId), schoolId });
    await writeAudit(tx, actor, {
      actionType: 'school_sign_in_configured',
      component: 'schools',
      entityId: schoolId,
      message: `${actor.email} set the school's sign-in provider to ${input.issuer}`,
      details: { schoolId, issuer: input.issuer, domains: input.domains },
    });
  });
}

import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { schoolMembers, ssoProviders } from '@/db/schema';
import { linkProviderSubjects, unlinkProviderSubjects } from '@/modules/accounts';

/*
 * People matched by the roster's identifier (decision 069): when a school admin says their provider names people by
 * the roster's sourcedId (its OpenID Connect subject, its SAML NameID), every teacher and student the roster brought is
 * linked to the provider under their sourcedId, so the SSO plugin finds them by it at their first sign-in, with or
 * without an address of their own; when the admin says it does not, those links go. Admins are never linked: nobody
 * administers a school by signing in with it. Run in the transaction that changes the provider or the roster.
 */
export async function syncRosterSubjects(tx: Tx, schoolId: string): Promise<void> {
  const providers = await tx.select({ providerId: ssoProviders.providerId, rosterSubject: ssoProviders.rosterSubject }).from(ssoProviders).where(eq(ssoProviders.schoolId, schoolId));
  if (providers.length === 0) return;
  const members = await tx
    .select({ userId: schoolMembers.userId, subject: schoolMembers.sourceId })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), inArray(schoolMembers.role, ['teacher', 'student']), isNotNull(schoolMembers.sourceId)));
  const links = members.map((member) => ({ userId: member.userId, subject: member.subject! }));
  for (const provider of providers) {
    if (provider.rosterSubject) await linkProviderSubjects(tx, provider.providerId, links);
    else await unlinkProviderSubjects(tx, provider.providerId, links);
  }
}

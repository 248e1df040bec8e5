import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { schoolMembers, ssoProviders } from '@/db/schema';
import { peopleView } from '@/modules/accounts/runtime';
import { aboutPerson, writeAudit } from '@/server/audit';

/*
 * Signing in with the school's accounts (decision 069). The school admin names the school's OpenID Connect provider;
 * better-auth's SSO plugin runs the redirect and the code exchange and finds the account (by the provider's subject
 * once linked, else by the e-mail address); this file decides who may get a session from it. No 'server-only': the
 * composition root (src/wiring) provides the gate to the auth port at start.
 */

/** The plugin's provider id for a school: the school is found from it without another column. */
export function schoolProviderId(schoolId: string): string {
  return `school-${schoolId}`;
}

/** Why a person may not sign in through their school's provider; null when they may. */
export type SchoolSignInRefusal = 'not_in_school' | 'not_for_admins' | null;

interface GateRow {
  memberRole: 'admin' | 'teacher' | 'student' | null;
  schoolId: string | null;
  role: string;
}

function refusalFor(row: GateRow, providerSchoolId: string): SchoolSignInRefusal {
  if (row.role === 'admin' || row.role === 'school_admin' || row.memberRole === 'admin') return 'not_for_admins';
  if (row.schoolId !== providerSchoolId) return 'not_in_school';
  const expected = row.memberRole === 'teacher' ? 'tutor' : 'child';
  return row.role === expected ? null : 'not_in_school';
}

/**
 * The gate on every account link and session the plugin makes (OpenID Connect and SAML alike): only a teacher or a
 * student of the provider's own school, never an admin (the school's or the academy's), so a provider the school
 * admin configured can never open an admin's session, nor anyone's in another school. A refusal of an existing account
 * is audited under that account: an identity provider vouching for an admin's address is worth an operator's look.
 */
export async function schoolSignInGate({ providerId, userId }: { providerId: string; userId: string }): Promise<SchoolSignInRefusal> {
  const db = getDb();
  const [provider] = await db.select({ schoolId: ssoProviders.schoolId }).from(ssoProviders).where(eq(ssoProviders.providerId, providerId));
  if (!provider) return 'not_in_school';
  const people = peopleView();
  const [row] = await db
    .select({ memberRole: schoolMembers.role, schoolId: schoolMembers.schoolId, role: people.role, id: people.id, email: people.email })
    .from(people)
    .leftJoin(schoolMembers, eq(schoolMembers.userId, people.id))
    .where(eq(people.id, userId));
  if (!row) return 'not_in_school';
  const refusal = refusalFor(row, provider.schoolId);
  if (refusal) {
    await writeAudit(db, { id: row.id, email: row.email, role: row.role }, {
      actionType: 'school_sign_in_refused',
      component: 'schools',
      entityId: provider.schoolId,
      message: `${row.email} was refused sign-in through the school's provider (${refusal})`,
      ...aboutPerson(row),
      details: { schoolId: provider.schoolId, providerId, refusal },
    });
  }
  return refusal;
}


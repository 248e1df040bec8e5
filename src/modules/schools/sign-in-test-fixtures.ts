import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authAccounts, authSessions, schoolMembers, users } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { hashPassword } from '@/server/password';
import type { Actor } from '@/server/session-flow';
import { actorFor, createTestUser } from '../../../tests/factories';
import { createSchool } from './manage-schools';
import { createSchoolSchema } from './schemas';

/* What the school sign-in tests (OpenID Connect and SAML, decision 069) share: a school, its admin, its roster. */

export async function newSchool(academyAdmin: Actor, adminEmail: string) {
  const input = createSchoolSchema.parse({ name: `SSO school ${randomBytes(4).toString('hex')}`, country: 'fr', timeZone: 'Europe/Paris', adminEmail, adminFirstName: 'Sam', adminLastName: 'Head' });
  return createSchool(academyAdmin, input);
}

/** A new school and its admin, signed in with a known password (set as the reset link would). */
export async function schoolWithAdmin(adminEmail: string): Promise<{ schoolId: string; admin: Actor }> {
  const academyAdmin = await actorFor(await createTestUser({ role: 'admin' }));
  const { schoolId } = await newSchool(academyAdmin, adminEmail);
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, adminEmail));
  const [head] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  await getDb().update(authAccounts).set({ password: await hashPassword('school-admin-password-1') }).where(and(eq(authAccounts.userId, head!.id), eq(authAccounts.providerId, 'credential')));
  return { schoolId, admin: await actorFor({ email: adminEmail, password: 'school-admin-password-1' }) };
}

/** A person of the roster, with the account the roster made (its address unconfirmed, as a roster import leaves it). */
export async function member(school: string, role: 'teacher' | 'student', email: string) {
  const user = await createTestUser({ role: role === 'teacher' ? 'tutor' : 'child', email, emailVerified: false });
  await getDb().insert(schoolMembers).values({ schoolId: school, userId: user.id, role });
  return user;
}

export async function sessionsOf(userId: string): Promise<number> {
  return (await getDb().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId))).length;
}

/** The app's auth, rebuilt so it trusts the tests' providers on loopback (decision 069's SSO_PRIVATE_ISSUERS). */
export function trustLoopbackProviders(trust: boolean): void {
  if (trust) process.env.SSO_PRIVATE_ISSUERS = 'http://127.0.0.1:*';
  else delete process.env.SSO_PRIVATE_ISSUERS;
  resetEnvForTests();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('academy.auth')];
}

export function hasSessionCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((line) => line.includes('session_token=') && !line.includes('Max-Age=0'));
}

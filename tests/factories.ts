import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authSessions, outboxMessages, users } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { createAccount } from '@/modules/accounts/runtime';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { resolveSession, type Actor } from '@/server/session-flow';

/** Test-data factories shared by the integration tests (and the e2e preparation script). */

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUserOptions {
  role?: Role;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
  createdAt?: Date;
  blocked?: boolean;
  welcomeSent?: boolean;
}

export async function createTestUser(options: TestUserOptions = {}) {
  const profile = await createAccount(getDb(), {
    email: options.email ?? uniqueEmail(options.role ?? 'user'),
    password: options.password ?? TEST_PASSWORD,
    role: options.role ?? 'child',
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Person',
    emailVerified: options.emailVerified ?? true,
    createdAt: options.createdAt,
  });
  const updates: Partial<typeof users.$inferInsert> = {};
  if (options.blocked !== undefined) updates.blocked = options.blocked;
  updates.welcomeSent = options.welcomeSent ?? true;
  const [updated] = await getDb().update(users).set(updates).where(eq(users.id, profile.id)).returning();
  return { ...updated!, password: options.password ?? TEST_PASSWORD };
}

/** Signs in through better-auth and returns request headers carrying the session cookie. */
export async function signInHeaders(email: string, password: string = TEST_PASSWORD): Promise<Headers> {
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}

/** A signed-in actor for domain functions, through the real session flow. */
export async function actorFor(user: { email: string; password: string }): Promise<Actor> {
  const state = await resolveSession(await signInHeaders(user.email, user.password));
  if (state.status !== 'signed-in') throw new Error(`expected a signed-in actor, got ${state.status}`);
  return state.actor;
}

export async function sessionCount(userId: string): Promise<number> {
  return (await getDb().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId))).length;
}

/** The mail stored for `to`, oldest first (the table's identity: two mails of one millisecond keep their order). */
export async function outboxFor(to: string) {
  return getDb().select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(asc(outboxMessages.id));
}

/** Awaits the promise and returns the AppError it rejected with; fails the test on success or on any other error. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, but the call succeeded');
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { authAccounts, authUsers } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { AppError } from '@/server/errors';
import { hashPassword } from '@/server/password';
import { buildDisplayName } from '@/server/profile/display-name';
import { createProfile, type ProfileRow } from '@/server/profile/create-profile';

/*
 * Creates a complete account (auth user, password credential, profile) in one transaction, for the seed, the
 * CLI (`npm run user:create`) and tests. Self-registration goes through better-auth (register.ts) instead.
 * No 'server-only' import: the CLI runs it outside Next.
 */

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  emailVerified?: boolean;
  createdAt?: Date;
}

export function newAuthId(): string {
  return randomBytes(16).toString('hex');
}

export async function createAccount(db: Db, input: NewAccount): Promise<ProfileRow> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const createdAt = input.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    if (existing) throw new AppError(409, 'An account with this e-mail already exists.');
    const id = newAuthId();
    await tx.insert(authUsers).values({
      id,
      name: buildDisplayName(input.role, input.firstName, input.lastName),
      email,
      emailVerified: input.emailVerified ?? false,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(authAccounts).values({ id: newAuthId(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    return createProfile(tx, {
      id,
      email,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerified: input.emailVerified ?? false,
      createdAt,
    });
  });
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { authAccounts, authUsers } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { AppError } from '@/server/errors';
import { hashPassword } from '@/server/password';
import { buildDisplayName } from '@/server/profile/display-name';
import { createProfile, type ProfileRow } from '@/server/profile/create-profile';

/*
 * Creates a complete account (auth user, password credential, profile) in one transaction, for the seed, the
 * CLI (`npm run user:create`), tests, and a parent making a child's account (decision 029, inside the families
 * module's transaction). Self-registration goes through better-auth (register.ts) instead.
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
  /** A parent-made child account's sign-in name and birth year (decision 029). */
  username?: string | null;
  birthYear?: number | null;
  /** No welcome e-mail is ever to go (an account without a real address). */
  welcomeSent?: boolean;
  /** The language and currency its pages, mails and lessons start in (a parent-made child's are the parent's). */
  locale?: string | null;
  currency?: string | null;
  /** Where the child lives (decision 060): a parent-made child's is the parent's. */
  country?: string | null;
}

/** What insertAccount needs: the password already hashed. */
export type HashedNewAccount = Omit<NewAccount, 'password'> & { passwordHash: string };

export function newAuthId(): string {
  return randomBytes(16).toString('hex');
}

export async function createAccount(db: Db, input: NewAccount): Promise<ProfileRow> {
  const { password, ...account } = input;
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => insertAccount(tx, { ...account, passwordHash }));
}

/**
 * The account's rows inside the caller's transaction. The password comes hashed: Argon2id takes a noticeable moment
 * and 19 MiB, which must not be spent while the caller's transaction holds locks. An address with an account is a 409.
 */
export async function insertAccount(tx: Tx, input: HashedNewAccount): Promise<ProfileRow> {
  const email = input.email.trim().toLowerCase();
  const createdAt = input.createdAt ?? new Date();
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
  await tx.insert(authAccounts).values({ id: newAuthId(), accountId: id, providerId: 'credential', userId: id, password: input.passwordHash });
  return createProfile(tx, {
    id,
    email,
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
    emailVerified: input.emailVerified ?? false,
    createdAt,
    username: input.username,
    birthYear: input.birthYear,
    welcomeSent: input.welcomeSent,
    locale: input.locale,
    currency: input.currency,
    country: input.country,
  });
}

import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { users } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { isUniqueViolation } from '@/server/db-errors';
import { generateChildRefCode } from './ref-code';

/*
 * Used by the app, the seed and the CLI (user:create), so it does not import 'server-only'.
 */

export type ProfileRow = typeof users.$inferSelect;

export interface NewProfile {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  createdAt?: Date;
  /** A child account a parent made (decision 029): its sign-in name and birth year. */
  username?: string | null;
  birthYear?: number | null;
  /** True when no welcome e-mail must ever go (an account without a real address, decision 029). */
  welcomeSent?: boolean;
  /** A child under 13 who registered alone, until a parent agrees (decision 030). */
  consentPending?: boolean;
  /** The language chosen at registration (spec 4 "Preferences"); null leaves the pages to the language cookie. */
  locale?: string | null;
  /** The currency chosen (a parent-made child account takes its parent's); null until one is chosen. */
  currency?: string | null;
  /** The country a child or parent lives in (decision 060); a parent-made child account takes its parent's. */
  country?: string | null;
}

/**
 * Spec 4 step 4: create the profile; xp and valuation 0, timestamps set, emailVerified false unless the account
 * is verified, and children get a childRefCode. Idempotent: an existing profile is returned as it is.
 * A ref-code collision (1 in 2 billion per pair) is retried with a new code.
 */
export async function createProfile(db: Db | Tx, input: NewProfile): Promise<ProfileRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [created] = await db
        .insert(users)
        .values({
          id: input.id,
          email: input.email,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          emailVerified: input.emailVerified,
          createdAt: input.createdAt ?? new Date(),
          childRefCode: input.role === 'child' ? generateChildRefCode() : null,
          username: input.username ?? null,
          birthYear: input.birthYear ?? null,
          welcomeSent: input.welcomeSent ?? false,
          consentPending: input.consentPending ?? false,
          locale: input.locale ?? null,
          currency: input.currency ?? null,
          country: input.country ?? null,
        })
        .onConflictDoNothing({ target: users.id })
        .returning();
      if (created) return created;
      const [existing] = await db.select().from(users).where(eq(users.id, input.id));
      if (existing) return existing;
    } catch (error) {
      if (!isUniqueViolation(error, 'users_child_ref_code_unique')) throw error;
    }
  }
  throw new Error('Could not find a free child reference code after 5 attempts');
}


// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { learningProfiles } from '@/db/schema';
import { DEFAULT_DAILY_GOAL_XP, DEFAULT_TIME_ZONE } from './days';

export type LearningProfile = typeof learningProfiles.$inferSelect;

/**
 * A child's learning profile, created on first use (one row per child). The insert does nothing when
 * the row exists, so two first uses at once are safe. `lock` holds the row until the transaction ends: then one
 * statement creates or locks it (insert … on conflict do update locks the row it meets, as `for update` would;
 * decision 022: every completion and review answer does this).
 */
export async function ensureLearningProfile(tx: Tx, userId: string, options: { lock?: boolean } = {}): Promise<LearningProfile> {
  if (options.lock) {
    const [locked] = await tx
      .insert(learningProfiles)
      .values({ userId })
      .onConflictDoUpdate({ target: learningProfiles.userId, set: { userId: sql`excluded.user_id` } })
      .returning();
    return locked!;
  }
  await tx.insert(learningProfiles).values({ userId }).onConflictDoNothing({ target: learningProfiles.userId });
  const [profile] = await tx.select().from(learningProfiles).where(eq(learningProfiles.userId, userId));
  return profile!;
}

/** Reads a profile without creating it: a child who never learned has the defaults. */
export async function readLearningProfile(db: Db | Tx, userId: string): Promise<LearningProfile> {
  const [profile] = await db.select().from(learningProfiles).where(eq(learningProfiles.userId, userId));
  return profile ?? defaultLearningProfile(userId);
}

/** The profile of a child who never learned (no row yet). */
export function defaultLearningProfile(userId: string): LearningProfile {
  return {
    userId,
    dailyGoalXp: DEFAULT_DAILY_GOAL_XP,
    timeZone: DEFAULT_TIME_ZONE,
    streakCurrent: 0,
    streakLongest: 0,
    streakLastDay: null,
    streakShields: 0,
    readAloud: null,
    updatedAt: new Date(0),
  };
}

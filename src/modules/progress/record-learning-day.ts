// No 'server-only': the progress module's subscriptions run in the custom server too (decision 015).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { dailyXp, learningProfiles } from '@/db/schema';
import { localDay } from './days';
import { ensureLearningProfile, type LearningProfile } from './learning-profile';
import { countDay } from './streaks';

export interface StreakAfterLesson {
  current: number;
  longest: number;
  shields: number;
  /** True when this lesson made today count (the first completion of the child's day). */
  extendedToday: boolean;
}

/**
 * A lesson was completed at `at` (or, with `lesson: false`, a review question answered; decision 052): counts it on the
 * child's day (daily_xp.lessons_completed, for lessons) and moves the streak (streaks.ts), spending shields on
 * missed days and marking those days shielded. In the caller's transaction.
 */
export async function recordLearningDay(tx: Tx, userId: string, at: Date, { lesson = true, locked }: { lesson?: boolean; locked?: LearningProfile } = {}): Promise<StreakAfterLesson> {
  // `locked`: the profile the caller read with its row lock in this transaction (rewardLearning), as it stands.
  const profile = locked ?? (await ensureLearningProfile(tx, userId, { lock: true }));
  const day = localDay(at, profile.timeZone);
  const lessons = lesson ? 1 : 0;
  await tx
    .insert(dailyXp)
    .values({ userId, day, lessonsCompleted: lessons })
    .onConflictDoUpdate({ target: [dailyXp.userId, dailyXp.day], set: { lessonsCompleted: sql`${dailyXp.lessonsCompleted} + ${lessons}` } });
  const counted = countDay(
    { current: profile.streakCurrent, longest: profile.streakLongest, lastDay: profile.streakLastDay, shields: profile.streakShields },
    day,
  );
  if (counted.extended) {
    const { state } = counted;
    await tx
      .update(learningProfiles)
      .set({ streakCurrent: state.current, streakLongest: state.longest, streakLastDay: state.lastDay, streakShields: state.shields, updatedAt: at })
      .where(eq(learningProfiles.userId, userId));
  }
  if (counted.shieldedDays.length > 0) {
    await tx
      .insert(dailyXp)
      .values(counted.shieldedDays.map((shieldedDay) => ({ userId, day: shieldedDay, shielded: true })))
      .onConflictDoUpdate({ target: [dailyXp.userId, dailyXp.day], set: { shielded: true } });
  }
  return { current: counted.state.current, longest: counted.state.longest, shields: counted.state.shields, extendedToday: counted.extended };
}

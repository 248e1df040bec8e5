// No 'server-only': the progress module's subscriptions run in the custom server too (decision 015).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { dailyXp } from '@/db/schema';
import { localDay } from './days';
import { readLearningProfile, type LearningProfile } from './learning-profile';

export interface DailyGoalStatus {
  goalXp: number;
  todayXp: number;
  /** The goal is met when today's XP reaches it. */
  met: boolean;
}

/** A goal and the day's XP so far: met once the XP reaches it. */
export function goalStatus(goalXp: number, todayXp: number): DailyGoalStatus {
  return { goalXp, todayXp, met: todayXp >= goalXp };
}

/** The child's goal and the XP of their day at `at`. */
export async function readDailyGoal(db: Db | Tx, userId: string, at: Date, known?: LearningProfile): Promise<DailyGoalStatus> {
  const profile = known ?? (await readLearningProfile(db, userId));
  const [today] = await db
    .select({ xp: dailyXp.xp })
    .from(dailyXp)
    .where(and(eq(dailyXp.userId, userId), eq(dailyXp.day, localDay(at, profile.timeZone))));
  return goalStatus(profile.dailyGoalXp, today?.xp ?? 0);
}

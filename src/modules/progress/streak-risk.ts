import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { learningProfiles } from '@/db/schema';

// No 'server-only': the streak reminder is made by a scheduled job of the custom server (decision 036).

/** A child whose streak ends tonight unless they learn: how long it is, and their local day (the reminder's key). */
export interface StreakAtRisk {
  childId: string;
  days: number;
  localDay: string;
}

/** The evening, in the child's time zone, when a streak reminder may come: from 18:00 to before 21:00. */
export const STREAK_REMINDER_HOURS = { from: 18, until: 21 } as const;

/**
 * Of these children, those whose streak counted yesterday but not yet today, with no shield to cover tonight (then it
 * would not end), at an evening hour of their own day.
 */
export async function readStreaksAtRisk(tx: Tx, childIds: readonly string[], now: Date): Promise<StreakAtRisk[]> {
  if (childIds.length === 0) return [];
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${learningProfiles.timeZone})`;
  const rows = await tx
    .select({ childId: learningProfiles.userId, days: learningProfiles.streakCurrent, localDay: sql<string>`to_char(${localNow}, 'YYYY-MM-DD')` })
    .from(learningProfiles)
    .where(
      and(
        inArray(learningProfiles.userId, [...childIds]),
        gt(learningProfiles.streakCurrent, 0),
        eq(learningProfiles.streakShields, 0),
        sql`${learningProfiles.streakLastDay} = ${localNow}::date - 1`,
        sql`extract(hour from ${localNow}) >= ${STREAK_REMINDER_HOURS.from} and extract(hour from ${localNow}) < ${STREAK_REMINDER_HOURS.until}`,
      ),
    );
  return rows;
}

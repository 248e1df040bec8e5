// No 'server-only': the progress module's subscriptions run in the custom server too (decision 015).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { xpLedger } from '@/db/schema';
import { awardXp } from './award-xp';
import { localDay } from './days';
import { ensureLearningProfile, type LearningProfile } from './learning-profile';

/** The ledger's reason for a review answer's XP (its source: `review:<the answer's key>`). */
export const REVIEW_XP_REASON = 'review_answer';

/** The ledger's source of the review answer sent with `key`. */
export function reviewXpSource(key: string): string {
  return `review:${key}`;
}

/**
 * A review answer's XP (decision 052), at most what is left of `dailyCapXp` in the child's day at `at`: awarded once
 * through the ledger (unique by reason and source), so it counts for the day's goal like any XP. The caller holds
 * the child's row, so two answers of one child are capped one after the other. Returns the XP given.
 */
export async function awardReviewXp(tx: Tx, userId: string, xp: number, dailyCapXp: number, key: string, at: Date, known?: LearningProfile): Promise<number> {
  const profile = known ?? (await ensureLearningProfile(tx, userId));
  const day = localDay(at, profile.timeZone);
  // The ledger by its (user, created_at) index: the child's day is within a day of `at`, whatever their zone.
  const [given] = await tx
    .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(
      and(
        eq(xpLedger.userId, userId),
        eq(xpLedger.reason, REVIEW_XP_REASON),
        sql`${xpLedger.createdAt} > ${new Date(at.getTime() - 2 * 86_400_000).toISOString()}::timestamptz`,
        sql`(${xpLedger.createdAt} at time zone ${profile.timeZone})::date = ${day}::date`,
      ),
    );
  const amount = Math.max(0, Math.min(xp, dailyCapXp - (given?.total ?? 0)));
  const award = await awardXp(tx, userId, amount, REVIEW_XP_REASON, reviewXpSource(key), at, profile);
  return award.awarded ? amount : 0;
}

/** What the review answer sent with `key` was given, as the ledger holds it (0 when nothing). */
export async function reviewXpGiven(tx: Tx, userId: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ amount: xpLedger.amount })
    .from(xpLedger)
    .where(and(eq(xpLedger.userId, userId), eq(xpLedger.reason, REVIEW_XP_REASON), eq(xpLedger.sourceId, reviewXpSource(key))));
  return row?.amount ?? 0;
}

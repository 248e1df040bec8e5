// No 'server-only': the progress module's subscriptions run in the custom server too (decision 015).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { xpLedger } from '@/db/schema';
import type { XpItem } from './record-learning-day';

/** The ledger's reason for a review answer's XP (its source: `review:<the answer's key>`). */
export const REVIEW_XP_REASON = 'review_answer';

/** The ledger's source of the review answer sent with `key`. */
export function reviewXpSource(key: string): string {
  return `review:${key}`;
}

/**
 * A review answer's XP (decision 052), at most what is left of `dailyCapXp` in the child's `day` (in their time
 * zone) at `at`: the item the caller pays through the ledger (unique by reason and source: writeChildDay), so it
 * counts for the day's goal like any XP. The caller holds the child's row, so two answers of one child are capped one
 * after the other.
 */
export async function reviewXpItem(tx: Tx, userId: string, xp: number, dailyCapXp: number, key: string, at: Date, { timeZone, day }: { timeZone: string; day: string }): Promise<XpItem> {
  // The ledger by its (user, created_at) index: the child's day is within a day of `at`, whatever their zone.
  const [given] = await tx
    .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(
      and(
        eq(xpLedger.userId, userId),
        eq(xpLedger.reason, REVIEW_XP_REASON),
        sql`${xpLedger.createdAt} > ${new Date(at.getTime() - 2 * 86_400_000).toISOString()}::timestamptz`,
        sql`(${xpLedger.createdAt} at time zone ${timeZone})::date = ${day}::date`,
      ),
    );
  return { amount: Math.max(0, Math.min(xp, dailyCapXp - (given?.total ?? 0))), reason: REVIEW_XP_REASON, sourceId: reviewXpSource(key) };
}

/** What the review answer sent with `key` was given, as the ledger holds it (0 when nothing). */
export async function reviewXpGiven(tx: Tx, userId: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ amount: xpLedger.amount })
    .from(xpLedger)
    .where(and(eq(xpLedger.userId, userId), eq(xpLedger.reason, REVIEW_XP_REASON), eq(xpLedger.sourceId, reviewXpSource(key))));
  return row?.amount ?? 0;
}

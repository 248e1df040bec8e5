// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { dailyXp, xpLedger } from '@/db/schema';
import { addXp, peopleView } from '@/modules/accounts/runtime';
import { localDay } from './days';
import { ensureLearningProfile, type LearningProfile } from './learning-profile';

export interface XpAward {
  /** False when this (reason, source) was already paid: nothing was added. */
  awarded: boolean;
  /** The child's total XP afterwards. */
  xp: number;
}

/**
 * The one way XP is given (decision 008, 009): a ledger row unique by (user, reason, source), the total on the
 * child's row (accounts' addXp) and the child's day in daily_xp, all in the caller's transaction. The same reason and
 * source a second time (retry, race) awards nothing. Zero awards nothing and writes nothing. `known`: the child's
 * learning profile when the caller has it (its time zone names the day).
 */
export async function awardXp(tx: Tx, userId: string, amount: number, reason: string, sourceId: string, at: Date, known?: LearningProfile): Promise<XpAward> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`awardXp: amount must be a whole number ≥ 0, got ${amount}`);
  const person = peopleView();
  const current = async () => (await tx.select({ xp: person.xp }).from(person).where(eq(person.id, userId)))[0]?.xp ?? 0;
  if (amount === 0) return { awarded: false, xp: await current() };
  const inserted = await tx
    .insert(xpLedger)
    .values({ userId, amount, reason, sourceId, createdAt: at })
    .onConflictDoNothing({ target: [xpLedger.userId, xpLedger.reason, xpLedger.sourceId] })
    .returning({ id: xpLedger.id });
  if (inserted.length === 0) return { awarded: false, xp: await current() };
  const xp = await addXp(tx, userId, amount);
  // Only the zone is read: a profile the caller already holds (rewardLearning's) serves.
  const profile = known ?? (await ensureLearningProfile(tx, userId));
  await tx
    .insert(dailyXp)
    .values({ userId, day: localDay(at, profile.timeZone), xp: amount })
    .onConflictDoUpdate({ target: [dailyXp.userId, dailyXp.day], set: { xp: sql`${dailyXp.xp} + ${amount}` } });
  return { awarded: true, xp };
}

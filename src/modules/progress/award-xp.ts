// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { peopleView } from '@/modules/accounts/runtime';
import { localDay } from './days';
import { ensureLearningProfile, type LearningProfile } from './learning-profile';
import { writeChildDay } from './record-learning-day';

export interface XpAward {
  /** False when this (reason, source) was already paid: nothing was added. */
  awarded: boolean;
  /** The child's total XP afterwards. */
  xp: number;
}

/**
 * The one way XP is given (decision 008, 009): a ledger row unique by (user, reason, source), the total on the
 * child's row (accounts' addXp) and the child's day in daily_xp, all in the caller's transaction (writeChildDay). The
 * same reason and source a second time (retry, race) awards nothing. Zero awards nothing and writes nothing. `known`:
 * the child's learning profile when the caller has it (its time zone names the day).
 */
export async function awardXp(tx: Tx, userId: string, amount: number, reason: string, sourceId: string, at: Date, known?: LearningProfile): Promise<XpAward> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`awardXp: amount must be a whole number ≥ 0, got ${amount}`);
  const person = peopleView();
  const current = async () => (await tx.select({ xp: person.xp }).from(person).where(eq(person.id, userId)))[0]?.xp ?? 0;
  if (amount === 0) return { awarded: false, xp: await current() };
  // Only the zone is read: a profile the caller already holds (rewardLearning's) serves.
  const profile = known ?? (await ensureLearningProfile(tx, userId));
  const written = await writeChildDay(tx, userId, { at, day: localDay(at, profile.timeZone), items: [{ amount, reason, sourceId }] });
  if (written.xp === null) return { awarded: false, xp: await current() };
  return { awarded: true, xp: written.xp };
}

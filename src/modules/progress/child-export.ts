import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { badges, dailyXp, learningProfiles, userBadges, xpLedger } from '@/db/schema';
import type { ExportedProgress } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/** The child's learning settings and streak, XP, days and badges (decision 008), for a parent's export (decision 027). */
export async function readChildProgress(tx: Tx, childId: string): Promise<ExportedProgress> {
  const [settings] = await tx
    .select({
      dailyGoalXp: learningProfiles.dailyGoalXp,
      timeZone: learningProfiles.timeZone,
      streakCurrent: learningProfiles.streakCurrent,
      streakLongest: learningProfiles.streakLongest,
      streakLastDay: learningProfiles.streakLastDay,
      streakShields: learningProfiles.streakShields,
      updatedAt: learningProfiles.updatedAt,
    })
    .from(learningProfiles)
    .where(eq(learningProfiles.userId, childId));
  const ledger = await tx
    .select({ amount: xpLedger.amount, reason: xpLedger.reason, source: xpLedger.sourceId, at: xpLedger.createdAt })
    .from(xpLedger)
    .where(eq(xpLedger.userId, childId))
    .orderBy(asc(xpLedger.createdAt), asc(xpLedger.id));
  const days = await tx
    .select({ day: dailyXp.day, xp: dailyXp.xp, lessonsCompleted: dailyXp.lessonsCompleted, shielded: dailyXp.shielded })
    .from(dailyXp)
    .where(eq(dailyXp.userId, childId))
    .orderBy(asc(dailyXp.day));
  const earned = await tx
    .select({ slug: badges.slug, name: badges.name, description: badges.description, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, childId))
    .orderBy(asc(userBadges.awardedAt));
  return { settings: settings ?? null, xpLedger: ledger, dailyXp: days, badges: earned };
}

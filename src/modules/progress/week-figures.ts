import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { badges, learningProfiles, userBadges, xpLedger } from '@/db/schema';
import { peopleView } from '@/modules/accounts/runtime';
import { lessonCompletionView } from '@/modules/courses/runtime';
import { localDay } from '@/lib/time-zones';
import { badgeNameIn } from './badge-words';
import { streakStatus } from './streaks';

// No 'server-only': the weekly report e-mail is made by a scheduled job of the custom server (decision 036).

/** What a child did in a week, as the parent's weekly report e-mail says it. */
export interface WeekFigures {
  childId: string;
  name: string;
  lessons: number;
  xp: number;
  streak: number;
  badges: string[];
  /** The simulator portfolio's value now, in US dollars (the e-mail shows it in the parent's currency). */
  valuationUsd: string;
}

/**
 * The figures of these children between `since` (excluded) and `until` (included), in one round of five reads; the
 * badges named in `locale`, the reader's language (decision 054).
 */
export async function readWeekFigures(tx: Tx, childIds: readonly string[], since: Date, until: Date, locale = 'en'): Promise<WeekFigures[]> {
  if (childIds.length === 0) return [];
  const ids = [...childIds];
  const child = peopleView('child');
  const people = await tx.select({ id: child.id, firstName: child.firstName, lastName: child.lastName, valuation: child.valuation }).from(child).where(inArray(child.id, ids));
  const completion = lessonCompletionView();
  const lessons = await tx
    .select({ id: completion.userId, count: sql<number>`count(*)::int` })
    .from(completion)
    .where(and(inArray(completion.userId, ids), gt(completion.completedAt, since), lte(completion.completedAt, until)))
    .groupBy(completion.userId);
  const xp = await tx
    .select({ id: xpLedger.userId, total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(and(inArray(xpLedger.userId, ids), gt(xpLedger.createdAt, since), lte(xpLedger.createdAt, until)))
    .groupBy(xpLedger.userId);
  const profiles = await tx
    .select({ id: learningProfiles.userId, current: learningProfiles.streakCurrent, longest: learningProfiles.streakLongest, lastDay: learningProfiles.streakLastDay, shields: learningProfiles.streakShields, timeZone: learningProfiles.timeZone })
    .from(learningProfiles)
    .where(inArray(learningProfiles.userId, ids));
  // The live streak on the child's own day, as /children and /reports show it: the stored one is where the child's
  // last lesson left it, and a streak the child has since lost still reads there.
  const streakOf = (id: string) => {
    const profile = profiles.find((row) => row.id === id);
    return profile ? streakStatus(profile, localDay(until, profile.timeZone)).current : 0;
  };
  const earned = await tx
    .select({ id: userBadges.userId, name: badgeNameIn(locale) })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(and(inArray(userBadges.userId, ids), gt(userBadges.awardedAt, since), lte(userBadges.awardedAt, until)));
  return people
    .map((person) => ({
      childId: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      lessons: lessons.find((row) => row.id === person.id)?.count ?? 0,
      xp: xp.find((row) => row.id === person.id)?.total ?? 0,
      streak: streakOf(person.id),
      badges: earned.filter((row) => row.id === person.id).map((row) => row.name),
      valuationUsd: String(person.valuation),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

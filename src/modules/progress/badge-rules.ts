// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { and, count, countDistinct, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { EarnedBadge } from '@/lib/earned-badge';
import { badges, type BadgeRuleKind } from '@/db/schema';
import { peopleView } from '@/modules/accounts/runtime';
import { lessonCompletionView, lessonView } from '@/modules/courses/runtime';
import { readSimulatorBadgeMetrics, type SimulatorBadgeMetrics } from './simulator-metrics';

export interface BadgeWithRule extends EarnedBadge {
  ruleKind: BadgeRuleKind;
  ruleThreshold: number;
  ruleCourseId: number | null;
}

export const badgeColumns = {
  id: badges.id,
  slug: badges.slug,
  name: badges.name,
  description: badges.description,
  iconEmoji: badges.iconEmoji,
  iconPath: badges.iconPath,
  xpBonus: badges.xpBonus,
  ruleKind: badges.ruleKind,
  ruleThreshold: badges.ruleThreshold,
  ruleCourseId: badges.ruleCourseId,
};

export function toBadgeSummary(badge: BadgeWithRule): EarnedBadge {
  return { id: badge.id, slug: badge.slug, name: badge.name, description: badge.description, iconEmoji: badge.iconEmoji, iconPath: badge.iconPath, xpBonus: badge.xpBonus };
}

/** What the badge rules measure for one child (decision 009). */
export interface BadgeMetrics {
  xp: number;
  /** Distinct lessons completed. */
  lessons: number;
  /** Distinct lessons with at least one question completed with every question right at the first try. */
  perfect: number;
  streak: number;
  /** Per course: its published lessons, and how many of them the child completed. */
  courses: Map<number, { done: number; total: number }>;
  simulator: SimulatorBadgeMetrics;
}

/** The lessons a child has completed at least once, as a subquery to join. */
export function completedLessons(db: Db | Tx, userId: string) {
  const completion = lessonCompletionView();
  return db.selectDistinct({ lessonId: completion.lessonId }).from(completion).where(eq(completion.userId, userId)).as('completed_lessons');
}

/** Reads the measures the given badges need (only those), in the caller's transaction or not. */
export async function readBadgeMetrics(
  db: Db | Tx,
  userId: string,
  forBadges: readonly BadgeWithRule[],
  streak: () => Promise<number>,
  /** On the pool (a page), the reads go out side by side; in a transaction, one after the other on its connection. */
  { together = false }: { together?: boolean } = {},
): Promise<BadgeMetrics> {
  const kinds = new Set(forBadges.map((badge) => badge.ruleKind));
  const courseIds = [...new Set(forBadges.flatMap((badge) => (badge.ruleKind === 'course' && badge.ruleCourseId !== null ? [badge.ruleCourseId] : [])))];
  // The lessons and the child's completions, as courses publishes them (decision 055).
  const completion = lessonCompletionView();
  const lesson = lessonView();
  const mine = eq(completion.userId, userId);
  const completed = completedLessons(db, userId);
  const person = peopleView();
  // In a transaction the reads share one connection, which takes one statement at a time: each waits for the one
  // before, and none starts after one failed (the transaction is rolling back on that connection by then).
  let previous: Promise<unknown> = Promise.resolve();
  const read = <T>(statement: () => PromiseLike<T>): Promise<T> => {
    const answer = together ? Promise.resolve(statement()) : previous.then(statement);
    previous = answer;
    return answer;
  };
  const [xp, lessonCount, perfect, streakDays, courseRows, simulator] = await Promise.all([
    kinds.has('xp') ? read(() => db.select({ xp: person.xp }).from(person).where(eq(person.id, userId)).then((rows) => rows[0]?.xp ?? 0)) : 0,
    kinds.has('lessons') ? read(() => db.select({ total: countDistinct(completion.lessonId) }).from(completion).where(mine).then((rows) => rows[0]?.total ?? 0)) : 0,
    kinds.has('perfect')
      ? read(() =>
          db
            .select({ total: countDistinct(completion.lessonId) })
            .from(completion)
            // A lesson without questions is "perfect" by arithmetic, but it is no quiz.
            .where(and(mine, eq(completion.perfect, true), gt(completion.total, 0)))
            .then((rows) => rows[0]?.total ?? 0),
        )
      : 0,
    kinds.has('streak') ? read(streak) : 0,
    courseIds.length > 0
      ? read(() =>
          db
            .select({ courseId: lesson.courseId, total: count(lesson.id), done: count(completed.lessonId) })
            .from(lesson)
            .leftJoin(completed, eq(completed.lessonId, lesson.id))
            .where(and(eq(lesson.published, true), inArray(lesson.courseId, courseIds)))
            .groupBy(lesson.courseId),
        )
      : [],
    [...kinds].some((kind) => kind.startsWith('sim_')) ? read(() => readSimulatorBadgeMetrics(db, userId)) : { hasTraded: false, hasProfited: false, sectorsTraded: 0 },
  ]);
  return {
    xp,
    lessons: lessonCount,
    perfect,
    streak: streakDays,
    courses: new Map(courseRows.map((row) => [row.courseId, { done: row.done, total: row.total }])),
    simulator,
  };
}

/** How far a child is towards a badge: `current` of `target` (current may pass target). */
export function badgeProgress(badge: BadgeWithRule, metrics: BadgeMetrics): { current: number; target: number } {
  const threshold = badge.ruleThreshold;
  switch (badge.ruleKind) {
    case 'xp':
      return { current: metrics.xp, target: threshold };
    case 'lessons':
      return { current: metrics.lessons, target: threshold };
    case 'perfect':
      return { current: metrics.perfect, target: threshold };
    case 'streak':
      return { current: metrics.streak, target: threshold };
    case 'course': {
      const course = metrics.courses.get(badge.ruleCourseId ?? -1);
      return { current: course?.done ?? 0, target: course?.total ?? 0 };
    }
    case 'sim_first_trade':
      return { current: metrics.simulator.hasTraded ? 1 : 0, target: 1 };
    case 'sim_first_profit':
      return { current: metrics.simulator.hasProfited ? 1 : 0, target: 1 };
    case 'sim_sectors':
      return { current: metrics.simulator.sectorsTraded, target: threshold };
  }
}

/** A badge's rule holds. A course badge needs a course with at least one published lesson, every one completed. */
export function isBadgeRuleMet(badge: BadgeWithRule, metrics: BadgeMetrics): boolean {
  const { current, target } = badgeProgress(badge, metrics);
  return target >= 1 && current >= target;
}

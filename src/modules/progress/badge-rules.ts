// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { and, countDistinct, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { EarnedBadge } from '@/lib/earned-badge';
import { badges, type BadgeRuleKind } from '@/db/schema';
import { peopleView } from '@/modules/accounts/runtime';
import { lessonCompletionView, lessonView } from '@/modules/courses/runtime';
import { rowsOf } from '@/db/rows';
import { hasProfitedSql as hasProfited, hasTradedSql as hasTraded, sectorsHeldSql as sectorsHeld } from '@/modules/simulator/runtime';
import type { SimulatorBadgeMetrics } from './simulator-metrics';

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

/**
 * Reads the measures the given badges need (only those), in the caller's transaction or not: one statement, each
 * measure a column of it (decision 022: the cost is per statement, not per row). A completion's transaction reads
 * them on its one connection, where separate reads would each wait for the one before.
 */
export async function readBadgeMetrics(db: Db | Tx, userId: string, forBadges: readonly BadgeWithRule[], streak: () => Promise<number>): Promise<BadgeMetrics> {
  const kinds = new Set(forBadges.map((badge) => badge.ruleKind));
  const courseIds = [...new Set(forBadges.flatMap((badge) => (badge.ruleKind === 'course' && badge.ruleCourseId !== null ? [badge.ruleCourseId] : [])))];
  const simulatorNeeded = [...kinds].some((kind) => kind.startsWith('sim_'));
  const needsStatement = kinds.has('xp') || kinds.has('lessons') || kinds.has('perfect') || courseIds.length > 0 || simulatorNeeded;
  // The lessons and the child's completions, as courses publishes them (decision 055).
  const completion = lessonCompletionView();
  const lesson = lessonView();
  const mine = eq(completion.userId, userId);
  const completed = completedLessons(db, userId);
  const person = peopleView();
  const id = sql`${userId}`;
  const measures = () =>
    db.execute(sql`select
      ${kinds.has('xp') ? sql`(${db.select({ xp: person.xp }).from(person).where(eq(person.id, userId))})` : sql`0`} as "xp",
      ${kinds.has('lessons') ? sql`(${db.select({ total: countDistinct(completion.lessonId) }).from(completion).where(mine)})` : sql`0`} as "lessons",
      ${
        kinds.has('perfect')
          ? // A lesson without questions is "perfect" by arithmetic, but it is no quiz.
            sql`(${db.select({ total: countDistinct(completion.lessonId) }).from(completion).where(and(mine, eq(completion.perfect, true), gt(completion.total, 0)))})`
          : sql`0`
      } as "perfect",
      ${
        courseIds.length > 0
          ? sql`(select coalesce(json_agg(json_build_object('courseId', per_course.course_id, 'total', per_course.total, 'done', per_course.done)), '[]'::json) from (${db
              .select({ courseId: lesson.courseId, total: sql<number>`count(${lesson.id})`.as('total'), done: sql<number>`count(${completed.lessonId})`.as('done') })
              .from(lesson)
              .leftJoin(completed, eq(completed.lessonId, lesson.id))
              .where(and(eq(lesson.published, true), inArray(lesson.courseId, courseIds)))
              .groupBy(lesson.courseId)}) per_course)`
          : sql`'[]'::json`
      } as "courses",
      ${simulatorNeeded ? hasTraded(id) : sql`false`} as "hasTraded",
      ${simulatorNeeded ? hasProfited(id) : sql`false`} as "hasProfited",
      ${simulatorNeeded ? sectorsHeld(id) : sql`0`} as "sectorsHeld"`);
  type Row = { xp: number | string | null; lessons: number | string; perfect: number | string; courses: { courseId: number; total: number | string; done: number | string }[] | string; hasTraded: boolean; hasProfited: boolean; sectorsHeld: number | string };
  // One after the other: in a transaction both may use its one connection.
  const result = needsStatement ? await measures() : null;
  const streakDays = kinds.has('streak') ? await streak() : 0;
  const row = result ? rowsOf<Row>(result)[0] : undefined;
  const courses = typeof row?.courses === 'string' ? (JSON.parse(row.courses) as Exclude<Row['courses'], string>) : (row?.courses ?? []);
  return {
    xp: Number(row?.xp ?? 0),
    lessons: Number(row?.lessons ?? 0),
    perfect: Number(row?.perfect ?? 0),
    streak: streakDays,
    courses: new Map(courses.map((course) => [Number(course.courseId), { done: Number(course.done), total: Number(course.total) }])),
    simulator: { hasTraded: Boolean(row?.hasTraded), hasProfited: Boolean(row?.hasProfited), sectorsTraded: Number(row?.sectorsHeld ?? 0) },
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

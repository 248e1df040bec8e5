import 'server-only';
import { cache } from 'react';
import { and, asc, count, countDistinct, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { badges, dailyXp, learningProfiles, userBadges, type BadgeRuleKind } from '@/db/schema';
import { assertCan, can } from '@/server/permissions';
import { sharedCache } from '@/server/shared-cache';
import type { Actor } from '@/server/session-flow';
import { peopleView } from '@/modules/accounts';
import { courseTitleIn, courseView, lessonCompletionView, lessonTitleIn, lessonView, levelFor, type LevelProgress } from '@/modules/courses';
import {badgeColumns, badgeProgress, completedLessons, readBadgeMetrics, toBadgeSummary, type BadgeWithRule } from './badge-rules';
import { badgeDescriptionIn, badgeNameIn } from './badge-words';
import type { EarnedBadge } from '@/lib/earned-badge';
import { goalStatus, type DailyGoalStatus } from './daily-goal';
import { addDays, currentTimeZoneName, daysEndingWith, localDay, supportedTimeZones } from './days';
import { defaultLearningProfile, readLearningProfile, type LearningProfile } from './learning-profile';
import { readReadAloudSetting } from './read-aloud';
import type { ReadAloudSetting } from './read-aloud-choice';
import { streakStatus, type StreakStatus } from './streaks';

/** The learner, as accounts publishes a person's row (decision 055). */
const person = peopleView();

/** How many best scores the summary lists. */
const QUIZ_SCORES_SHOWN = 50;
/** The XP chart's length, in the child's days. */
const CHART_DAYS = 30;

export interface QuizScore {
  lessonSlug: string;
  lessonTitle: string;
  courseSlug: string;
  courseTitle: string;
  /** The best completion's first-try score. */
  correct: number;
  total: number;
  lastCompletedAt: Date;
}

export interface ProgressSummary {
  xp: number;
  level: LevelProgress;
  coursesCompleted: number;
  lessonsCompleted: number;
  perfectCount: number;
  /** Best score per completed lesson with questions, latest completed first (at most 50). */
  quizScores: QuizScore[];
  /** The last 30 days (the child's days), oldest first, ending today; days without XP are 0. */
  last30Days: { day: string; xp: number }[];
  streak: StreakStatus;
  dailyGoal: DailyGoalStatus;
  /** Today in the child's time zone, and that zone. */
  today: string;
  timeZone: string;
}

function streakOf(profile: LearningProfile, today: string): StreakStatus {
  return streakStatus({ current: profile.streakCurrent, longest: profile.streakLongest, lastDay: profile.streakLastDay, shields: profile.streakShields }, today);
}

/**
 * The streak and today's goal alone (the child's dashboard shows nothing else of the summary): the learning profile
 * and the XP of the days around today, read in parallel. Whatever the child's time zone, their today is within a day
 * of UTC's, so the three days around it hold it.
 */
export const getStreakAndGoal = cache(async (actor: Actor): Promise<{ streak: StreakStatus; dailyGoal: DailyGoalStatus }> => {
  assertCan(actor, 'take:lesson:own');
  const db = getDb();
  const now = new Date();
  const utcToday = localDay(now, 'UTC');
  // The XP of the days around today in UTC (today in any time zone is one of them), beside the profile that says which.
  const around = and(eq(dailyXp.userId, actor.id), gte(dailyXp.day, addDays(utcToday, -1)), lte(dailyXp.day, addDays(utcToday, 1)));
  // One row whether or not the child has a profile yet (nothing learnt, nothing set: the defaults).
  const [stored] = await db
    .select({ profile: learningProfiles, xpByDay: sql<Record<string, number> | null>`(select json_object_agg(to_char(${dailyXp.day}, 'YYYY-MM-DD'), ${dailyXp.xp}) from ${dailyXp} where ${around})` })
    .from(learningProfiles)
    .rightJoin(sql`(select 1) as one`, eq(learningProfiles.userId, actor.id));
  // The right join leaves every column of a missing profile null (drizzle does not make it null as a whole).
  const profile = stored?.profile.userId ? stored.profile : defaultLearningProfile(actor.id);
  const xpByDay = stored?.xpByDay ?? {};
  const today = localDay(now, profile.timeZone);
  const todayXp = xpByDay[today] ?? 0;
  return { streak: streakOf(profile, today), dailyGoal: goalStatus(profile.dailyGoalXp, todayXp) };
});

/** The actor's own learning: XP, level, counts, best quiz scores (titles in `locale`), the 30-day chart, streak and daily goal. */
export const getProgressSummary = cache(async (actor: Actor, locale: string): Promise<ProgressSummary> => {
  assertCan(actor, 'take:lesson:own');
  const db = getDb();
  const profile = await readLearningProfile(db, actor.id);
  const today = localDay(new Date(), profile.timeZone);
  const days = daysEndingWith(today, CHART_DAYS);
  // The lessons, their courses and the learner's completions, as courses publishes them (decision 055).
  const completion = lessonCompletionView();
  const lesson = lessonView();
  const course = courseView();
  const mine = eq(completion.userId, actor.id);

  // Each completed lesson's best score (best ratio, then latest), and when it was last completed.
  const ranked = db
    .select({
      lessonId: completion.lessonId,
      correct: completion.correct,
      total: completion.total,
      rank: sql<number>`row_number() over (partition by ${completion.lessonId} order by ${completion.correct}::float / ${completion.total} desc, ${completion.completedAt} desc)`.as('rank'),
      lastCompletedAt: sql<Date>`max(${completion.completedAt}) over (partition by ${completion.lessonId})`.as('last_completed_at'),
    })
    .from(completion)
    .where(and(mine, gt(completion.total, 0)))
    .as('ranked');

  // Published courses with at least one published lesson, every one of them completed.
  const completed = completedLessons(db, actor.id);
  const finishedCourses = db
    .select({ id: course.id })
    .from(course)
    .innerJoin(lesson, and(eq(lesson.courseId, course.id), eq(lesson.published, true)))
    .leftJoin(completed, eq(completed.lessonId, lesson.id))
    .where(eq(course.published, true))
    .groupBy(course.id)
    .having(eq(count(lesson.id), count(completed.lessonId)))
    .as('finished_courses');

  const [[user], [lessonCount], [perfectCount], [courseCount], scores, chart] = await Promise.all([
    db.select({ xp: person.xp }).from(person).where(eq(person.id, actor.id)),
    db.select({ total: countDistinct(completion.lessonId) }).from(completion).where(mine),
    db
      .select({ total: countDistinct(completion.lessonId) })
      .from(completion)
      .where(and(mine, eq(completion.perfect, true), gt(completion.total, 0))),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(finishedCourses),
    db
      .select({
        lessonSlug: lesson.slug,
        lessonTitle: lessonTitleIn(locale, lesson.id, lesson.title),
        courseSlug: course.slug,
        courseTitle: courseTitleIn(locale, course.id, course.title),
        correct: ranked.correct,
        total: ranked.total,
        lastCompletedAt: ranked.lastCompletedAt,
      })
      .from(ranked)
      .innerJoin(lesson, eq(lesson.id, ranked.lessonId))
      .innerJoin(course, eq(course.id, lesson.courseId))
      .where(eq(ranked.rank, 1))
      .orderBy(desc(ranked.lastCompletedAt), asc(lesson.id))
      .limit(QUIZ_SCORES_SHOWN),
    db
      .select({ day: dailyXp.day, xp: dailyXp.xp })
      .from(dailyXp)
      .where(and(eq(dailyXp.userId, actor.id), gte(dailyXp.day, days[0]!), lte(dailyXp.day, today))),
  ]);
  const xpByDay = new Map(chart.map((row) => [row.day, row.xp]));
  const xp = user?.xp ?? 0;
  const todayXp = xpByDay.get(today) ?? 0;
  return {
    xp,
    level: levelFor(xp),
    coursesCompleted: courseCount?.total ?? 0,
    lessonsCompleted: lessonCount?.total ?? 0,
    perfectCount: perfectCount?.total ?? 0,
    quizScores: scores.map((score) => ({ ...score, lastCompletedAt: new Date(score.lastCompletedAt) })),
    last30Days: days.map((day) => ({ day, xp: xpByDay.get(day) ?? 0 })),
    streak: streakOf(profile, today),
    dailyGoal: goalStatus(profile.dailyGoalXp, todayXp),
    today,
    timeZone: profile.timeZone,
  };
});

export interface AchievementBadge extends EarnedBadge {
  ruleKind: BadgeRuleKind;
}

export interface Achievements {
  /** Every badge the child holds, retired ones included, newest first. */
  earned: { badge: AchievementBadge; awardedAt: Date }[];
  /** Active badges not held yet, in badge order, with how far the child is (current is capped at target). */
  locked: { badge: AchievementBadge; current: number; target: number }[];
}

function toAchievementBadge(badge: BadgeWithRule): AchievementBadge {
  return { ...toBadgeSummary(badge), ruleKind: badge.ruleKind };
}

/** A badge's columns with its name and description in `locale` (decision 054). */
const badgeColumnsIn = (locale: string) => ({ ...badgeColumns, name: badgeNameIn(locale), description: badgeDescriptionIn(locale) });

/**
 * The active badges' definitions in badge order, by language: the same for everyone, kept in memory until a badge or
 * its translation is edited (decision 019).
 */
const activeBadges = sharedCache('active-badges', (locale) =>
  getDb().select(badgeColumnsIn(locale)).from(badges).where(eq(badges.active, true)).orderBy(asc(badges.position), asc(badges.id)),
);

async function earnedBadgeRows(userId: string, locale: string, limit?: number) {
  const query = getDb()
    .select({ ...badgeColumnsIn(locale), awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.awardedAt), asc(badges.position), asc(badges.id));
  return limit === undefined ? await query : await query.limit(limit);
}

async function earnedBadges(userId: string, locale: string, limit?: number) {
  return (await earnedBadgeRows(userId, locale, limit)).map(({ awardedAt, ...badge }) => ({ badge: toAchievementBadge(badge), awardedAt }));
}

/** The actor's badges, named in `locale`: earned (newest first) and still locked (with what is left, e.g. 30 of 100 XP). */
export const listAchievements = cache(async (actor: Actor, locale = 'en'): Promise<Achievements> => {
  assertCan(actor, 'take:lesson:own');
  const db = getDb();
  const [earnedRows, active, profile] = await Promise.all([earnedBadgeRows(actor.id, locale), activeBadges.get(locale), readLearningProfile(db, actor.id)]);
  const held = new Set(earnedRows.map((row) => row.id));
  const locked = active.filter((badge) => !held.has(badge.id));
  // The live streak: a streak already broken shows 0 of N.
  const liveStreak = async () => streakOf(profile, localDay(new Date(), profile.timeZone)).current;
  const metrics = await readBadgeMetrics(db, actor.id, locked, liveStreak);
  return {
    earned: earnedRows.map(({ awardedAt, ...badge }) => ({ badge: toAchievementBadge(badge), awardedAt })),
    locked: locked.map((badge) => {
      const { current, target } = badgeProgress(badge, metrics);
      return { badge: toAchievementBadge(badge), current: Math.min(current, target), target };
    }),
  };
});

/** The actor's `count` newest badges (1 to 50), named in `locale`. */
export async function getLatestBadges(actor: Actor, count: number, locale = 'en'): Promise<{ badge: AchievementBadge; awardedAt: Date }[]> {
  assertCan(actor, 'take:lesson:own');
  return earnedBadges(actor.id, locale, Math.min(50, Math.max(1, Math.floor(count))));
}

/** The actor's learning settings for /settings (the defaults until the first change or lesson). */
export async function getLearningSettings(actor: Actor): Promise<{ dailyGoalXp: number; timeZone: string }> {
  assertCan(actor, 'take:lesson:own');
  const profile = await readLearningProfile(getDb(), actor.id);
  return { dailyGoalXp: profile.dailyGoalXp, timeZone: currentTimeZoneName(profile.timeZone) };
}

/*
 * The pages (decision 015, pages: one query each, null means 404). /progress and /achievements are a learner's own;
 * parents' and tutors' progress reports (about their children and students) are not built yet, so until then those
 * pages are not found for a role without learning of its own, rather than a 403.
 */

/** /progress: the learner's own summary; null for a role without learning of its own. */
export async function getProgressPage(actor: Actor, locale: string): Promise<ProgressSummary | null> {
  return can(actor, 'take:lesson:own') ? getProgressSummary(actor, locale) : null;
}

/** /achievements: the learner's earned and locked badges, named in `locale`; null for a role without learning of its own. */
export async function getAchievementsPage(actor: Actor, locale = 'en'): Promise<Achievements | null> {
  return can(actor, 'take:lesson:own') ? listAchievements(actor, locale) : null;
}

export interface LearningSettingsSection {
  settings: { dailyGoalXp: number; timeZone: string };
  /** Whether lessons are read aloud (decision 053). */
  readAloud: ReadAloudSetting;
  /** The time zones a learner may choose. */
  zones: string[];
}

/**
 * /settings' learning section: the daily goal, time zone and reading aloud are a child's own learning settings; null for any other
 * role, admins included (they may take lessons, but their days and goals are not tracked on a dashboard).
 */
export async function findLearningSettingsSection(actor: Actor): Promise<LearningSettingsSection | null> {
  if (actor.role !== 'child') return null;
  const [settings, readAloud] = await Promise.all([getLearningSettings(actor), readReadAloudSetting(actor.id)]);
  return { settings, readAloud, zones: supportedTimeZones() };
}

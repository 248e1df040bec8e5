import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { badges, lessons } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { findLearningSettingsSection, getAchievementsPage, getLatestBadges, getProgressPage, getProgressSummary, listAchievements } from './queries';
import { createBadge, createCourse, finishLesson } from './test-fixtures';
import { updateLearningSettings } from './update-learning-settings';

async function child() {
  return actorFor(await createTestUser({ role: 'child' }));
}

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

beforeEach(async () => {
  await getDb().delete(badges);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the progress summary', () => {
  it('starts empty: 30 zero days ending today, no streak, the default goal', async () => {
    const actor = await child();
    at('2024-03-01T12:00:00Z');
    const summary = await getProgressSummary(actor, 'en');
    expect(summary).toMatchObject({
      xp: 0,
      level: { level: 1 },
      coursesCompleted: 0,
      lessonsCompleted: 0,
      perfectCount: 0,
      quizScores: [],
      streak: { current: 0, longest: 0, shields: 0, countsToday: false },
      dailyGoal: { goalXp: 20, todayXp: 0, met: false },
      today: '2024-03-01',
      timeZone: 'UTC',
    });
    expect(summary.last30Days).toHaveLength(30);
    // A leap year: the 30 days ending on March 1 are February's 29 and March 1.
    expect(summary.last30Days[0]).toEqual({ day: '2024-02-01', xp: 0 });
    expect(summary.last30Days[28]).toEqual({ day: '2024-02-29', xp: 0 });
    expect(summary.last30Days.at(-1)).toEqual({ day: '2024-03-01', xp: 0 });
    expect(summary.last30Days.every((entry) => entry.xp === 0)).toBe(true);
  });

  it('adds up lessons, courses, perfect quizzes, best scores and XP per day in the child\'s days', async () => {
    const actor = await child();
    await updateLearningSettings(actor, { dailyGoalXp: 30, timeZone: 'Pacific/Auckland' });
    const done = await createCourse({ lessons: 2, xpReward: 10 });
    const other = await createCourse({ lessons: 2, xpReward: 10 });
    // 2024-05-09 23:00 UTC is May 10, 11:00 in Auckland.
    at('2024-05-09T23:00:00Z');
    await finishLesson(actor, done.lessonIds[0]!, { perfect: false }); // 10 XP, 0 of 1
    at('2024-05-10T01:00:00Z');
    await finishLesson(actor, done.lessonIds[0]!, { perfect: true }); // 5 XP, best now 1 of 1
    at('2024-05-11T01:00:00Z');
    await finishLesson(actor, done.lessonIds[1]!, { perfect: true }); // 15 XP
    at('2024-05-11T01:30:00Z');
    await finishLesson(actor, other.lessonIds[0]!, { perfect: false }); // 10 XP
    at('2024-05-11T02:00:00Z');
    const summary = await getProgressSummary(actor, 'en');
    expect(summary).toMatchObject({
      xp: 40,
      coursesCompleted: 1,
      lessonsCompleted: 3,
      perfectCount: 2,
      today: '2024-05-11',
      streak: { current: 2, longest: 2, countsToday: true },
      dailyGoal: { goalXp: 30, todayXp: 25, met: false },
    });
    expect(summary.last30Days.slice(-3)).toEqual([
      { day: '2024-05-09', xp: 0 },
      { day: '2024-05-10', xp: 15 },
      { day: '2024-05-11', xp: 25 },
    ]);
    expect(summary.quizScores.map((score) => [score.courseSlug, score.lessonSlug, score.correct, score.total])).toEqual([
      [other.courseSlug, 'lesson-1', 0, 1],
      [done.courseSlug, 'lesson-2', 1, 1],
      [done.courseSlug, 'lesson-1', 1, 1],
    ]);
    expect(summary.quizScores[0]).toMatchObject({ lessonTitle: 'Lesson 1', courseTitle: 'Coins' });
  });

  it('no longer counts a course as completed once it gains a lesson the child has not done', async () => {
    const actor = await child();
    const course = await createCourse({ lessons: 1, unpublishedLessons: 1 });
    await finishLesson(actor, course.lessonIds[0]!);
    expect((await getProgressSummary(actor, 'en')).coursesCompleted).toBe(1);
    await getDb().update(lessons).set({ published: true }).where(eq(lessons.courseId, course.courseId));
    expect((await getProgressSummary(actor, 'en')).coursesCompleted).toBe(0);
  });

  it('shows a streak broken beyond the shields as 0, keeping the longest', async () => {
    const actor = await child();
    const { lessonIds } = await createCourse();
    at('2024-08-01T10:00:00Z');
    await finishLesson(actor, lessonIds[0]!);
    at('2024-08-02T10:00:00Z');
    expect((await getProgressSummary(actor, 'en')).streak).toMatchObject({ current: 1, countsToday: false });
    at('2024-08-03T10:00:00Z');
    expect((await getProgressSummary(actor, 'en')).streak).toMatchObject({ current: 0, longest: 1, countsToday: false });
  });
});

describe('achievements', () => {
  it('lists earned badges (retired ones too) and what is left on the locked ones', async () => {
    const actor = await child();
    const { courseId, lessonIds } = await createCourse({ lessons: 3, xpReward: 20 });
    const first = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, slug: 'first', position: 1 });
    const retired = await createBadge({ ruleKind: 'xp', ruleThreshold: 10, slug: 'retired', position: 2 });
    await createBadge({ ruleKind: 'xp', ruleThreshold: 100, slug: 'xp-100', position: 3 });
    await createBadge({ ruleKind: 'course', ruleCourseId: courseId, slug: 'course', position: 4 });
    await createBadge({ ruleKind: 'sim_first_trade', slug: 'trade', position: 5 });
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 50, slug: 'hidden', active: false, position: 6 });
    await finishLesson(actor, lessonIds[0]!); // 30 XP: 'first' and 'retired'
    await getDb().update(badges).set({ active: false }).where(eq(badges.id, retired.id));

    const achievements = await listAchievements(actor);
    expect(achievements.earned.map((entry) => entry.badge.slug).sort()).toEqual(['first', 'retired']);
    expect(achievements.earned.find((entry) => entry.badge.id === first.id)).toMatchObject({ badge: { ruleKind: 'lessons', iconEmoji: '⭐' }, awardedAt: expect.any(Date) });
    expect(achievements.locked.map((entry) => [entry.badge.slug, entry.current, entry.target])).toEqual([
      ['xp-100', 30, 100],
      ['course', 1, 3],
      ['trade', 0, 1],
    ]);
    expect(await getLatestBadges(actor, 1)).toHaveLength(1);
    expect((await getLatestBadges(actor, 10)).map((entry) => entry.badge.slug).sort()).toEqual(['first', 'retired']);
  });

  it('are a child\'s own: a parent is refused', async () => {
    const parent = await actorFor(await createTestUser({ role: 'parent' }));
    expect((await appErrorOf(listAchievements(parent))).status).toBe(403);
    expect((await appErrorOf(getProgressSummary(parent, 'en'))).status).toBe(403);
    expect((await appErrorOf(getLatestBadges(parent, 3))).status).toBe(403);
  });
});

describe('the pages (decision 015: one query each, null is a 404)', () => {
  it("/progress and /achievements are a learner's own: the child's summary and badges; nothing for a parent or a tutor", async () => {
    const actor = await child();
    expect(await getProgressPage(actor, 'en')).toEqual(await getProgressSummary(actor, 'en'));
    expect(await getAchievementsPage(actor)).toEqual(await listAchievements(actor));
    for (const role of ['parent', 'tutor'] as const) {
      const other = await actorFor(await createTestUser({ role }));
      expect(await getProgressPage(other, 'en')).toBeNull();
      expect(await getAchievementsPage(other)).toBeNull();
    }
  });

  it("/settings' learning section is a child's: their goal and zone with the zones to choose from; none for other roles, admins included", async () => {
    const actor = await child();
    await updateLearningSettings(actor, { dailyGoalXp: 50, timeZone: 'Europe/Paris' });
    const section = await findLearningSettingsSection(actor);
    expect(section?.settings).toEqual({ dailyGoalXp: 50, timeZone: 'Europe/Paris' });
    expect(section?.zones).toEqual(expect.arrayContaining(['UTC', 'Europe/Paris']));
    for (const role of ['parent', 'tutor', 'admin'] as const) {
      expect(await findLearningSettingsSection(await actorFor(await createTestUser({ role })))).toBeNull();
    }
  });
});

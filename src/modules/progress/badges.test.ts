import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, badges, userBadges, users, xpLedger } from '@/db/schema';
import { actorFor, createTestUser } from '../../../tests/factories';
import { completeLesson } from '@/modules/courses';
import { evaluateBadges } from './evaluate-badges';
import { createBadge, createCourse, finishLesson, newAttempt, readyAttempt } from './test-fixtures';

async function child(names: { firstName?: string; lastName?: string } = {}) {
  return actorFor(await createTestUser({ role: 'child', ...names }));
}

async function heldSlugs(userId: string): Promise<string[]> {
  const rows = await getDb().select({ slug: badges.slug }).from(userBadges).innerJoin(badges, eq(badges.id, userBadges.badgeId)).where(eq(userBadges.userId, userId));
  return rows.map((row) => row.slug).sort();
}

async function xpOf(userId: string): Promise<number> {
  const [row] = await getDb().select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return row!.xp;
}

async function ledgerOf(userId: string, reason: string) {
  return getDb().select().from(xpLedger).where(and(eq(xpLedger.userId, userId), eq(xpLedger.reason, reason)));
}

// Badges are global: each test starts with none, so one test's badges never reach another's children.
beforeEach(async () => {
  await getDb().delete(badges);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('badge rules are met exactly at their threshold', () => {
  it('xp: awarded when users.xp reaches the threshold, not before', async () => {
    await createBadge({ ruleKind: 'xp', ruleThreshold: 30, slug: 'xp-30' });
    await createBadge({ ruleKind: 'xp', ruleThreshold: 31, slug: 'xp-31' });
    const actor = await child();
    const { lessonIds } = await createCourse({ xpReward: 20 });
    // A perfect first completion of a 20 XP lesson gives 30 XP.
    const result = await finishLesson(actor, lessonIds[0]!);
    expect(result.xp).toBe(30);
    expect(result.badges.map((badge) => badge.slug)).toEqual(['xp-30']);
    expect(await heldSlugs(actor.id)).toEqual(['xp-30']);
  });

  it('lessons: counts distinct lessons, so a repeat does not count twice', async () => {
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 2, slug: 'lessons-2' });
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 3, slug: 'lessons-3' });
    const actor = await child();
    const { lessonIds } = await createCourse({ lessons: 2 });
    expect((await finishLesson(actor, lessonIds[0]!)).badges).toEqual([]);
    expect((await finishLesson(actor, lessonIds[0]!)).badges).toEqual([]);
    expect((await finishLesson(actor, lessonIds[1]!)).badges.map((badge) => badge.slug)).toEqual(['lessons-2']);
    expect(await heldSlugs(actor.id)).toEqual(['lessons-2']);
  });

  it('perfect: counts lessons completed with every question right at the first try', async () => {
    await createBadge({ ruleKind: 'perfect', ruleThreshold: 2, slug: 'perfect-2' });
    await createBadge({ ruleKind: 'perfect', ruleThreshold: 3, slug: 'perfect-3' });
    const actor = await child();
    const { lessonIds } = await createCourse({ lessons: 3 });
    expect((await finishLesson(actor, lessonIds[0]!, { perfect: true })).badges).toEqual([]);
    expect((await finishLesson(actor, lessonIds[1]!, { perfect: false })).badges).toEqual([]);
    // The same lesson perfect again is still one perfect lesson.
    expect((await finishLesson(actor, lessonIds[0]!, { perfect: true })).badges).toEqual([]);
    expect((await finishLesson(actor, lessonIds[2]!, { perfect: true })).badges.map((badge) => badge.slug)).toEqual(['perfect-2']);
    expect(await heldSlugs(actor.id)).toEqual(['perfect-2']);
  });

  it('perfect: a lesson without questions is not a perfect quiz', async () => {
    await createBadge({ ruleKind: 'perfect', ruleThreshold: 1, slug: 'perfect-1' });
    const actor = await child();
    const { lessonIds } = await createCourse({ blocks: [{ id: 'only-text', type: 'text', markdown: 'Just reading.' }] });
    // Nothing to answer: the lesson completes straight away, "perfect" by arithmetic.
    const done = await completeLesson(actor, newAttempt(lessonIds[0]!));
    expect(done.perfect).toBe(true);
    expect(done.badges).toEqual([]);
  });

  it('streak: awarded on the day the streak reaches the threshold', async () => {
    await createBadge({ ruleKind: 'streak', ruleThreshold: 3, slug: 'streak-3' });
    await createBadge({ ruleKind: 'streak', ruleThreshold: 4, slug: 'streak-4' });
    const actor = await child();
    const { lessonIds } = await createCourse();
    vi.useFakeTimers({ toFake: ['Date'] });
    const won: string[][] = [];
    for (const day of ['2024-12-30', '2024-12-31', '2025-01-01']) {
      vi.setSystemTime(new Date(`${day}T10:00:00Z`));
      won.push((await finishLesson(actor, lessonIds[0]!)).badges.map((badge) => badge.slug));
    }
    expect(won).toEqual([[], [], ['streak-3']]);
    expect(await heldSlugs(actor.id)).toEqual(['streak-3']);
  });

  it('course: every published lesson of the course completed (unpublished ones do not count)', async () => {
    const { courseId, lessonIds } = await createCourse({ lessons: 2, unpublishedLessons: 1 });
    await createBadge({ ruleKind: 'course', ruleCourseId: courseId, slug: 'course-done' });
    const actor = await child();
    expect((await finishLesson(actor, lessonIds[0]!)).badges).toEqual([]);
    expect((await finishLesson(actor, lessonIds[1]!)).badges.map((badge) => badge.slug)).toEqual(['course-done']);
  });

  it('course: a course without published lessons is never "completed"', async () => {
    const empty = await createCourse({ lessons: 0, unpublishedLessons: 1 });
    await createBadge({ ruleKind: 'course', ruleCourseId: empty.courseId, slug: 'empty-course' });
    const actor = await child();
    const { lessonIds } = await createCourse();
    expect((await finishLesson(actor, lessonIds[0]!)).badges).toEqual([]);
    expect(await heldSlugs(actor.id)).toEqual([]);
  });

  it('simulator badges are not awarded until the simulator reports trades', async () => {
    await createBadge({ ruleKind: 'sim_first_trade', slug: 'sim-trade' });
    await createBadge({ ruleKind: 'sim_first_profit', slug: 'sim-profit' });
    await createBadge({ ruleKind: 'sim_sectors', ruleThreshold: 5, slug: 'sim-sectors' });
    const actor = await child();
    const { lessonIds } = await createCourse();
    expect((await finishLesson(actor, lessonIds[0]!)).badges).toEqual([]);
    expect(await heldSlugs(actor.id)).toEqual([]);
  });

  it('an inactive badge is not awarded', async () => {
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, slug: 'retired', active: false });
    const actor = await child();
    const { lessonIds } = await createCourse();
    expect((await finishLesson(actor, lessonIds[0]!)).badges).toEqual([]);
  });
});

describe('awarding', () => {
  it('returns the badge for the completion screen and gives its bonus XP through the ledger', async () => {
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, xpBonus: 15, slug: 'first-lesson' });
    const actor = await child();
    const { lessonIds } = await createCourse({ xpReward: 20 });
    const result = await finishLesson(actor, lessonIds[0]!);
    expect(result.badges).toEqual([{ id: badge.id, slug: 'first-lesson', name: badge.name, description: 'For testing', iconEmoji: '⭐', iconPath: null, xpBonus: 15 }]);
    expect(result.xpAwarded).toBe(30);
    expect(result.xp).toBe(45);
    expect(await xpOf(actor.id)).toBe(45);
    expect((await ledgerOf(actor.id, 'badge')).map((row) => [row.amount, row.sourceId])).toEqual([[15, `badge:${badge.id}`]]);
  });

  it('awards once, with its bonus once, under 6 parallel completions', async () => {
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, xpBonus: 15 });
    const actor = await child();
    const { lessonIds } = await createCourse({ xpReward: 20 });
    const attempts = [];
    for (let index = 0; index < 6; index++) attempts.push(await readyAttempt(actor, lessonIds[0]!));
    const results = await Promise.all(attempts.map((attempt) => completeLesson(actor, attempt)));
    expect(results.filter((result) => result.badges.length > 0)).toHaveLength(1);
    const held = await getDb().select().from(userBadges).where(eq(userBadges.userId, actor.id));
    expect(held.map((row) => row.badgeId)).toEqual([badge.id]);
    expect(await ledgerOf(actor.id, 'badge')).toHaveLength(1);
    // Completions 1 and 2 give 30 and 10 XP, the rest nothing; the bonus counts once.
    expect(await xpOf(actor.id)).toBe(30 + 10 + 15);
    const [ledger] = await getDb().select({ total: sql<number>`sum(${xpLedger.amount})::int` }).from(xpLedger).where(eq(xpLedger.userId, actor.id));
    expect(ledger?.total).toBe(55);
    const audits = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'badge_awarded'), eq(auditLogs.performedBy, actor.email)));
    expect(audits).toHaveLength(1);
  });

  it('a bonus that unlocks another XP badge awards it in the same completion', async () => {
    await createBadge({ ruleKind: 'xp', ruleThreshold: 30, xpBonus: 20, slug: 'xp-30', position: 1 });
    await createBadge({ ruleKind: 'xp', ruleThreshold: 50, xpBonus: 0, slug: 'xp-50', position: 2 });
    await createBadge({ ruleKind: 'xp', ruleThreshold: 51, slug: 'xp-51', position: 3 });
    const actor = await child();
    const { lessonIds } = await createCourse({ xpReward: 20 });
    const result = await finishLesson(actor, lessonIds[0]!);
    expect(result.badges.map((badge) => badge.slug)).toEqual(['xp-30', 'xp-50']);
    expect(result.xp).toBe(50);
  });

  it("audits each award with the child's display name and avatar, and the badge", async () => {
    const user = await createTestUser({ role: 'child', firstName: 'Kai', lastName: 'Lo' });
    await getDb().update(users).set({ avatarSeed: 'kai-seed', avatarVariant: 'bottts' }).where(eq(users.id, user.id));
    const actor = await actorFor(user);
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, slug: 'audited' });
    const { lessonIds } = await createCourse();
    await finishLesson(actor, lessonIds[0]!);
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'badge_awarded'), eq(auditLogs.performedBy, user.email)));
    expect(entry).toMatchObject({ role: 'child', component: 'learning', entityId: String(badge.id) });
    expect(entry?.details).toMatchObject({ displayName: 'Kai Lo', avatarSeed: 'kai-seed', avatarVariant: 'bottts', badgeId: badge.id, slug: 'audited', name: badge.name });
  });

  it('evaluateBadges awards a badge created after the child met its rule (the simulator calls it too)', async () => {
    const actor = await child();
    const { lessonIds } = await createCourse({ xpReward: 20 });
    await finishLesson(actor, lessonIds[0]!);
    await createBadge({ ruleKind: 'xp', ruleThreshold: 30, xpBonus: 5, slug: 'late' });
    const first = await getDb().transaction((tx) => evaluateBadges(tx, actor.id, new Date()));
    expect(first.badges.map((badge) => badge.slug)).toEqual(['late']);
    expect(first.xp).toBe(35);
    const again = await getDb().transaction((tx) => evaluateBadges(tx, actor.id, new Date()));
    expect(again.badges).toEqual([]);
    expect(await xpOf(actor.id)).toBe(35);
  });
});

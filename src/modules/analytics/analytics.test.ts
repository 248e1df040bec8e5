import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { lessonAttempts, lessonCompletions, lessons, simOrders, simTrades, userBadges } from '@/db/schema';
import { answerQuestion } from '@/modules/courses';
import { createBadge, createCourse, finishLesson, newAttempt } from '@/modules/progress/test-fixtures';
import { createStock, order, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { appErrorOf } from '../../../tests/factories';
import { analyticsCsv } from './csv';
import { getAnalytics } from './queries';
import { analyticsFiltersSchema, MAX_RANGE_DAYS } from './schemas';

/*
 * The back office's analytics (decision 038) equal direct counts of the rows they are read from, for the range and
 * role asked; nobody but an admin reads them. Each test file has its own database, so the counts are this file's
 * activity, made once before the tests (the last one signs more people in). On both databases.
 */


const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const filters = (values: Record<string, string> = {}) => analyticsFiltersSchema.parse({ from: today, to: today, ...values });
const startOfToday = new Date(`${today}T00:00:00Z`);
const inRange = (column: PgColumn) => and(gte(column, startOfToday), lt(column, new Date(startOfToday.getTime() + 86_400_000)));

async function someActivity() {
  const admin = await trader({ role: 'admin' });
  const [ana, ben] = [await trader({ firstName: 'Ana' }), await trader({ firstName: 'Ben' })];
  const parent = await trader({ role: 'parent' });
  await createBadge({ ruleKind: 'lessons', ruleThreshold: 1 });
  const course = await createCourse({ lessons: 2 });
  const [first, second] = course.lessonIds as [number, number];
  await finishLesson(ana, first, { perfect: true });
  await finishLesson(ana, second, { perfect: false });
  await finishLesson(ben, first, { perfect: false });
  // Ben starts the second lesson and leaves it unfinished.
  await answerQuestion(ben, newAttempt(second), 'q1', true);
  const stock = await createStock({ price: '10.00' });
  await order(ana, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 3 });
  await order(ana, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 2 });
  await order(parent, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
  return { admin, ana, ben, parent, first, second, stock };
}

describe('analytics', () => {
  let world: Awaited<ReturnType<typeof someActivity>>;
  beforeAll(async () => {
    await resetSettings();
    world = await someActivity();
  });

  it('equal direct counts of attempts, completions, badges, orders, trades and active people', async () => {
    const { admin, first, second, stock } = world;
    const figures = await getAnalytics(admin, filters());
    const db = getDb();
    const [[started], [completed], [awarded], [orders], [traders]] = await Promise.all([
      db.select({ n: count() }).from(lessonAttempts).where(inRange(lessonAttempts.startedAt)),
      db.select({ n: count() }).from(lessonCompletions).where(inRange(lessonCompletions.completedAt)),
      db.select({ n: count() }).from(userBadges).where(inRange(userBadges.awardedAt)),
      db.select({ n: count() }).from(simOrders).where(inRange(simOrders.createdAt)),
      db.select({ n: countDistinct(simOrders.userId) }).from(simOrders).where(inRange(simOrders.createdAt)),
    ]);
    expect(figures.totals).toEqual({ activeUsers: 4, lessonsStarted: started!.n, lessonsCompleted: completed!.n, badges: awarded!.n, orders: orders!.n, traders: traders!.n });
    expect([started!.n, completed!.n, awarded!.n, orders!.n, traders!.n]).toEqual([4, 3, 2, 3, 2]);
    expect(figures.days).toEqual([{ day: today, active: 4, lessonsStarted: 4, lessonsCompleted: 3, badges: 2, orders: 3, traders: 2 }]);
    expect(figures.active).toEqual([
      { role: 'child', daily: 2, weekly: 2, monthly: 2 },
      { role: 'parent', daily: 1, weekly: 1, monthly: 1 },
      { role: 'tutor', daily: 0, weekly: 0, monthly: 0 },
      { role: 'admin', daily: 1, weekly: 1, monthly: 1 },
    ]);

    // Per lesson: the first was started and finished twice (one answer right at the first try of two).
    const [right] = await db.select({ correct: sql<number>`sum(${lessonCompletions.correct})::int`, total: sql<number>`sum(${lessonCompletions.total})::int` }).from(lessonCompletions).where(eq(lessonCompletions.lessonId, first));
    const firstRow = figures.lessons.find((row) => row.lessonId === first)!;
    expect(firstRow).toMatchObject({ started: 2, completed: 2, completionRate: 1, accuracy: right!.correct / right!.total });
    expect(firstRow.medianMinutes).toBeGreaterThanOrEqual(0);
    expect(figures.lessons.find((row) => row.lessonId === second)).toMatchObject({ started: 2, completed: 1, completionRate: 0.5 });

    // The missed questions: the first lesson's missed once in two finished attempts, the second's once in one.
    expect(figures.questions.map((row) => [row.lessonId, row.blockId, row.prompt, row.answered, row.missed])).toEqual([
      [first, 'q1', 'Does a piggy bank keep coins?', 2, 1],
      [second, 'q1', 'Does a piggy bank keep coins?', 1, 1],
    ]);
    const [traded] = await db.select({ trades: count(), shares: sql<number>`sum(${simTrades.shares})::int` }).from(simTrades).where(eq(simTrades.stockId, stock.id));
    expect(figures.stocks).toEqual([{ symbol: stock.symbol, name: expect.any(String), trades: traded!.trades, shares: traded!.shares, traders: 2 }]);
  });

  it('count only the role asked, and nothing outside the range', async () => {
    const { admin } = world;
    const children = await getAnalytics(admin, filters({ role: 'child' }));
    expect(children.totals).toMatchObject({ activeUsers: 2, lessonsCompleted: 3, orders: 2, traders: 1 });
    expect(children.active.map((row) => row.role)).toEqual(['child']);
    const parents = await getAnalytics(admin, filters({ role: 'parent' }));
    expect(parents.totals).toMatchObject({ activeUsers: 1, lessonsStarted: 0, lessonsCompleted: 0, badges: 0, orders: 1 });
    expect(parents.lessons).toEqual([]);
    const before = await getAnalytics(admin, filters({ from: yesterday, to: yesterday }));
    expect(before.totals).toEqual({ activeUsers: 0, lessonsStarted: 0, lessonsCompleted: 0, badges: 0, orders: 0, traders: 0 });
    expect(before.questions).toEqual([]);
    const twoDays = await getAnalytics(admin, filters({ from: yesterday, to: today }));
    expect(twoDays.days.map((row) => [row.day, row.lessonsCompleted])).toEqual([
      [yesterday, 0],
      [today, 3],
    ]);
  });

  it('export formula-safe CSV of the same rows', async () => {
    const { admin, first } = world;
    await getDb().update(lessons).set({ title: '=HYPERLINK("http://x")' }).where(eq(lessons.id, first));
    const figures = await getAnalytics(admin, filters());
    const csv = analyticsCsv(figures, 'lessons');
    expect(csv.split('\r\n')[0]).toBe('lesson_id,lesson,course,started,completed,completion_rate,median_minutes,quiz_accuracy');
    expect(csv).toContain(`${first},"'=HYPERLINK(""http://x"")",Coins,2,2,1,`);
    expect(analyticsCsv(figures, 'daily').split('\r\n')[1]).toBe(`${today},4,4,3,2,3,2`);
  });

  it('are an admin’s only (403), and a range is put in order and kept to a year', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) {
      expect(await appErrorOf(getAnalytics(await trader({ role }), filters()))).toMatchObject({ status: 403 });
    }
    expect(analyticsFiltersSchema.parse({ from: today, to: yesterday })).toMatchObject({ from: yesterday, to: today });
    expect(analyticsFiltersSchema.parse({ from: '2020-01-01', to: '2026-06-30' })).toMatchObject({ from: '2025-06-30', to: '2026-06-30' });
    expect(analyticsFiltersSchema.parse({ from: 'soon', to: '2026-02-30', role: 'robot' })).toMatchObject({ to: today, role: 'all' });
    expect(MAX_RANGE_DAYS).toBe(366);
  });
});

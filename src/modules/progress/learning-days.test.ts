import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { dailyXp, learningProfiles, xpLedger } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { writeChildDay } from './record-learning-day';
import { getLearningSettings, getProgressSummary, getStreakAndGoal } from './queries';
import { DEFAULT_DAILY_GOAL_XP } from './days';
import { createCourse, finishLesson } from './test-fixtures';
import { updateLearningSettings } from './update-learning-settings';

async function child(timeZone?: string) {
  const actor = await actorFor(await createTestUser({ role: 'child' }));
  if (timeZone) await updateLearningSettings(actor, { dailyGoalXp: 20, timeZone });
  return actor;
}

async function daysOf(userId: string) {
  const rows = await getDb()
    .select({ day: dailyXp.day, xp: dailyXp.xp, lessons: dailyXp.lessonsCompleted, shielded: dailyXp.shielded })
    .from(dailyXp)
    .where(eq(dailyXp.userId, userId))
    .orderBy(dailyXp.day);
  return rows;
}

async function profileOf(userId: string) {
  const [row] = await getDb().select().from(learningProfiles).where(eq(learningProfiles.userId, userId));
  return row;
}

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the child's day", () => {
  it('a completion at 23:30 in Auckland lands on that Auckland day; the same instant is another day in UTC', async () => {
    const kiwi = await child('Pacific/Auckland');
    const londoner = await child();
    const { lessonIds } = await createCourse({ lessons: 2, xpReward: 10 });

    // 2024-06-15 23:30 in Auckland (UTC+12 in winter) is 11:30 UTC on the same date.
    at('2024-06-15T11:30:00Z');
    const first = await finishLesson(kiwi, lessonIds[0]!);
    expect(first.streak).toEqual({ current: 1, longest: 1, shields: 0, extendedToday: true });

    // 23:30 UTC on the 15th is 11:30 on the 16th in Auckland: a new day there, still the 15th in UTC.
    at('2024-06-15T23:30:00Z');
    const second = await finishLesson(kiwi, lessonIds[1]!);
    expect(second.streak).toEqual({ current: 2, longest: 2, shields: 0, extendedToday: true });
    await finishLesson(londoner, lessonIds[0]!);

    expect(await daysOf(kiwi.id)).toEqual([
      { day: '2024-06-15', xp: 15, lessons: 1, shielded: false },
      { day: '2024-06-16', xp: 15, lessons: 1, shielded: false },
    ]);
    expect(await daysOf(londoner.id)).toEqual([{ day: '2024-06-15', xp: 15, lessons: 1, shielded: false }]);
    expect(await profileOf(londoner.id)).toMatchObject({ timeZone: 'UTC', streakCurrent: 1, streakLastDay: '2024-06-15' });
  });

  it('a second lesson the same day does not extend the streak again; a 0 XP completion still counts a day', async () => {
    const actor = await child('Europe/Paris');
    const { lessonIds } = await createCourse({ xpReward: 10 });
    at('2024-03-30T09:00:00Z');
    await finishLesson(actor, lessonIds[0]!);
    const sameDay = await finishLesson(actor, lessonIds[0]!);
    expect(sameDay.streak).toEqual({ current: 1, longest: 1, shields: 0, extendedToday: false });
    // Third completion of the same lesson: no XP, but learning today keeps the streak. (Paris moves to summer time that night.)
    await finishLesson(actor, lessonIds[0]!);
    at('2024-03-31T21:30:00Z');
    const zeroXp = await finishLesson(actor, lessonIds[0]!);
    expect(zeroXp.xpAwarded).toBe(0);
    expect(zeroXp.streak).toEqual({ current: 2, longest: 2, shields: 0, extendedToday: true });
    expect((await daysOf(actor.id)).map((row) => [row.day, row.lessons])).toEqual([
      ['2024-03-30', 3],
      ['2024-03-31', 1],
    ]);
  });

  it('XP given through writeChildDay lands on the child\'s day, once per reason and source', async () => {
    const actor = await child('America/Los_Angeles');
    const when = new Date('2024-07-01T03:00:00Z'); // 20:00 on June 30 in Los Angeles
    const give = () => getDb().transaction((tx) => writeChildDay(tx, actor.id, { at: when, day: '2024-06-30', items: [{ amount: 7, reason: 'test', sourceId: 'source-1' }] }));
    expect(await give()).toEqual({ paid: 7, xp: 7, todayXp: 7 });
    // Paid already: nothing paid, the total not moved, the day not written.
    expect(await give()).toEqual({ paid: 0, xp: null, todayXp: null });
    expect(await daysOf(actor.id)).toEqual([{ day: '2024-06-30', xp: 7, lessons: 0, shielded: false }]);
    expect(await getDb().select().from(xpLedger).where(and(eq(xpLedger.userId, actor.id), eq(xpLedger.reason, 'test')))).toHaveLength(1);
  });
});

describe('streak shields', () => {
  it('are earned at 7 days and cover a missed day; without one the streak restarts', async () => {
    const actor = await child('Asia/Tokyo');
    const { lessonIds } = await createCourse({ xpReward: 10 });
    // Seven evenings in a row in Tokyo (20:00 local = 11:00 UTC), across the year end.
    const days = ['2024-12-27', '2024-12-28', '2024-12-29', '2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'];
    let last;
    for (const day of days) {
      at(`${day}T11:00:00Z`);
      last = await finishLesson(actor, lessonIds[0]!);
    }
    expect(last!.streak).toEqual({ current: 7, longest: 7, shields: 1, extendedToday: true });

    // 2025-01-03 missed; back on the 4th: the shield covers the 3rd.
    at('2025-01-04T11:00:00Z');
    const covered = await finishLesson(actor, lessonIds[0]!);
    expect(covered.streak).toEqual({ current: 8, longest: 8, shields: 0, extendedToday: true });
    const shielded = (await daysOf(actor.id)).filter((row) => row.shielded);
    expect(shielded).toEqual([{ day: '2025-01-03', xp: 0, lessons: 0, shielded: true }]);

    // The 5th missed and no shield left: a fresh start on the 6th, the longest kept.
    at('2025-01-06T11:00:00Z');
    const restarted = await finishLesson(actor, lessonIds[0]!);
    expect(restarted.streak).toEqual({ current: 1, longest: 8, shields: 0, extendedToday: true });
    expect(await profileOf(actor.id)).toMatchObject({ streakCurrent: 1, streakLongest: 8, streakShields: 0, streakLastDay: '2025-01-06' });
  });
});

describe('the daily goal', () => {
  it('of a child who never learned (no profile yet) is the default, not met, with no streak', async () => {
    const actor = await child();
    expect(await getStreakAndGoal(actor)).toMatchObject({ streak: { current: 0, longest: 0, shields: 0 }, dailyGoal: { goalXp: DEFAULT_DAILY_GOAL_XP, todayXp: 0, met: false } });
  });

  it('is met when today reaches the goal; justMet only on the completion that reached it; a new day starts at 0', async () => {
    const actor = await child('UTC');
    const { lessonIds } = await createCourse({ lessons: 3, xpReward: 10 });
    at('2024-09-10T08:00:00Z');
    // Wrong then right: 10 XP each, no perfect bonus.
    expect((await finishLesson(actor, lessonIds[0]!, { perfect: false })).dailyGoal).toEqual({ goalXp: 20, todayXp: 10, met: false, justMet: false });
    expect((await finishLesson(actor, lessonIds[1]!, { perfect: false })).dailyGoal).toEqual({ goalXp: 20, todayXp: 20, met: true, justMet: true });
    expect((await finishLesson(actor, lessonIds[2]!, { perfect: false })).dailyGoal).toEqual({ goalXp: 20, todayXp: 30, met: true, justMet: false });
    at('2024-09-11T08:00:00Z');
    expect((await finishLesson(actor, lessonIds[0]!, { perfect: false })).dailyGoal).toEqual({ goalXp: 20, todayXp: 5, met: false, justMet: false });
  });

  it('follows the goal the child chose', async () => {
    const actor = await child();
    await updateLearningSettings(actor, { dailyGoalXp: 10, timeZone: 'UTC' });
    const { lessonIds } = await createCourse({ xpReward: 10 });
    expect((await finishLesson(actor, lessonIds[0]!, { perfect: false })).dailyGoal).toEqual({ goalXp: 10, todayXp: 10, met: true, justMet: true });
  });
});

describe('learning settings', () => {
  it('saves a goal of 10, 20, 30 or 50 and an IANA time zone (the form sends strings)', async () => {
    const actor = await child();
    expect(await getLearningSettings(actor)).toEqual({ dailyGoalXp: 20, timeZone: 'UTC' });
    await updateLearningSettings(actor, { dailyGoalXp: '50', timeZone: 'America/Sao_Paulo' });
    expect(await getLearningSettings(actor)).toEqual({ dailyGoalXp: 50, timeZone: 'America/Sao_Paulo' });
    // A browser may report a zone by its old name: it is stored, and shown, by today's.
    await updateLearningSettings(actor, { dailyGoalXp: '50', timeZone: 'Europe/Kiev' });
    expect(await getLearningSettings(actor)).toEqual({ dailyGoalXp: 50, timeZone: 'Europe/Kyiv' });
  });

  it('refuses another goal or an unknown zone with a 400', async () => {
    const actor = await child();
    for (const goal of [25, 0, '', 'twenty', 100]) {
      expect(await appErrorOf(updateLearningSettings(actor, { dailyGoalXp: goal, timeZone: 'UTC' }))).toMatchObject({ status: 400, message: 'progress.errors.badGoal' });
    }
    for (const zone of ['Mars/Olympus_Mons', '', 'GMT+2', 'utc ']) {
      expect(await appErrorOf(updateLearningSettings(actor, { dailyGoalXp: 20, timeZone: zone }))).toMatchObject({ status: 400, message: 'progress.errors.badZone', fieldErrors: { timeZone: 'progress.errors.badZone' } });
    }
    expect(await getLearningSettings(actor)).toEqual({ dailyGoalXp: 20, timeZone: 'UTC' });
  });

  it('are for children only', async () => {
    const parent = await actorFor(await createTestUser({ role: 'parent' }));
    expect((await appErrorOf(updateLearningSettings(parent, { dailyGoalXp: 20, timeZone: 'UTC' }))).status).toBe(403);
    expect((await appErrorOf(getLearningSettings(parent))).status).toBe(403);
  });
});

describe("the dashboard's streak and goal", () => {
  it('match the full summary in time zones on either side of UTC, where today is not UTC’s today', async () => {
    const { lessonIds } = await createCourse({ lessons: 1, xpReward: 30 });
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'UTC']) {
      const actor = await child(zone);
      await finishLesson(actor, lessonIds[0]!);
      const summary = await getProgressSummary(actor, 'en');
      const light = await getStreakAndGoal(actor);
      expect({ zone, ...light }).toEqual({ zone, streak: summary.streak, dailyGoal: summary.dailyGoal });
      expect(light.dailyGoal.todayXp).toBeGreaterThan(0);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { courses, lessonAttempts, lessonCompletions, lessons, users, xpLedger } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import type { Block } from '@/lib/lesson-content';
import { getLessonForPlayer } from './queries';
import { answerQuestion, completeLesson, getLessonPage, getPlayerAttempt } from './take-lesson';

const BLOCKS: Block[] = [
  { id: 'intro', type: 'text', markdown: 'Saving means keeping money for later.' },
  { id: 'q1', type: 'question', question: { kind: 'true-false', prompt: 'Is saving keeping money for later?', explanation: 'Yes.', correct: true } },
  { id: 'q2', type: 'question', question: { kind: 'number', prompt: '5 coins a week: how many weeks to 35?', explanation: '35 ÷ 5 = 7.', correct: 7, tolerance: 0 } },
];

let courseCounter = 0;
async function createLesson(xpReward = 20): Promise<number> {
  courseCounter += 1;
  const [course] = await getDb()
    .insert(courses)
    .values({ slug: `test-course-${courseCounter}-${Date.now()}`, title: 'T', summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true })
    .returning();
  const [lesson] = await getDb().insert(lessons).values({ courseId: course!.id, slug: 'l1', title: 'L', xpReward, published: true, blocks: BLOCKS }).returning();
  return lesson!.id;
}

async function child() {
  const user = await createTestUser({ role: 'child' });
  return actorFor(user);
}

async function ledgerTotal(userId: string): Promise<number> {
  const [row] = await getDb().select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` }).from(xpLedger).where(eq(xpLedger.userId, userId));
  return row?.total ?? 0;
}

async function xpOf(userId: string): Promise<number> {
  const [row] = await getDb().select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return row!.xp;
}

describe('taking a lesson', () => {
  it('checks answers on the server, allows one retry, then shows the answer and explanation', async () => {
    const actor = await child();
    const attempt = await getPlayerAttempt(actor, await createLesson());
    expect(await answerQuestion(actor, attempt, 'q2', 6)).toEqual({ correct: false, triesLeft: 1, explanation: null, answer: null });
    expect(await answerQuestion(actor, attempt, 'q2', 8)).toEqual({ correct: false, triesLeft: 0, explanation: '35 ÷ 5 = 7.', answer: 7 });
    expect((await appErrorOf(answerQuestion(actor, attempt, 'q2', 7))).status).toBe(409);
    expect(await answerQuestion(actor, attempt, 'q1', true)).toMatchObject({ correct: true, explanation: 'Yes.', answer: true });
    expect((await appErrorOf(answerQuestion(actor, attempt, 'intro', true))).status).toBe(404);
  });

  it('refuses to complete an unfinished lesson', async () => {
    const actor = await child();
    const attempt = await getPlayerAttempt(actor, await createLesson());
    await answerQuestion(actor, attempt, 'q1', true);
    expect(await appErrorOf(completeLesson(actor, attempt))).toMatchObject({ status: 409, message: 'errors.lessonUnfinished' });
  });

  it('first perfect completion gives the reward and half again; a repeat half; then nothing; ledger and users.xp agree', async () => {
    const actor = await child();
    const lessonId = await createLesson(20);
    const run = async (perfect: boolean) => {
      const attempt = await getPlayerAttempt(actor, lessonId);
      if (!perfect) await answerQuestion(actor, attempt, 'q1', false);
      await answerQuestion(actor, attempt, 'q1', true);
      await answerQuestion(actor, attempt, 'q2', 7);
      return completeLesson(actor, attempt);
    };
    expect(await run(true)).toMatchObject({ correct: 2, total: 2, perfect: true, completionNumber: 1, xpAwarded: 30, xp: 30, level: 1 });
    expect(await run(false)).toMatchObject({ correct: 1, perfect: false, completionNumber: 2, xpAwarded: 10, xp: 40 });
    expect(await run(true)).toMatchObject({ completionNumber: 3, xpAwarded: 0, xp: 40 });
    expect(await xpOf(actor.id)).toBe(40);
    expect(await ledgerTotal(actor.id)).toBe(40);
  });

  it("reports the child's streak and daily goal with the completion, and the same again for a repeated request", async () => {
    const actor = await child();
    const attempt = await getPlayerAttempt(actor, await createLesson(10));
    await answerQuestion(actor, attempt, 'q1', true);
    await answerQuestion(actor, attempt, 'q2', 7);
    const first = await completeLesson(actor, attempt);
    expect(first).toMatchObject({ xpAwarded: 15, badges: [], streak: { current: 1, longest: 1, shields: 0, extendedToday: true }, dailyGoal: { goalXp: 20, todayXp: 15, met: false, justMet: false } });
    expect(await completeLesson(actor, attempt)).toEqual(first);
    // A completion made before its answer was kept is told the rewards as they stand.
    await getDb().update(lessonCompletions).set({ answer: null }).where(eq(lessonCompletions.attemptId, attempt.attemptId));
    const repeated = await completeLesson(actor, attempt);
    expect(repeated).toMatchObject({ xpAwarded: 15, xp: 15, badges: [], streak: { current: 1, extendedToday: false }, dailyGoal: { todayXp: 15, justMet: false } });
  });

  it('an answer sent again with its key (its answer was lost) is told the same and counts no other try (decision 049)', async () => {
    const actor = await child();
    const attempt = await getPlayerAttempt(actor, await createLesson());
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const wrong = { correct: false, triesLeft: 1, explanation: null, answer: null };
    expect(await answerQuestion(actor, attempt, 'q2', 6, first)).toEqual(wrong);
    // The page resends the same try (same key, same answer): the same words, still one try left.
    expect(await answerQuestion(actor, attempt, 'q2', 6, first)).toEqual(wrong);
    expect(await answerQuestion(actor, attempt, 'q2', 7, second)).toEqual({ correct: true, triesLeft: 0, explanation: '35 ÷ 5 = 7.', answer: 7 });
    // The try that solved it, sent again, is told it solved it (not "already finished"); the first try is still wrong.
    expect(await answerQuestion(actor, attempt, 'q2', 7, second)).toMatchObject({ correct: true, triesLeft: 0 });
    expect(await answerQuestion(actor, attempt, 'q2', 6, first)).toEqual(wrong);
    // Both sends of one try arriving at once: one try.
    const both = await Promise.all([0, 1].map(() => answerQuestion(actor, attempt, 'q1', false, third)));
    expect(both).toEqual([both[0], both[0]]);
    expect(both[0]).toMatchObject({ correct: false, triesLeft: 1 });
    const [row] = await getDb().select({ answers: lessonAttempts.answers }).from(lessonAttempts).where(eq(lessonAttempts.id, attempt.attemptId));
    expect(row!.answers.q2).toMatchObject({ tries: 2, solved: true, firstTryCorrect: false });
    expect(row!.answers.q1).toMatchObject({ tries: 1, solved: false });
    // A new try (a new key) is counted: the second and last.
    expect(await answerQuestion(actor, attempt, 'q1', true, randomUUID())).toMatchObject({ correct: true, triesLeft: 0 });
  });

  it('a completion sent again with its attempt id is told the very same rewards, stored once (decision 049)', async () => {
    const actor = await child();
    const lessonId = await createLesson(20);
    const attempt = await getPlayerAttempt(actor, lessonId);
    await answerQuestion(actor, attempt, 'q1', true, randomUUID());
    await answerQuestion(actor, attempt, 'q2', 7, randomUUID());
    const first = await completeLesson(actor, attempt);
    expect(first).toMatchObject({ completionNumber: 1, xpAwarded: 30, xp: 30, streak: { current: 1, extendedToday: true } });
    // Its answer was lost; the page sends it again: told what it was told the first time, to the letter.
    expect(await completeLesson(actor, attempt)).toEqual(first);
    const [{ total } = { total: 0 }] = await getDb().select({ total: count() }).from(lessonCompletions).where(eq(lessonCompletions.attemptId, attempt.attemptId));
    expect(total).toBe(1);
    expect(await xpOf(actor.id)).toBe(30);
    expect(await ledgerTotal(actor.id)).toBe(30);
  });

  it('the same completion fired in parallel awards XP once', async () => {
    const actor = await child();
    const attempt = await getPlayerAttempt(actor, await createLesson(20));
    await answerQuestion(actor, attempt, 'q1', true);
    await answerQuestion(actor, attempt, 'q2', 7);
    const results = await Promise.all(Array.from({ length: 6 }, () => completeLesson(actor, attempt)));
    for (const result of results) expect(result).toMatchObject({ completionNumber: 1, xpAwarded: 30 });
    expect(await xpOf(actor.id)).toBe(30);
    expect(await ledgerTotal(actor.id)).toBe(30);
  });

  it('two tabs finishing different attempts at once are counted one after the other', async () => {
    const actor = await child();
    const lessonId = await createLesson(20);
    // Two tabs opened before either answered: two fresh ids, so two attempts.
    const attempts = await Promise.all([getPlayerAttempt(actor, lessonId), getPlayerAttempt(actor, lessonId)]);
    for (const attempt of attempts) {
      await answerQuestion(actor, attempt, 'q1', true);
      await answerQuestion(actor, attempt, 'q2', 7);
    }
    const results = await Promise.all(attempts.map((attempt) => completeLesson(actor, attempt)));
    expect(results.map((result) => result.completionNumber).sort()).toEqual([1, 2]);
    expect(results.map((result) => result.xpAwarded).sort((a, b) => a - b)).toEqual([10, 30]);
    expect(await xpOf(actor.id)).toBe(40);
    expect(await ledgerTotal(actor.id)).toBe(40);
  });

  it("only children take lessons, and nobody touches another child's attempt", async () => {
    const lessonId = await createLesson();
    const parent = await actorFor(await createTestUser({ role: 'parent' }));
    expect((await appErrorOf(getPlayerAttempt(parent, lessonId))).status).toBe(403);
    expect((await appErrorOf(answerQuestion(parent, { attemptId: randomUUID(), lessonId }, 'q1', true))).status).toBe(403);
    expect((await appErrorOf(completeLesson(parent, { attemptId: randomUUID(), lessonId }))).status).toBe(403);
    const owner = await child();
    const other = await child();
    const attempt = await getPlayerAttempt(owner, lessonId);
    await answerQuestion(owner, attempt, 'q1', false);
    expect((await appErrorOf(answerQuestion(other, attempt, 'q1', true))).status).toBe(404);
    expect((await appErrorOf(completeLesson(other, attempt))).status).toBe(404);
    // The owner's id with another lesson is no attempt either.
    expect((await appErrorOf(answerQuestion(owner, { attemptId: attempt.attemptId, lessonId: await createLesson() }, 'q1', true))).status).toBe(404);
    expect(await answerQuestion(owner, attempt, 'q1', true)).toMatchObject({ correct: true, triesLeft: 0 });
  });

  it('an unpublished lesson cannot be started', async () => {
    const lessonId = await createLesson();
    await getDb().update(lessons).set({ published: false }).where(eq(lessons.id, lessonId));
    const actor = await child();
    expect((await appErrorOf(getPlayerAttempt(actor, lessonId))).status).toBe(404);
    expect((await appErrorOf(answerQuestion(actor, { attemptId: randomUUID(), lessonId }, 'q1', true))).status).toBe(404);
    expect(await attemptCount(actor.id)).toBe(0);
  });
});

async function attemptCount(userId: string, lessonId?: number): Promise<number> {
  const [row] = await getDb()
    .select({ total: count() })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), lessonId === undefined ? undefined : eq(lessonAttempts.lessonId, lessonId)));
  return row?.total ?? 0;
}

describe('the lesson page only reads (decision 015: a GET never writes)', () => {
  it("reading the lesson and the child's attempt writes no attempt, however often", async () => {
    const actor = await child();
    const lessonId = await createLesson();
    const [lesson] = await getDb().select({ slug: lessons.slug, courseSlug: courses.slug }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(eq(lessons.id, lessonId));
    const [before] = await getDb().select({ total: count() }).from(lessonAttempts);
    // What the page reads: the lesson, then the run to hand to the player.
    for (let visit = 0; visit < 3; visit++) {
      expect(await getLessonForPlayer(lesson!.courseSlug, lesson!.slug)).toMatchObject({ id: lessonId });
      expect(await getPlayerAttempt(actor, lessonId)).toMatchObject({ lessonId, results: {} });
    }
    const [after] = await getDb().select({ total: count() }).from(lessonAttempts);
    expect(after!.total).toBe(before!.total);
  });

  it('the first answer starts the attempt under the id the page handed out', async () => {
    const actor = await child();
    const lessonId = await createLesson();
    const attempt = await getPlayerAttempt(actor, lessonId);
    expect(await attemptCount(actor.id)).toBe(0);
    await answerQuestion(actor, attempt, 'q1', true);
    const rows = await getDb().select().from(lessonAttempts).where(eq(lessonAttempts.userId, actor.id));
    expect(rows).toMatchObject([{ id: attempt.attemptId, lessonId, completedAt: null, answers: { q1: { firstTryCorrect: true, tries: 1, solved: true } } }]);
  });

  it('parallel first answers of one run start one attempt', async () => {
    const actor = await child();
    const lessonId = await createLesson();
    const attempt = await getPlayerAttempt(actor, lessonId);
    const results = await Promise.all([answerQuestion(actor, attempt, 'q1', true), answerQuestion(actor, attempt, 'q2', 7)]);
    expect(results.map((result) => result.correct)).toEqual([true, true]);
    expect(await attemptCount(actor.id)).toBe(1);
    expect(await completeLesson(actor, attempt)).toMatchObject({ correct: 2, total: 2, perfect: true });
  });

  it('a second visit continues the unfinished attempt where it was, with what its answers showed', async () => {
    const actor = await child();
    const lessonId = await createLesson();
    const first = await getPlayerAttempt(actor, lessonId);
    await answerQuestion(actor, first, 'q1', true);
    await answerQuestion(actor, first, 'q2', 3);
    const again = await getPlayerAttempt(actor, lessonId);
    expect(again).toEqual({
      attemptId: first.attemptId,
      lessonId,
      results: {
        q1: { correct: true, triesLeft: 1, explanation: 'Yes.', answer: true },
        // One wrong try: the retry is still there, so nothing is revealed yet.
        q2: { correct: false, triesLeft: 1, explanation: null, answer: null },
      },
    });
    // The retry is kept, not reset by the reload; the rules still hold.
    expect(await answerQuestion(actor, again, 'q2', 4)).toMatchObject({ correct: false, triesLeft: 0, answer: 7 });
    expect((await appErrorOf(answerQuestion(actor, again, 'q1', true))).status).toBe(409);
    const done = await completeLesson(actor, again);
    expect(done).toMatchObject({ correct: 1, total: 2, completionNumber: 1, xpAwarded: 20 });
    expect(await attemptCount(actor.id, lessonId)).toBe(1);
    // Finished: the next visit is a new run with a new id.
    const next = await getPlayerAttempt(actor, lessonId);
    expect(next.attemptId).not.toBe(first.attemptId);
    expect(next.results).toEqual({});
  });

  it('a lesson with nothing to answer completes, once, its attempt started by the completion', async () => {
    const actor = await child();
    const [course] = await getDb()
      .insert(courses)
      .values({ slug: `reading-${randomUUID()}`, title: 'R', summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true })
      .returning();
    const [lesson] = await getDb()
      .insert(lessons)
      .values({ courseId: course!.id, slug: 'read', title: 'Read', xpReward: 10, published: true, blocks: [{ id: 'only', type: 'text', markdown: 'Just reading.' }] })
      .returning();
    const attempt = await getPlayerAttempt(actor, lesson!.id);
    const results = await Promise.all([completeLesson(actor, attempt), completeLesson(actor, attempt)]);
    for (const result of results) expect(result).toMatchObject({ correct: 0, total: 0, completionNumber: 1, xpAwarded: 15 });
    expect(await attemptCount(actor.id)).toBe(1);
    expect(await xpOf(actor.id)).toBe(15);
  });

  it('completing a fresh run of a lesson with questions is refused and starts nothing', async () => {
    const actor = await child();
    const lessonId = await createLesson();
    expect(await appErrorOf(completeLesson(actor, await getPlayerAttempt(actor, lessonId)))).toMatchObject({ status: 409, message: 'errors.lessonUnfinished' });
    expect(await attemptCount(actor.id)).toBe(0);
  });
});

describe('the lesson page query', () => {
  it('reads the lesson, the open attempt and the next lesson in one go, writes nothing, and is null for an unpublished lesson', async () => {
    const actor = await child();
    const firstId = await createLesson();
    const [first] = await getDb().select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, firstId));
    const [course] = await getDb().select({ slug: courses.slug }).from(courses).where(eq(courses.id, first!.courseId));
    await getDb().insert(lessons).values([
      { courseId: first!.courseId, slug: 'l2-draft', title: 'Draft', position: 1, xpReward: 10, published: false, blocks: BLOCKS },
      { courseId: first!.courseId, slug: 'l3', title: 'Third', position: 2, xpReward: 10, published: true, blocks: BLOCKS },
    ]);
    const attemptsBefore = (await getDb().select({ id: lessonAttempts.id }).from(lessonAttempts)).length;

    const page = await getLessonPage(actor, course!.slug, 'l1');
    expect(page).toMatchObject({ lesson: { id: firstId, title: 'L' }, attempt: { lessonId: firstId, results: {} }, nextLessonSlug: 'l3' });
    // The player never sees an answer before it is given.
    expect(JSON.stringify(page!.lesson.blocks)).not.toContain('"correct"');
    expect((await getDb().select({ id: lessonAttempts.id }).from(lessonAttempts)).length).toBe(attemptsBefore);

    // An answer starts the attempt; the page then continues it, with what the answer showed.
    await answerQuestion(actor, page!.attempt, 'q1', true);
    const again = await getLessonPage(actor, course!.slug, 'l1');
    expect(again!.attempt.attemptId).toBe(page!.attempt.attemptId);
    expect(again!.attempt.results.q1).toMatchObject({ correct: true, explanation: 'Yes.' });

    expect((await getLessonPage(actor, course!.slug, 'l3'))!.nextLessonSlug).toBeNull();
    expect(await getLessonPage(actor, course!.slug, 'l2-draft')).toBeNull();
    expect(await getLessonPage(actor, 'no-such-course', 'l1')).toBeNull();
  });
});

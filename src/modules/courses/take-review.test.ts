import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { answerEvents, courses, dailyXp, learningProfiles, lessons, reviewCards, skills, users, xpLedger } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import type { Actor } from '@/server/session-flow';
import { publicContentChanged } from '@/server/shared-cache';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getPracticeLinks } from './practice-links';
import { answerQuestion, completeLesson, getPlayerAttempt } from './take-lesson';
import { answerReview, getReviewPage, REVIEW_SESSION_SIZE } from './take-review';
import { REVIEW_XP_DAILY_CAP } from './xp-rules';

/*
 * The daily review (decision 052) on a controlled clock: JavaScript's Date is moved by hand, and every time the
 * review reads or writes (answer events, cards, the ledger, the child's day) comes from it, never from the database's.
 */

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
});

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A true/false question (the right answer is true), practising `skill` when given. */
function question(id: string, skill?: string): Block {
  return { id, type: 'question', question: { kind: 'true-false', prompt: `Is ${id} true?`, explanation: `${id} is true.`, correct: true, ...(skill ? { skill } : {}) } };
}

async function skill(): Promise<string> {
  const slug = unique('skill');
  await getDb().insert(skills).values({ slug, name: { en: slug, fr: slug, ar: slug } });
  return slug;
}

/** A published course with one published lesson of these blocks (reward 10). */
async function lessonOf(blocks: Block[]): Promise<number> {
  const [course] = await getDb()
    .insert(courses)
    .values({ slug: unique('course'), title: 'Review course', summary: 's', description: 'd', ageBand: '10-12', subject: 'saving', published: true })
    .returning();
  const [lesson] = await getDb().insert(lessons).values({ courseId: course!.id, slug: 'l1', title: 'Review lesson', xpReward: 10, published: true, blocks }).returning();
  return lesson!.id;
}

async function child(): Promise<Actor> {
  return actorFor(await createTestUser({ role: 'child' }));
}

/** Plays a lesson: each question right at the first try, or missed (wrong twice), as `missed` says. */
async function playLesson(actor: Actor, lessonId: number, missed: string[], blocks: Block[]) {
  const attempt = await getPlayerAttempt(actor, lessonId);
  for (const block of blocks) {
    if (block.type !== 'question') continue;
    if (missed.includes(block.id)) {
      await answerQuestion(actor, attempt, block.id, false, randomUUID());
      await answerQuestion(actor, attempt, block.id, false, randomUUID());
    } else {
      await answerQuestion(actor, attempt, block.id, true, randomUUID());
    }
  }
  return completeLesson(actor, attempt);
}

const asked = async (actor: Actor) => (await getReviewPage(actor)).questions.map((item) => item.blockId);

async function cardOf(userId: string, lessonId: number, blockId: string) {
  const [card] = await getDb()
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.lessonId, lessonId), eq(reviewCards.blockId, blockId)));
  return card!;
}

async function reviewXp(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(and(eq(xpLedger.userId, userId), eq(xpLedger.reason, 'review_answer')));
  return row?.total ?? 0;
}

describe('the daily review', () => {
  it('a question missed in a lesson comes back the next day, not before; one answered right comes back later', async () => {
    const actor = await child();
    const blocks = [question('missed'), question('right')];
    const lessonId = await lessonOf(blocks);
    at('2026-03-02T10:00:00Z');
    await playLesson(actor, lessonId, ['missed'], blocks);

    at('2026-03-02T23:59:00Z');
    const tonight = await getReviewPage(actor);
    expect(tonight).toMatchObject({ questions: [], dueToday: 0, nextDue: new Date('2026-03-03T10:00:00Z'), timeZone: 'UTC' });

    // The next day from its first minute (the review is daily: the whole scheduled day), not from 10:00.
    at('2026-03-03T00:01:00Z');
    const tomorrow = await getReviewPage(actor);
    expect(tomorrow).toMatchObject({ dueToday: 1, nextDue: null });
    expect(tomorrow.questions).toEqual([
      { lessonId, blockId: 'missed', question: { kind: 'true-false', prompt: 'Is missed true?' }, lessonSlug: 'l1', lessonTitle: 'Review lesson', courseSlug: expect.any(String), courseTitle: 'Review course', language: 'own' },
    ]);
    // The player never sees the answer or the explanation before answering.
    expect(JSON.stringify(tomorrow)).not.toMatch(/"correct"|is true\./);

    // The one answered right at the first try ("Good") is further off: not the next day, but on the day it is due.
    const right = await cardOf(actor.id, lessonId, 'right');
    expect(right.due.getTime()).toBeGreaterThanOrEqual(new Date('2026-03-04T10:00:00Z').getTime());
    at(right.due.toISOString().slice(0, 10) + 'T00:01:00Z');
    expect(await asked(actor)).toContain('right');
  });

  it("the child's day is their own: due from midnight in their time zone", async () => {
    const actor = await child();
    await getDb().insert(learningProfiles).values({ userId: actor.id, timeZone: 'Pacific/Auckland' });
    const blocks = [question('q1')];
    const lessonId = await lessonOf(blocks);
    // 23:00 on 2 March in Auckland (UTC+13).
    at('2026-03-02T10:00:00Z');
    await playLesson(actor, lessonId, ['q1'], blocks);
    at('2026-03-02T10:50:00Z');
    expect(await getReviewPage(actor)).toMatchObject({ dueToday: 0, nextDue: new Date('2026-03-03T10:00:00Z'), timeZone: 'Pacific/Auckland' });
    // 00:10 on 3 March in Auckland, still 2 March in UTC: due.
    at('2026-03-02T11:10:00Z');
    expect(await asked(actor)).toEqual(['q1']);
  });

  it('an answer moves the card, is stored as a review event and gives less XP than a lesson, once per key; goal and streak move', async () => {
    const actor = await child();
    const blocks = [question('q1'), question('q2')];
    const lessonId = await lessonOf(blocks);
    at('2026-03-02T10:00:00Z');
    const lesson = await playLesson(actor, lessonId, ['q1', 'q2'], blocks);
    expect(lesson.xpAwarded).toBe(10);

    at('2026-03-04T09:00:00Z');
    const before = await cardOf(actor.id, lessonId, 'q1');
    const key = randomUUID();
    const first = await answerReview(actor, { lessonId, blockId: 'q1' }, true, key);
    expect(first).toMatchObject({ correct: true, explanation: 'q1 is true.', answer: true, xpAwarded: 2, badges: [] });
    // A streak missed on 3 March starts again today; today's goal counts the review's XP.
    expect(first.streak).toMatchObject({ current: 1, extendedToday: true });
    expect(first.dailyGoal).toMatchObject({ goalXp: 20, todayXp: 2, met: false });
    expect(first.comesBackInDays).toBeGreaterThan(1);
    const after = await cardOf(actor.id, lessonId, 'q1');
    expect(after.reps).toBe(before.reps + 1);
    expect(after.due.toISOString()).toBe(first.comesBackAt);
    expect(after.due.getTime()).toBeGreaterThan(new Date('2026-03-05T09:00:00Z').getTime());

    // The same answer sent again (its answer was lost): told the same, stored once, no more XP.
    expect(await answerReview(actor, { lessonId, blockId: 'q1' }, true, key)).toEqual({ ...first, streak: { ...first.streak, extendedToday: false } });
    const events = await getDb().select().from(answerEvents).where(and(eq(answerEvents.userId, actor.id), eq(answerEvents.source, 'review')));
    expect(events).toMatchObject([{ lessonId, blockId: 'q1', correct: true, key }]);
    expect(await reviewXp(actor.id)).toBe(2);

    // A wrong answer: one try, then the answer and explanation; 1 XP for trying; back the next day.
    const wrong = await answerReview(actor, { lessonId, blockId: 'q2' }, false, randomUUID());
    expect(wrong).toMatchObject({ correct: false, answer: true, explanation: 'q2 is true.', xpAwarded: 1, comesBackInDays: 1, dailyGoal: { todayXp: 3 } });
    expect(wrong.streak).toMatchObject({ current: 1, extendedToday: false });
    const [{ xp } = { xp: 0 }] = await getDb().select({ xp: users.xp }).from(users).where(eq(users.id, actor.id));
    expect(xp).toBe(13);
    // The day counts the review's XP, and no lesson.
    const [today] = await getDb().select().from(dailyXp).where(and(eq(dailyXp.userId, actor.id), eq(dailyXp.day, '2026-03-04')));
    expect(today).toMatchObject({ xp: 3, lessonsCompleted: 0 });

    // Answered today: not due again today.
    expect(await getReviewPage(actor)).toMatchObject({ questions: [], dueToday: 0, nextDue: new Date(wrong.comesBackAt) });
    expect(await appErrorOf(answerReview(actor, { lessonId, blockId: 'q2' }, true, randomUUID()))).toMatchObject({ status: 409, message: 'errors.reviewNotDue' });
    // A key already used for another question is refused.
    expect(await appErrorOf(answerReview(actor, { lessonId, blockId: 'q2' }, true, key))).toMatchObject({ status: 409, message: 'errors.reviewKeyReused' });
  });

  it('the same answer sent twice at once is stored once', async () => {
    const actor = await child();
    const blocks = [question('q1')];
    const lessonId = await lessonOf(blocks);
    at('2026-03-02T10:00:00Z');
    await playLesson(actor, lessonId, ['q1'], blocks);
    at('2026-03-03T10:00:00Z');
    const key = randomUUID();
    const both = await Promise.all([0, 1].map(() => answerReview(actor, { lessonId, blockId: 'q1' }, true, key)));
    for (const result of both) expect(result).toMatchObject({ correct: true, xpAwarded: 2, comesBackAt: both[0]!.comesBackAt });
    const [events] = await getDb().select({ total: count() }).from(answerEvents).where(and(eq(answerEvents.userId, actor.id), eq(answerEvents.key, key)));
    expect(events!.total).toBe(1);
    expect(await reviewXp(actor.id)).toBe(2);
  });

  it(`reviews give at most ${REVIEW_XP_DAILY_CAP} XP in a day`, async () => {
    const actor = await child();
    const blocks = Array.from({ length: 12 }, (_, index) => question(`q${index + 1}`));
    const lessonId = await lessonOf(blocks);
    at('2026-03-02T10:00:00Z');
    await playLesson(actor, lessonId, blocks.map((block) => block.id), blocks);
    at('2026-03-03T10:00:00Z');
    const page = await getReviewPage(actor);
    expect(page.dueToday).toBe(12);
    expect(page.questions).toHaveLength(REVIEW_SESSION_SIZE);
    const given = [];
    for (const block of blocks) given.push((await answerReview(actor, { lessonId, blockId: block.id }, true, randomUUID())).xpAwarded);
    expect(given).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0]);
    expect(await reviewXp(actor.id)).toBe(REVIEW_XP_DAILY_CAP);
  });

  it('orders the session: overdue first, then skills the child is weak in, courses taking turns', async () => {
    const actor = await child();
    const [weak, known] = [await skill(), await skill()];
    // `weak`: every question missed (0 % right). `known`: three of four right at the first try (75 %: Familiar).
    const weakBlocks = [question('w1', weak), question('w2', weak)];
    const knownBlocks = [question('k1', known), question('k2', known), question('k3', known), question('k4', known)];
    const plainA = [question('a1'), question('a2'), question('a3')];
    const plainB = [question('b1'), question('b2')];
    const ids = { weak: await lessonOf(weakBlocks), known: await lessonOf(knownBlocks), a: await lessonOf(plainA), b: await lessonOf(plainB) };
    at('2026-03-02T10:00:00Z');
    await playLesson(actor, ids.a, ['a1', 'a2', 'a3'], plainA);
    await playLesson(actor, ids.b, ['b1', 'b2'], plainB);
    await playLesson(actor, ids.known, ['k4'], knownBlocks);
    await playLesson(actor, ids.weak, ['w1', 'w2'], weakBlocks);
    // b2 was due a day earlier than the rest: overdue today.
    await getDb()
      .update(reviewCards)
      .set({ due: new Date('2026-03-02T09:00:00Z') })
      .where(and(eq(reviewCards.userId, actor.id), eq(reviewCards.lessonId, ids.b), eq(reviewCards.blockId, 'b2')));
    at('2026-03-03T12:00:00Z');
    // Then the rest, each course's first before any course's second (without turns, a3 would come before b1).
    expect(await asked(actor)).toEqual(['b2', 'w1', 'w2', 'k4', 'a1', 'a2', 'b1', 'a3']);
  });

  it("nobody answers another child's question, nor one never met; other roles are refused; a deleted question is not asked", async () => {
    const owner = await child();
    const other = await child();
    const blocks = [question('q1'), question('q2')];
    const lessonId = await lessonOf(blocks);
    at('2026-03-02T10:00:00Z');
    await playLesson(owner, lessonId, ['q1', 'q2'], blocks);
    at('2026-03-03T10:00:00Z');
    expect(await appErrorOf(answerReview(other, { lessonId, blockId: 'q1' }, true, randomUUID()))).toMatchObject({ status: 404, message: 'errors.reviewNotFound' });
    expect(await appErrorOf(answerReview(owner, { lessonId, blockId: 'nope' }, true, randomUUID()))).toMatchObject({ status: 404 });
    expect(await getReviewPage(other)).toMatchObject({ questions: [], dueToday: 0, nextDue: null });
    const parent = await actorFor(await createTestUser({ role: 'parent' }));
    expect((await appErrorOf(getReviewPage(parent))).status).toBe(403);
    expect((await appErrorOf(answerReview(parent, { lessonId, blockId: 'q1' }, true, randomUUID()))).status).toBe(403);
    // An admin takes q2 out of the lesson: its card stays, but it is no longer asked, nor counted.
    await getDb().update(lessons).set({ blocks: [blocks[0]!] }).where(eq(lessons.id, lessonId));
    // As the lesson editor does once its edit has committed: what is kept in memory is read again (decision 019).
    publicContentChanged();
    expect(await getReviewPage(owner)).toMatchObject({ dueToday: 1, questions: [{ blockId: 'q1' }] });
    expect(await appErrorOf(answerReview(owner, { lessonId, blockId: 'q2' }, true, randomUUID()))).toMatchObject({ status: 404, message: 'errors.reviewNotFound' });
    // Nothing was written by the refusals.
    const [events] = await getDb()
      .select({ total: count() })
      .from(answerEvents)
      .where(and(eq(answerEvents.source, 'review'), sql`${answerEvents.userId} in (${owner.id}, ${other.id})`));
    expect(events!.total).toBe(0);
  });

  it("another page's links to a course's lessons count the child's questions due today on each lesson's skills", async () => {
    const actor = await child();
    const [prices, risk] = [await skill(), await skill()];
    const [course] = await getDb()
      .insert(courses)
      .values({ slug: unique('market'), title: 'Market', summary: 's', description: 'd', ageBand: '13-14', subject: 'investing', published: true })
      .returning();
    const pricesBlocks = [question('p1', prices), question('p2', prices)];
    const riskBlocks = [question('r1', risk)];
    const [pricesLesson, riskLesson] = await getDb()
      .insert(lessons)
      .values([
        { courseId: course!.id, slug: 'why-prices-move', title: 'Why prices move', position: 0, published: true, blocks: pricesBlocks },
        { courseId: course!.id, slug: 'risk', title: 'Risk', position: 1, published: true, blocks: riskBlocks },
        { courseId: course!.id, slug: 'draft', title: 'Draft', position: 2, published: false, blocks: riskBlocks },
      ])
      .returning();
    // The same skill practised in a lesson of another course counts too.
    const elsewhere = [question('x1', risk)];
    const elsewhereId = await lessonOf(elsewhere);
    at('2026-03-02T10:00:00Z');
    await playLesson(actor, pricesLesson!.id, ['p1'], pricesBlocks);
    await playLesson(actor, riskLesson!.id, ['r1'], riskBlocks);
    await playLesson(actor, elsewhereId, ['x1'], elsewhere);
    const links = async () => (await getPracticeLinks(actor, course!.slug)).map((link) => [link.slug, link.dueReviews]);
    expect(await links()).toEqual([
      ['why-prices-move', 0],
      ['risk', 0],
    ]);
    at('2026-03-03T10:00:00Z');
    expect(await links()).toEqual([
      ['why-prices-move', 1],
      ['risk', 2],
    ]);
    expect(await getPracticeLinks(actor, course!.slug)).toMatchObject([{ courseSlug: course!.slug, title: 'Why prices move' }, { title: 'Risk' }]);
  });
});

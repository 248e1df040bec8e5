import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { competitionOrders, competitionRequiredLessons, lessons, lessonTranslations, stocks } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { createStock, resetSettings } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { joinCompetition } from './join-competition';
import { lessonSuggestion } from './lesson-suggestions';
import { createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage } from './queries';
import type { CompetitionRulesInput } from './schemas';

/*
 * The lessons a competition requires before trading (decision 070), against the database: refused before, allowed
 * after, the refusal naming each lesson still to finish in the child's language with its address; the teacher may
 * change them only before the start.
 */

const today = () => localDay(new Date(), 'UTC');

function rules(classIds: string[], overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'Lessons game', classIds, startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [], ...overrides };
}

function buy(actor: Actor, competitionId: string, symbol: string, locale?: string) {
  return placeCompetitionOrder(actor, { competitionId, symbol, side: 'buy', type: 'market', shares: 1, idempotencyKey: randomUUID() }, locale);
}

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

describe('lessons to finish before trading', () => {
  it('refuses a child’s order until every required lesson is done, naming the missing ones in their language with links', async () => {
    const { tutor, group, children } = await classWith('Ada', 'Ben');
    const [ada, ben] = children;
    const course = await createCourse({ lessons: 3 });
    const [first, second] = course.lessonIds;
    await getDb().insert(lessonTranslations).values({ lessonId: second!, locale: 'fr', title: 'Leçon deux', sourceFingerprint: 'test' });
    const stock = await createStock({ price: '10' });
    const { id } = await createCompetition(tutor, rules([group.id], { lessonIds: [second!, first!] }));
    expect((await getDb().select().from(competitionRequiredLessons).where(eq(competitionRequiredLessons.competitionId, id))).map((row) => [row.lessonId, row.position]).sort()).toEqual(
      [
        [second!, 0],
        [first!, 1],
      ].sort(),
    );
    await joinCompetition(ada!, { competitionId: id });
    await joinCompetition(ben!, { competitionId: id });

    // The child sees the game and, before trading, which lessons are required (in the teacher's order) and which are done.
    await finishLesson(ada!, first!);
    const page = await getCompetitionPage(ada!, { competitionId: id }, 'fr');
    expect(page.requiredLessons.map((lesson) => [lesson.id, lesson.title, lesson.done])).toEqual([
      [second!, 'Leçon deux', false],
      [first!, 'Lesson 1', true],
    ]);
    expect(page.portfolio).not.toBeNull();

    // Refused with the one lesson left, in French, and its address; nothing bought, the refusal stored.
    const refused = await buy(ada!, id, stock.symbol, 'fr');
    expect(refused.outcome).toBe('rejected');
    expect(refused.refusal).toEqual({ key: 'competitions.refusals.lessonsFirst', values: { lessons: 'Leçon deux' } });
    expect(refused.lessonsToFinish).toEqual([{ title: 'Leçon deux', href: `/courses/${course.courseSlug}/lesson-2` }]);
    const [stored] = await getDb().select().from(competitionOrders).where(eq(competitionOrders.id, refused.orderId));
    expect([stored!.status, stored!.reason]).toEqual(['rejected', 'competitions.refusals.lessonsFirst']);
    // Ben has finished neither: both are named, as one English list.
    const benRefused = await buy(ben!, id, stock.symbol, 'en');
    expect(benRefused.refusal?.values).toEqual({ lessons: 'Lesson 2 and Lesson 1' });
    expect(benRefused.lessonsToFinish.map((lesson) => lesson.title)).toEqual(['Lesson 2', 'Lesson 1']);

    // Once done, the order goes through (the third lesson, not required, was never finished).
    await finishLesson(ada!, second!);
    expect((await getCompetitionPage(ada!, { competitionId: id })).requiredLessons.every((lesson) => lesson.done)).toBe(true);
    const allowed = await buy(ada!, id, stock.symbol);
    expect([allowed.outcome, allowed.refusal, allowed.lessonsToFinish]).toEqual(['filled', null, []]);

    // A lesson unpublished since it was chosen cannot be finished any more, so it holds nobody back.
    await getDb().update(lessons).set({ published: false }).where(eq(lessons.id, second!));
    expect((await buy(ben!, id, stock.symbol)).refusal?.values).toEqual({ lessons: 'Lesson 1' });
  });

  it('takes only published lessons, at most six, and changes them only before the start', async () => {
    const { tutor, group, children } = await classWith('Ada');
    const course = await createCourse({ lessons: 7, unpublishedLessons: 1 });
    const hidden = (await getDb().select({ id: lessons.id, courseId: lessons.courseId }).from(lessons).where(eq(lessons.published, false))).find((row) => row.courseId === course.courseId);
    expect(hidden).toBeDefined();

    const notPublished = await appErrorOf(createCompetition(tutor, rules([group.id], { lessonIds: [course.lessonIds[0]!, hidden!.id] })));
    expect([notPublished.status, notPublished.fieldErrors?.lessonIds]).toEqual([400, 'competitions.errors.lessonNotFound']);
    const tooMany = await appErrorOf(createCompetition(tutor, rules([group.id], { lessonIds: course.lessonIds })));
    expect([tooMany.status, tooMany.fieldErrors?.lessonIds]).toEqual([400, 'competitions.errors.tooManyLessons']);

    // Before the start the teacher replaces them; the teacher's page lists them, none marked done.
    const upcoming = await createCompetition(tutor, rules([group.id], { startsOn: addDays(today(), 2), lessonIds: [course.lessonIds[0]!] }));
    await updateCompetition(tutor, { competitionId: upcoming.id, ...rules([group.id], { startsOn: addDays(today(), 2), lessonIds: [course.lessonIds[2]!, course.lessonIds[1]!] }) });
    expect((await getCompetitionPage(tutor, { competitionId: upcoming.id })).requiredLessons.map((lesson) => [lesson.id, lesson.done])).toEqual([
      [course.lessonIds[2]!, false],
      [course.lessonIds[1]!, false],
    ]);
    // Before the start, a child is refused as not started (dates first), whatever their lessons.
    await joinCompetition(children[0]!, { competitionId: upcoming.id });
    const stock = await createStock({ price: '10' });
    expect((await buy(children[0]!, upcoming.id, stock.symbol)).refusal?.key).toBe('competitions.refusals.notStarted');

    // Once started, the required lessons are part of the rules and stay as they are.
    const running = await createCompetition(tutor, rules([group.id], { lessonIds: [course.lessonIds[0]!] }));
    const late = await appErrorOf(updateCompetition(tutor, { competitionId: running.id, ...rules([group.id], { lessonIds: [] }) }));
    expect([late.status, late.message]).toEqual([409, 'competitions.errors.alreadyStarted']);
    expect((await getDb().select().from(competitionRequiredLessons).where(eq(competitionRequiredLessons.competitionId, running.id))).map((row) => row.lessonId)).toEqual([course.lessonIds[0]!]);
  });

  it('a refusal as stored and a holding as read suggest their lesson: too much in one stock, then a sharp fall', async () => {
    const { tutor, group, children } = await classWith('Ada');
    const [ada] = children;
    const stock = await createStock({ price: '10' });
    const { id } = await createCompetition(tutor, rules([group.id], { maxPositionPct: 50 }));
    await joinCompetition(ada!, { competitionId: id });
    const lessonsOfCourse = ['what-is-a-share', 'why-prices-move', 'risk-and-diversification', 'thinking-long-term'].map((slug) => ({ courseSlug: 'how-the-stock-market-works', slug, title: slug, dueReviews: 0, done: false }));

    const tooMuch = await placeCompetitionOrder(ada!, { competitionId: id, symbol: stock.symbol, side: 'buy', type: 'market', shares: 400, idempotencyKey: randomUUID() });
    expect(tooMuch.refusal?.key).toBe('orders.refusals.positionCap');
    const page = await getCompetitionPage(ada!, { competitionId: id });
    expect(lessonSuggestion(page.portfolio!, lessonsOfCourse, new Date())).toMatchObject({ reason: { kind: 'refused', code: 'positionCap' }, lesson: { slug: 'risk-and-diversification' }, action: 'lesson' });

    // Bought at 10, now 8.5: 15 % under the average cost.
    expect((await placeCompetitionOrder(ada!, { competitionId: id, symbol: stock.symbol, side: 'buy', type: 'market', shares: 100, idempotencyKey: randomUUID() })).outcome).toBe('filled');
    await getDb().update(stocks).set({ currentPrice: '8.5' }).where(eq(stocks.id, stock.id));
    const fallen = await getCompetitionPage(ada!, { competitionId: id });
    expect(lessonSuggestion(fallen.portfolio!, lessonsOfCourse, new Date())).toMatchObject({ reason: { kind: 'fell', symbol: stock.symbol, fallPct: 15 }, lesson: { slug: 'thinking-long-term' } });
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { answerEvents, courses, lessons, lessonTranslations, reviewCards } from '@/db/schema';
import { CURRICULUM } from '@/seed/curriculum';
import { seedCurriculum } from '@/seed/curriculum/seed-curriculum';
import { actorFor, createTestUser } from '../../../tests/factories';
import type { PublicBlock } from './answers';
import { getCoursePage, listCatalogue } from './queries';
import { answerQuestion, getLessonPage, getPlayerAttempt } from './take-lesson';

/*
 * A lesson in its reader's language and currency (decision 051), on the seeded curriculum: French and Arabic words
 * over the English source, amounts in the reader's currency, answers checked as the child saw the question.
 */

const moneyBasics = CURRICULUM.find((course) => course.slug === 'money-basics')!;
const whatIsMoney = moneyBasics.lessons.find((lesson) => lesson.slug === 'what-is-money')!;

async function child() {
  return actorFor(await createTestUser({ role: 'child' }));
}

function questionOf(blocks: PublicBlock[], id: string) {
  const block = blocks.find((each) => each.id === id);
  if (!block || block.type !== 'question') throw new Error(`no question ${id}`);
  return block.question as { prompt: string; unit?: string };
}

describe('a lesson in the reader’s language and currency', () => {
  it('reads the catalogue, a course and a lesson in French with euros, and checks a money answer in euros', async () => {
    await seedCurriculum(getDb());
    const actor = await child();
    const catalogue = await listCatalogue({}, 'fr');
    expect(catalogue.map((card) => card.title)).toContain(moneyBasics.title.fr);
    const course = await getCoursePage(actor, 'money-basics', 'fr');
    expect(course?.course.lessons[0]?.title).toBe(whatIsMoney.title.fr);

    const reader = { locale: 'fr', currency: 'EUR' } as const;
    const page = await getLessonPage(actor, 'money-basics', 'what-is-money', reader);
    expect(page?.lesson).toMatchObject({ title: whatIsMoney.title.fr, courseTitle: moneyBasics.title.fr, language: 'own' });
    const money = questionOf(page!.lesson.blocks, 'q4');
    expect(money.prompt).toContain('2\u00a0€');
    expect(money.unit).toBe('€');
    const wrong = await answerQuestion(actor, page!.attempt, 'q4', 800, undefined, reader);
    expect(wrong.correct).toBe(false);
    const right = await answerQuestion(actor, page!.attempt, 'q4', 8, undefined, reader);
    expect(right).toMatchObject({ correct: true, answer: 8 });
    expect(right.explanation).toMatch(/€/);
  });

  it('asks the same money question in yen at a pocket-money scale, in Arabic', async () => {
    await seedCurriculum(getDb());
    const actor = await child();
    const reader = { locale: 'ar', currency: 'JPY' } as const;
    const page = await getLessonPage(actor, 'money-basics', 'what-is-money', reader);
    const money = questionOf(page!.lesson.blocks, 'q4');
    expect(money.prompt).toMatch(/[\u0600-\u06FF]/);
    expect(money.prompt).toContain('200');
    const result = await answerQuestion(actor, page!.attempt, 'q4', 800, undefined, reader);
    expect(result).toMatchObject({ correct: true, answer: 800 });
    expect(result.explanation).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows English, and says so, where a translation is missing or its English changed since', async () => {
    await seedCurriculum(getDb());
    const actor = await child();
    const [lesson] = await getDb()
      .select({ id: lessons.id, blocks: lessons.blocks })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(courses.slug, 'money-basics'), eq(lessons.slug, 'needs-and-wants')));
    // An admin changes the English of one block after the French was written: that block is shown in English.
    const changed = lesson!.blocks.map((block) => (block.type === 'text' && block.id === 'intro' ? { ...block, markdown: 'Needs come first. Wants can wait.' } : block));
    await getDb().update(lessons).set({ blocks: changed }).where(eq(lessons.id, lesson!.id));
    const french = await getLessonPage(actor, 'money-basics', 'needs-and-wants', { locale: 'fr', currency: 'EUR' });
    expect(french?.lesson.language).toBe('partly-english');
    expect(french?.lesson.blocks.find((block) => block.id === 'intro')).toMatchObject({ markdown: 'Needs come first. Wants can wait.' });
    expect(french?.lesson.title).toBe(moneyBasics.lessons.find((each) => each.slug === 'needs-and-wants')!.title.fr);
    // Without its Arabic translation, the lesson is all English and says so.
    await getDb().delete(lessonTranslations).where(and(eq(lessonTranslations.lessonId, lesson!.id), eq(lessonTranslations.locale, 'ar')));
    const arabic = await getLessonPage(actor, 'money-basics', 'needs-and-wants', { locale: 'ar', currency: 'EUR' });
    expect(arabic?.lesson).toMatchObject({ language: 'english', title: lesson ? expect.any(String) : '' });
    expect(arabic?.lesson.blocks.find((block) => block.id === 'intro')).toMatchObject({ markdown: 'Needs come first. Wants can wait.' });
  });

  it('records each finished question for mastery, with its skill, and schedules it for review', async () => {
    await seedCurriculum(getDb());
    const actor = await child();
    const page = await getLessonPage(actor, 'money-basics', 'what-is-money', { locale: 'en', currency: 'USD' });
    const attempt = await getPlayerAttempt(actor, page!.attempt.lessonId);
    // q1 right at once; q3 wrong twice (finished, missed); q4 wrong then right.
    await answerQuestion(actor, attempt, 'q1', 'a');
    await answerQuestion(actor, attempt, 'q3', true);
    await answerQuestion(actor, attempt, 'q3', true);
    await answerQuestion(actor, attempt, 'q4', 7);
    await answerQuestion(actor, attempt, 'q4', 8);
    const events = await getDb()
      .select({ blockId: answerEvents.blockId, skill: answerEvents.skill, correct: answerEvents.correct, source: answerEvents.source })
      .from(answerEvents)
      .where(eq(answerEvents.userId, actor.id))
      .orderBy(asc(answerEvents.id));
    const skillOf = (id: string) => {
      const block = whatIsMoney.blocks.find((each) => each.id === id);
      return block?.type === 'question' ? block.question.skill : null;
    };
    expect(events).toEqual([
      { blockId: 'q1', skill: skillOf('q1'), correct: true, source: 'lesson' },
      { blockId: 'q3', skill: skillOf('q3'), correct: false, source: 'lesson' },
      { blockId: 'q4', skill: skillOf('q4'), correct: false, source: 'lesson' },
    ]);
    expect(events.every((event) => event.skill)).toBe(true);
    const cards = await getDb().select().from(reviewCards).where(eq(reviewCards.userId, actor.id)).orderBy(asc(reviewCards.blockId));
    expect(cards.map((card) => card.blockId)).toEqual(['q1', 'q3', 'q4']);
    const days = (card: (typeof cards)[number]) => Math.round((card.due.getTime() - card.lastReview!.getTime()) / 86_400_000);
    // A missed question comes back the next day; one right at once later than one right after a miss.
    expect(days(cards[1]!)).toBe(1);
    expect(days(cards[0]!)).toBeGreaterThan(days(cards[2]!));
  });
});

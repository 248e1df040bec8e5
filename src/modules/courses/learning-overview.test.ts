import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedDatabase } from '@/seed/seed';
import { SEED_COURSES } from '@/seed/seed-content';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { revealedAnswer } from './answers';
import { getLearningOverview } from './learning-overview';
import { getLessonForPlayer } from './queries';
import { answerQuestion, completeLesson, getPlayerAttempt } from './take-lesson';

describe("a child's learning overview (/lessons, dashboard)", () => {
  it('offers the first lesson, then continues an unfinished one, then moves on after a completion', async () => {
    await seedDatabase(getDb());
    const actor = await actorFor(await createTestUser({ role: 'child' }));
    const [first, second] = SEED_COURSES[0]!.lessons;
    let overview = await getLearningOverview(actor);
    expect(overview).toMatchObject({ lessonsCompleted: 0, continueLesson: null, nextUp: { slug: first!.slug }, level: { level: 1, xp: 0 } });
    expect(overview.featured.map((lesson) => lesson.slug)).toEqual(SEED_COURSES.filter((course) => course.featured).map((course) => course.lessons[0]!.slug));

    const lesson = await getLessonForPlayer(SEED_COURSES[0]!.slug, first!.slug);
    // Opening the lesson starts nothing (a GET never writes, decision 015); the first answer does.
    const attempt = await getPlayerAttempt(actor, lesson!.id);
    expect((await getLearningOverview(actor)).continueLesson).toBeNull();
    const questions = first!.blocks.flatMap((block) => (block.type === 'question' ? [block] : []));
    await answerQuestion(actor, attempt, questions[0]!.id, revealedAnswer(questions[0]!.question));
    overview = await getLearningOverview(actor);
    expect(overview.continueLesson?.slug).toBe(first!.slug);

    for (const block of questions.slice(1)) await answerQuestion(actor, attempt, block.id, revealedAnswer(block.question));
    const result = await completeLesson(actor, attempt);
    expect(result.perfect).toBe(true);
    overview = await getLearningOverview(actor);
    expect(overview).toMatchObject({ lessonsCompleted: 1, continueLesson: null, nextUp: { slug: second!.slug }, level: { xp: result.xp } });
  });

  it('is for children only', async () => {
    const tutor = await actorFor(await createTestUser({ role: 'tutor' }));
    expect((await appErrorOf(getLearningOverview(tutor))).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { courses, lessons } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import { answerQuestion, completeLesson, getLessonPage } from '@/modules/courses';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { setLessonPublished } from './set-lesson-published';

const BLOCKS: Block[] = [
  { id: 'intro', type: 'text', markdown: 'Saving means keeping money for later.' },
  { id: 'q1', type: 'question', question: { kind: 'true-false', prompt: 'Is saving keeping money for later?', explanation: 'Yes.', correct: true } },
  { id: 'q2', type: 'question', question: { kind: 'number', prompt: '5 coins a week: how many weeks to 35?', explanation: '35 ÷ 5 = 7.', correct: 7, tolerance: 0 } },
];

/*
 * The lesson page and the player's answers read a published lesson from memory after its first read (decision 019):
 * an editor's change must still reach the very next page and answer.
 */
describe('lessons kept in memory', () => {
  it("the editor's unpublish reaches the next page and the next answer, and republishing brings them back", async () => {
    const child = await actorFor(await createTestUser({ role: 'child' }));
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    const [course] = await getDb()
      .insert(courses)
      .values({ slug: `kept-${Date.now()}`, title: 'T', summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: true })
      .returning();
    const [lesson] = await getDb().insert(lessons).values({ courseId: course!.id, slug: 'l1', title: 'L', xpReward: 20, published: true, blocks: BLOCKS }).returning();
    const lessonId = lesson!.id;
    // Read once: the page and the answers now come from memory.
    const page = await getLessonPage(child, course!.slug, 'l1');
    expect((await answerQuestion(child, page!.attempt, 'q1', true)).correct).toBe(true);

    await setLessonPublished(admin, { lessonId }, false);
    expect(await getLessonPage(child, course!.slug, 'l1')).toBeNull();
    expect(await appErrorOf(answerQuestion(child, page!.attempt, 'q2', 7))).toMatchObject({ status: 404, message: 'errors.lessonNotFound' });
    expect(await appErrorOf(completeLesson(child, page!.attempt))).toMatchObject({ status: 404 });

    await setLessonPublished(admin, { lessonId }, true);
    expect((await getLessonPage(child, course!.slug, 'l1'))!.attempt.attemptId).toBe(page!.attempt.attemptId);
    expect((await answerQuestion(child, page!.attempt, 'q2', 7)).correct).toBe(true);
    expect((await completeLesson(child, page!.attempt)).correct).toBe(2);
  });
});

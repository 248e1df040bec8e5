import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { publicContentChanged } from '@/server/shared-cache';
import { courses } from '@/db/schema';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { seedDatabase } from '@/seed/seed';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { revealedAnswer } from './answers';
import { getLearningOverview } from './learning-overview';
import { getCoursePage, getLessonForPlayer, listCatalogue } from './queries';
import { answerQuestion, completeLesson, getPlayerAttempt } from './take-lesson';

describe("a child's learning overview (/lessons, dashboard)", () => {
  it('offers the first lesson, then continues an unfinished one, then moves on after a completion', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    const actor = await actorFor(await createTestUser({ role: 'child' }));
    const [first, second] = ENGLISH_CURRICULUM[0]!.lessons;
    let overview = await getLearningOverview(actor);
    expect(overview).toMatchObject({ lessonsCompleted: 0, continueLesson: null, nextUp: { slug: first!.slug }, level: { level: 1, xp: 0 } });
    expect(overview.featured.map((lesson) => lesson.slug)).toEqual(ENGLISH_CURRICULUM.filter((course) => course.featured).map((course) => course.lessons[0]!.slug));

    const lesson = await getLessonForPlayer(ENGLISH_CURRICULUM[0]!.slug, first!.slug);
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

describe('the catalogue and course pages (decision 015: one query each, null is a 404)', () => {
  it('a course page is null for an unknown or unpublished slug; it shows published lessons only', async () => {
    const { courseSlug, courseId } = await createCourse({ lessons: 2, unpublishedLessons: 1 });
    expect(await getCoursePage(null, 'no-such-course')).toBeNull();
    const page = await getCoursePage(null, courseSlug);
    expect(page).toMatchObject({ viewer: 'guest', thumbnail: null, course: { slug: courseSlug } });
    expect(page!.course.lessons.map((lesson) => lesson.slug)).toEqual(['lesson-1', 'lesson-2']);
    await getDb().update(courses).set({ published: false }).where(eq(courses.id, courseId));
    // Kept in memory until an edit says it changed (decision 019), as the course editor's actions do after saving.
    expect(await getCoursePage(null, courseSlug)).not.toBeNull();
    publicContentChanged();
    expect(await getCoursePage(null, courseSlug)).toBeNull();
    expect((await listCatalogue({})).map((card) => card.slug)).not.toContain(courseSlug);
  });

  it("a child sees their own progress; another role sees the lessons without anyone's progress", async () => {
    const { courseSlug, lessonIds } = await createCourse({ lessons: 2 });
    const kid = await actorFor(await createTestUser({ role: 'child' }));
    await finishLesson(kid, lessonIds[0]!);
    const mine = await getCoursePage(kid, courseSlug);
    expect(mine?.viewer).toBe('child');
    expect(mine!.course.lessons.map((lesson) => lesson.completed)).toEqual([true, false]);
    // Someone else's completion is not the child's.
    const other = await actorFor(await createTestUser({ role: 'child' }));
    expect((await getCoursePage(other, courseSlug))!.course.lessons.map((lesson) => lesson.completed)).toEqual([false, false]);
    const parent = await getCoursePage(await actorFor(await createTestUser({ role: 'parent' })), courseSlug);
    expect(parent?.viewer).toBe('member');
    expect(parent!.course.lessons.every((lesson) => !lesson.completed)).toBe(true);
  });

  it('the catalogue and the course page show each course’s thumbnail, at the address the file store serves it', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    const seeded = new Set(ENGLISH_CURRICULUM.map((course) => course.slug));
    const cards = (await listCatalogue({})).filter((card) => seeded.has(card.slug));
    expect(cards).toHaveLength(seeded.size);
    for (const card of cards) {
      expect(card.thumbnail).toMatchObject({ src: `/files/thumbnails/${card.slug}.webp`, width: 800, height: 450 });
      expect((await getCoursePage(null, card.slug))!.thumbnail).toEqual(card.thumbnail);
    }
  });
});

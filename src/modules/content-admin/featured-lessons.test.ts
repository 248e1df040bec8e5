import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, lessons } from '@/db/schema';
import { listFeaturedLessons } from '@/modules/courses';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getFeaturedLessonsPage } from './queries';
import { saveFeaturedLessons } from './save-featured-lessons';

let counter = 0;

/** A published course with `count` lessons (published unless told otherwise); returns the lesson ids. */
async function courseWithLessons(count: number, options: { published?: boolean; coursePublished?: boolean } = {}): Promise<number[]> {
  counter += 1;
  const [course] = await getDb()
    .insert(courses)
    .values({ slug: `featured-${counter}-${Date.now()}`, title: `Course ${counter}`, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving', published: options.coursePublished ?? true })
    .returning();
  const rows = await getDb()
    .insert(lessons)
    .values(Array.from({ length: count }, (_, index) => ({ courseId: course!.id, slug: `l${index}`, title: `Lesson ${counter}.${index}`, position: index, published: options.published ?? true })))
    .returning({ id: lessons.id });
  return rows.map((row) => row.id);
}

async function featuredInOrder(): Promise<{ id: number; featuredPosition: number | null }[]> {
  return getDb().select({ id: lessons.id, featuredPosition: lessons.featuredPosition }).from(lessons).where(isNotNull(lessons.featuredPosition)).orderBy(asc(lessons.featuredPosition));
}

async function admin() {
  return actorFor(await createTestUser({ role: 'admin' }));
}

describe('featured lessons', () => {
  it('saves the whole order at once: positions 1..n, everything else cleared, audited; the child page follows it', async () => {
    const actor = await admin();
    const [a, b, c, d] = await courseWithLessons(4);
    await saveFeaturedLessons(actor, { lessonIds: `${c},${a},${d}` });
    expect(await featuredInOrder()).toEqual([
      { id: c, featuredPosition: 1 },
      { id: a, featuredPosition: 2 },
      { id: d, featuredPosition: 3 },
    ]);
    expect((await listFeaturedLessons()).map((lesson) => lesson.title)).toEqual([`Lesson ${counter}.2`, `Lesson ${counter}.0`, `Lesson ${counter}.3`]);

    await saveFeaturedLessons(actor, { lessonIds: [b!, c!] });
    expect(await featuredInOrder()).toEqual([
      { id: b, featuredPosition: 1 },
      { id: c, featuredPosition: 2 },
    ]);
    const [, last] = await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'featured_lessons_update')).orderBy(asc(auditLogs.id));
    expect(last).toMatchObject({ performedBy: actor.email, component: 'content', details: { before: [c, a, d], after: [b, c] } });

    // The same list again changes nothing and is not audited twice.
    expect(await saveFeaturedLessons(actor, { lessonIds: [b!, c!] })).toEqual({ changed: false });
    expect(await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'featured_lessons_update'))).toHaveLength(2);

    const editor = await getFeaturedLessonsPage(actor);
    expect(editor.featured.map((lesson) => lesson.id)).toEqual([b, c]);
    expect(editor.courses.flatMap((course) => course.lessons.map((lesson) => lesson.id))).toEqual(expect.arrayContaining([a, b, c, d]));

    await saveFeaturedLessons(actor, { lessonIds: '' });
    expect(await featuredInOrder()).toEqual([]);
  });

  it('refuses more than 12 lessons, duplicates, unknown and unpublished lessons, leaving the list as it was', async () => {
    const actor = await admin();
    const ids = await courseWithLessons(13);
    await saveFeaturedLessons(actor, { lessonIds: ids.slice(0, 2) });
    expect(await appErrorOf(saveFeaturedLessons(actor, { lessonIds: ids }))).toMatchObject({ status: 400, message: 'featuredLessons.errors.tooMany' });
    await saveFeaturedLessons(actor, { lessonIds: ids.slice(0, 12) });
    expect(await featuredInOrder()).toHaveLength(12);

    expect(await appErrorOf(saveFeaturedLessons(actor, { lessonIds: [ids[0]!, ids[0]!] }))).toMatchObject({ status: 400, message: 'featuredLessons.errors.duplicate' });
    expect(await appErrorOf(saveFeaturedLessons(actor, { lessonIds: [ids[0]!, 999_999] }))).toMatchObject({ status: 404, message: 'featuredLessons.errors.lessonNotFound' });
    expect((await appErrorOf(saveFeaturedLessons(actor, { lessonIds: 'abc' }))).status).toBe(400);

    const [draft] = await courseWithLessons(1, { published: false });
    expect(await appErrorOf(saveFeaturedLessons(actor, { lessonIds: [ids[0]!, draft!] }))).toMatchObject({ status: 409, message: 'featuredLessons.errors.notPublished' });
    expect((await featuredInOrder()).map((row) => row.id)).toEqual(ids.slice(0, 12));
    expect((await getFeaturedLessonsPage(actor)).courses.flatMap((course) => course.lessons.map((lesson) => lesson.id))).not.toContain(draft);
  });

  it('a lesson of a draft course can be featured but children see it only once the course is published', async () => {
    const actor = await admin();
    const [hidden] = await courseWithLessons(1, { coursePublished: false });
    const [shown] = await courseWithLessons(1);
    await saveFeaturedLessons(actor, { lessonIds: [hidden!, shown!] });
    expect((await listFeaturedLessons()).map((lesson) => lesson.title)).toEqual([`Lesson ${counter}.0`]);
    expect((await getFeaturedLessonsPage(actor)).featured).toMatchObject([{ id: hidden, coursePublished: false }, { id: shown, coursePublished: true }]);
  });

  it('refuses non-admins (403)', async () => {
    const [lesson] = await courseWithLessons(1);
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(saveFeaturedLessons(actor, { lessonIds: [lesson!] }))).status).toBe(403);
      expect((await appErrorOf(getFeaturedLessonsPage(actor))).status).toBe(403);
    }
    const [row] = await getDb().select({ featuredPosition: lessons.featuredPosition }).from(lessons).where(and(eq(lessons.id, lesson!)));
    expect(row?.featuredPosition).toBeNull();
  });
});

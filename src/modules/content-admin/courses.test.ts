import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, lessons, storedFiles } from '@/db/schema';
import { listCatalogue } from '@/modules/courses';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { createCourse } from './create-course';
import { moveCourse } from './move-course';
import { getCourseEditorPage, getCourseForEditor, getCourseListPage, listCoursesForEditor } from './queries';
import { setCoursePublished } from './set-course-published';
import { updateCourse } from './update-course';

let counter = 0;
function uniqueSlug(prefix = 'course'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}`;
}

async function admin() {
  return actorFor(await createTestUser({ role: 'admin' }));
}

/** The form's fields, as strings, the way the browser sends them. */
function courseForm(overrides: Record<string, string> = {}) {
  return { title: 'Pocket money', slug: uniqueSlug(), summary: 'What to do with it', description: 'Some **Markdown**.', subject: 'saving', ageBand: '7-9', thumbnailPath: '', ...overrides };
}

async function auditEntries(actionType: string, entityId: string) {
  return getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.actionType, actionType), eq(auditLogs.entityId, entityId)));
}

async function addLesson(courseId: number, published: boolean) {
  counter += 1;
  const [lesson] = await getDb().insert(lessons).values({ courseId, slug: `lesson-${counter}`, title: `Lesson ${counter}`, published }).returning();
  return lesson!;
}

async function courseRow(id: number) {
  const [row] = await getDb().select().from(courses).where(eq(courses.id, id));
  return row!;
}

describe('course editor: create and edit', () => {
  it('creates an unpublished course placed last, with every field, and audits it', async () => {
    const actor = await admin();
    const before = await listCoursesForEditor(actor);
    const slug = uniqueSlug('money');
    const created = await createCourse(actor, courseForm({ slug, title: '  Money basics  ', featured: 'on' }));
    const row = await courseRow(created.id);
    expect(row).toMatchObject({ slug, title: 'Money basics', summary: 'What to do with it', subject: 'saving', ageBand: '7-9', thumbnailPath: null, published: false, featured: true });
    const list = await listCoursesForEditor(actor);
    expect(list).toHaveLength(before.length + 1);
    expect(list.at(-1)).toMatchObject({ id: created.id, publishedLessons: 0, totalLessons: 0, published: false });
    const [entry] = await auditEntries('course_create', String(created.id));
    expect(entry).toMatchObject({ performedBy: actor.email, component: 'content' });
    expect(entry?.details).toMatchObject({ after: { slug, title: 'Money basics' } });
  });

  it('refuses a duplicate slug (409), a bad slug (400) and over-long fields (400), writing nothing', async () => {
    const actor = await admin();
    const slug = uniqueSlug();
    await createCourse(actor, courseForm({ slug }));
    expect(await appErrorOf(createCourse(actor, courseForm({ slug })))).toMatchObject({ status: 409, message: 'courseEditor.errors.slugTaken', fieldErrors: { slug: 'courseEditor.errors.slugTaken' } });
    for (const bad of ['Money-Basics', 'money basics', '-money', 'money--basics', 'money_basics', 'é', '']) {
      const error = await appErrorOf(createCourse(actor, courseForm({ slug: bad })));
      expect(error.status).toBe(400);
      expect(error.fieldErrors?.slug).toMatch(/^courseEditor\.errors\.slug(Invalid|Required)$/);
    }
    expect((await appErrorOf(createCourse(actor, courseForm({ title: 'x'.repeat(121) })))).fieldErrors).toEqual({ title: 'courseEditor.errors.titleTooLong' });
    expect((await appErrorOf(createCourse(actor, courseForm({ summary: 'x'.repeat(301) })))).fieldErrors).toEqual({ summary: 'courseEditor.errors.summaryTooLong' });
    expect((await appErrorOf(createCourse(actor, courseForm({ description: 'x'.repeat(5001) })))).fieldErrors).toEqual({ description: 'courseEditor.errors.descriptionTooLong' });
    expect((await appErrorOf(createCourse(actor, courseForm({ subject: 'astrology' })))).status).toBe(400);
    expect((await appErrorOf(createCourse(actor, courseForm({ thumbnailPath: 'thumbnails/missing.webp' })))).fieldErrors).toEqual({ thumbnailPath: 'courseEditor.errors.thumbnailNotFound' });
    expect(await getDb().select().from(courses).where(eq(courses.title, 'x'.repeat(121)))).toEqual([]);
  });

  it('edits a course: only changed fields are written and audited, slug clashes are refused, unknown courses are 404', async () => {
    const actor = await admin();
    const [file] = await getDb()
      .insert(storedFiles)
      .values({ fullPath: `thumbnails/${uniqueSlug('pic')}.webp`, bucket: 'thumbnails', name: 'pic.webp', generation: 1n, size: 10, contentType: 'image/webp', md5Hash: 'x', width: 640, height: 360 })
      .returning();
    const other = await createCourse(actor, courseForm());
    const course = await createCourse(actor, courseForm({ title: 'Old title' }));
    const newSlug = uniqueSlug('renamed');
    const result = await updateCourse(actor, { ...courseForm({ slug: newSlug, title: 'New title', ageBand: '10-12', thumbnailPath: file!.fullPath }), courseId: String(course.id) });
    expect(result).toMatchObject({ slug: newSlug, changed: true });
    expect(await getCourseForEditor(actor, course.id)).toMatchObject({ slug: newSlug, title: 'New title', ageBand: '10-12', thumbnailPath: file!.fullPath, featured: false });
    const [entry] = await auditEntries('course_update', String(course.id));
    expect(entry?.details).toEqual({
      before: { title: 'Old title', slug: course.slug, ageBand: '7-9', thumbnailPath: null },
      after: { title: 'New title', slug: newSlug, ageBand: '10-12', thumbnailPath: file!.fullPath },
    });

    // Saving the same values again changes nothing and writes no second entry.
    expect(await updateCourse(actor, { ...courseForm({ slug: newSlug, title: 'New title', ageBand: '10-12', thumbnailPath: file!.fullPath }), courseId: course.id })).toMatchObject({ changed: false });
    expect(await auditEntries('course_update', String(course.id))).toHaveLength(1);

    const otherSlug = (await courseRow(other.id)).slug;
    expect(await appErrorOf(updateCourse(actor, { ...courseForm({ slug: otherSlug }), courseId: course.id }))).toMatchObject({ status: 409, message: 'courseEditor.errors.slugTaken' });
    expect((await appErrorOf(updateCourse(actor, { ...courseForm(), courseId: 999_999 }))).status).toBe(404);
    expect(await getCourseForEditor(actor, 999_999)).toBeNull();
  });
});

describe('course editor: order and publishing', () => {
  it('moves a course up and down by swapping places with its neighbour, audited; the ends refuse', async () => {
    const actor = await admin();
    const a = await createCourse(actor, courseForm());
    const b = await createCourse(actor, courseForm());
    const c = await createCourse(actor, courseForm());
    const order = async () => (await listCoursesForEditor(actor)).map((row) => row.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(await order()).toEqual([a.id, b.id, c.id]);
    await moveCourse(actor, { courseId: String(c.id), direction: 'up' });
    expect(await order()).toEqual([a.id, c.id, b.id]);
    await moveCourse(actor, { courseId: a.id, direction: 'down' });
    expect(await order()).toEqual([c.id, a.id, b.id]);
    const [entry] = await auditEntries('course_reorder', String(a.id));
    expect(entry?.details).toMatchObject({ direction: 'down', before: { [a.slug]: expect.any(Number), [c.slug]: expect.any(Number) } });

    const all = await getDb().select({ id: courses.id }).from(courses).orderBy(asc(courses.position), asc(courses.id));
    expect(await appErrorOf(moveCourse(actor, { courseId: all[0]!.id, direction: 'up' }))).toMatchObject({ status: 409, message: 'courseEditor.errors.cannotMove' });
    expect(await appErrorOf(moveCourse(actor, { courseId: all.at(-1)!.id, direction: 'down' }))).toMatchObject({ status: 409 });
    expect((await appErrorOf(moveCourse(actor, { courseId: 999_999, direction: 'up' }))).status).toBe(404);
    expect((await appErrorOf(moveCourse(actor, { courseId: a.id, direction: 'sideways' }))).status).toBe(400);
  });

  it('moves courses that share a position (positions are rewritten in order)', async () => {
    const actor = await admin();
    const x = await createCourse(actor, courseForm());
    const y = await createCourse(actor, courseForm());
    await getDb().update(courses).set({ position: 500 }).where(eq(courses.id, x.id));
    await getDb().update(courses).set({ position: 500 }).where(eq(courses.id, y.id));
    await moveCourse(actor, { courseId: y.id, direction: 'up' });
    const ids = (await listCoursesForEditor(actor)).map((row) => row.id);
    expect(ids.indexOf(y.id)).toBeLessThan(ids.indexOf(x.id));
  });

  it('refuses to publish a course without a published lesson (409); publishes and unpublishes it, audited, as the catalogue shows', async () => {
    const actor = await admin();
    const course = await createCourse(actor, courseForm());
    expect(await appErrorOf(setCoursePublished(actor, { courseId: course.id, published: true }))).toMatchObject({ status: 409, message: 'courseEditor.errors.noPublishedLessons' });
    await addLesson(course.id, false);
    expect((await appErrorOf(setCoursePublished(actor, { courseId: course.id, published: true }))).status).toBe(409);
    expect((await courseRow(course.id)).published).toBe(false);

    await addLesson(course.id, true);
    expect(await setCoursePublished(actor, { courseId: course.id, published: true })).toEqual({ slug: course.slug, changed: true });
    expect((await listCatalogue({})).map((card) => card.slug)).toContain(course.slug);
    expect((await listCoursesForEditor(actor)).find((row) => row.id === course.id)).toMatchObject({ published: true, publishedLessons: 1, totalLessons: 2 });
    // A double click publishes once.
    expect(await setCoursePublished(actor, { courseId: course.id, published: 'on' })).toMatchObject({ changed: false });
    expect(await auditEntries('course_publish', String(course.id))).toHaveLength(1);

    await setCoursePublished(actor, { courseId: course.id, published: false });
    expect((await listCatalogue({})).map((card) => card.slug)).not.toContain(course.slug);
    const [entry] = await auditEntries('course_unpublish', String(course.id));
    expect(entry?.details).toEqual({ before: { published: true }, after: { published: false } });
    expect((await appErrorOf(setCoursePublished(actor, { courseId: 999_999, published: true }))).status).toBe(404);
  });

  it('refuses every course editor function to non-admins (403) and changes nothing', async () => {
    const owner = await admin();
    const course = await createCourse(owner, courseForm());
    await addLesson(course.id, true);
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(createCourse(actor, courseForm()))).status).toBe(403);
      expect((await appErrorOf(updateCourse(actor, { ...courseForm({ title: 'Hacked' }), courseId: course.id }))).status).toBe(403);
      expect((await appErrorOf(moveCourse(actor, { courseId: course.id, direction: 'up' }))).status).toBe(403);
      expect((await appErrorOf(setCoursePublished(actor, { courseId: course.id, published: true }))).status).toBe(403);
      expect((await appErrorOf(listCoursesForEditor(actor))).status).toBe(403);
      expect((await appErrorOf(getCourseForEditor(actor, course.id))).status).toBe(403);
    }
    expect(await courseRow(course.id)).toMatchObject({ title: 'Pocket money', published: false });
  });
});

describe('course editor pages (one query each)', () => {
  it('the edit page reads the course with its published lessons and the thumbnails; an unknown course is null (the page 404s)', async () => {
    const actor = await admin();
    const course = await createCourse(actor, courseForm({ title: 'Page course' }));
    await addLesson(course.id, true);
    await addLesson(course.id, false);
    const [thumbnail] = await getDb()
      .insert(storedFiles)
      .values({ fullPath: `thumbnails/${uniqueSlug('page')}.webp`, bucket: 'thumbnails', name: 'page.webp', generation: 1n, size: 10, contentType: 'image/webp', md5Hash: 'x', width: 640, height: 360 })
      .returning();

    const page = await getCourseEditorPage(actor, course.id);
    expect(page?.course).toMatchObject({ id: course.id, title: 'Page course', published: false, publishedLessons: 1 });
    expect(page?.thumbnails).toContainEqual(expect.objectContaining({ fullPath: thumbnail!.fullPath }));
    // /admin/courseeditor/new: no course, the same thumbnails.
    const blank = await getCourseEditorPage(actor);
    expect(blank.course).toBeNull();
    expect(blank.thumbnails).toContainEqual(expect.objectContaining({ fullPath: thumbnail!.fullPath }));

    expect(await getCourseEditorPage(actor, 999_999)).toBeNull();
    const { courses: rows } = await getCourseListPage(actor);
    expect(rows.find((row) => row.id === course.id)).toMatchObject({ publishedLessons: 1, totalLessons: 2, published: false });
  });

  it('refuses both pages to non-admins (403), even for an unknown course', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(getCourseListPage(actor))).status).toBe(403);
      expect((await appErrorOf(getCourseEditorPage(actor))).status).toBe(403);
      expect((await appErrorOf(getCourseEditorPage(actor, 999_999))).status).toBe(403);
    }
  });
});

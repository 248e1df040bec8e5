import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, lessons } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { parseCsv } from '@/lib/csv';
import { exportLessonsCsv } from './export-lessons';
import { ImportRefusedError, importLessonsCsv } from './import-lessons';
import { LessonsNotPublishableError, PublishRefusedError } from './lesson-rules';
import { getLessonTablePage, listLessonTable } from './queries';
import { setLessonsPublished } from './set-lesson-published';
import { updateLessonRow } from './update-lesson-row';

let admin: Actor;
let child: Actor;
let tutor: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
  child = await actorFor(await createTestUser({ role: 'child' }));
  tutor = await actorFor(await createTestUser({ role: 'tutor' }));
});

const COMPLETE: Block[] = [
  { id: 'intro', type: 'text', markdown: 'Saving is keeping money for later.' },
  { id: 'q1', type: 'question', question: { kind: 'true-false', prompt: 'Is saving keeping money?', explanation: 'Yes.', correct: true } },
];
/** A draft the editor may save but not publish: its question has no answer. */
const UNFINISHED = [{ id: 'q1', type: 'question', question: { kind: 'single', prompt: 'Which?', explanation: 'This.', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] } }] as unknown as Block[];

async function createCourse(title = 'Course'): Promise<{ id: number; slug: string; title: string }> {
  const slug = `course-${randomBytes(4).toString('hex')}`;
  const [course] = await getDb().insert(courses).values({ slug, title, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving' }).returning();
  return { id: course!.id, slug, title };
}

async function addLesson(courseId: number, values: Partial<typeof lessons.$inferInsert> & { slug: string }) {
  const [lesson] = await getDb()
    .insert(lessons)
    .values({ courseId, title: values.slug, blocks: COMPLETE, ...values })
    .returning();
  return lesson!;
}

async function lessonRow(id: number) {
  const [row] = await getDb().select().from(lessons).where(eq(lessons.id, id));
  return row!;
}

async function courseLessons(courseId: number) {
  return getDb().select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.id));
}

async function auditEntries(actionType: string) {
  return getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, actionType), eq(auditLogs.component, 'content'))).orderBy(asc(auditLogs.id));
}

const HEADER = 'id,course_slug,slug,title,position,xp_reward,estimated_minutes,published';
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('updateLessonRow (inline editing)', () => {
  it('saves title, order, XP, minutes and published, and audits what changed', async () => {
    const course = await createCourse();
    const lesson = await addLesson(course.id, { slug: 'row', title: 'Old', position: 1, xpReward: 10, estimatedMinutes: 5 });
    await expect(
      updateLessonRow(admin, { lessonId: String(lesson.id), title: ' New ', courseId: String(course.id), position: '4', xpReward: '30', estimatedMinutes: '7', published: 'on' }),
    ).resolves.toEqual({ changed: true });
    expect(await lessonRow(lesson.id)).toMatchObject({ title: 'New', position: 4, xpReward: 30, estimatedMinutes: 7, published: true });
    const [update] = (await auditEntries('lesson_update')).filter((entry) => entry.entityId === String(lesson.id));
    expect(update!.details).toEqual({ fields: { before: { title: 'Old', position: 1, xpReward: 10, estimatedMinutes: 5 }, after: { title: 'New', position: 4, xpReward: 30, estimatedMinutes: 7 } } });
    expect((await auditEntries('lesson_publish')).filter((entry) => entry.entityId === String(lesson.id))).toHaveLength(1);

    // The same values again: nothing to write, nothing audited.
    const count = (await auditEntries('lesson_update')).length;
    await expect(updateLessonRow(admin, { lessonId: lesson.id, title: 'New', courseId: course.id, position: 4, xpReward: 30, estimatedMinutes: 7, published: true })).resolves.toEqual({ changed: false });
    expect(await auditEntries('lesson_update')).toHaveLength(count);
  });

  it('validates each cell (XP -1 → 400) and writes nothing', async () => {
    const course = await createCourse();
    const lesson = await addLesson(course.id, { slug: 'row', xpReward: 10 });
    const base = { lessonId: lesson.id, title: 'T', courseId: course.id, position: 0, xpReward: 10, estimatedMinutes: 5 };
    expect(await appErrorOf(updateLessonRow(admin, { ...base, xpReward: '-1' }))).toMatchObject({ status: 400, message: 'lessonEditor.errors.xpRange', fieldErrors: { xpReward: 'lessonEditor.errors.xpRange' } });
    expect(await appErrorOf(updateLessonRow(admin, { ...base, xpReward: '' }))).toMatchObject({ status: 400, fieldErrors: { xpReward: 'lessonEditor.errors.xpRange' } });
    expect(await appErrorOf(updateLessonRow(admin, { ...base, estimatedMinutes: '61' }))).toMatchObject({ fieldErrors: { estimatedMinutes: 'lessonEditor.errors.minutesRange' } });
    expect(await appErrorOf(updateLessonRow(admin, { ...base, position: '1.5' }))).toMatchObject({ fieldErrors: { position: 'lessonEditor.errors.positionRange' } });
    expect(await appErrorOf(updateLessonRow(admin, { ...base, title: '' }))).toMatchObject({ fieldErrors: { title: 'lessonEditor.errors.titleRequired' } });
    expect(await appErrorOf(updateLessonRow(admin, { ...base, courseId: 999_999 }))).toMatchObject({ status: 404 });
    expect(await appErrorOf(updateLessonRow(admin, { ...base, lessonId: 999_999 }))).toMatchObject({ status: 404 });
    expect(await lessonRow(lesson.id)).toMatchObject({ title: 'row', xpReward: 10, estimatedMinutes: 5, position: 0 });
  });

  it('moves a lesson to another course (audited), unless its slug is taken there (409)', async () => {
    const from = await createCourse();
    const to = await createCourse();
    const lesson = await addLesson(from.id, { slug: 'movable', title: 'Movable', position: 2 });
    await addLesson(to.id, { slug: 'clash' });
    const clash = await addLesson(from.id, { slug: 'clash' });
    await updateLessonRow(admin, { lessonId: lesson.id, title: 'Movable', courseId: to.id, position: 7, xpReward: 10, estimatedMinutes: 5 });
    expect(await lessonRow(lesson.id)).toMatchObject({ courseId: to.id, position: 7, slug: 'movable' });
    const [entry] = (await auditEntries('lesson_update')).filter((row) => row.entityId === String(lesson.id));
    expect(entry!.details).toMatchObject({ course: { before: from.slug, after: to.slug }, fields: { before: { courseId: from.id, position: 2 }, after: { courseId: to.id, position: 7 } } });

    expect(await appErrorOf(updateLessonRow(admin, { lessonId: clash.id, title: 'clash', courseId: to.id, position: 0, xpReward: 10, estimatedMinutes: 5 }))).toMatchObject({
      status: 409,
      message: 'lessonEditor.errors.slugTaken',
    });
    expect((await lessonRow(clash.id)).courseId).toBe(from.id);
  });

  it('refuses to publish an unfinished lesson from the table', async () => {
    const course = await createCourse();
    const lesson = await addLesson(course.id, { slug: 'draft', blocks: UNFINISHED });
    const refusal = await appErrorOf(updateLessonRow(admin, { lessonId: lesson.id, title: 'draft', courseId: course.id, position: 0, xpReward: 10, estimatedMinutes: 5, published: 'on' }));
    expect(refusal).toBeInstanceOf(PublishRefusedError);
    expect((await lessonRow(lesson.id)).published).toBe(false);
  });
});

describe('setLessonsPublished (bulk)', () => {
  it('publishes none and lists every lesson that is not ready when one of them is not', async () => {
    const course = await createCourse('Bulk course');
    const ready = await addLesson(course.id, { slug: 'ready' });
    const notReady = await addLesson(course.id, { slug: 'not-ready', title: 'Not ready', blocks: UNFINISHED });
    const empty = await addLesson(course.id, { slug: 'empty', title: 'Empty', blocks: [] });
    const refusal = await appErrorOf(setLessonsPublished(admin, { ids: `${ready.id},${notReady.id},${empty.id}`, published: 'true' }));
    expect(refusal).toBeInstanceOf(LessonsNotPublishableError);
    expect(refusal).toMatchObject({ status: 409 });
    expect((refusal as LessonsNotPublishableError).lessons).toEqual([
      { id: notReady.id, title: 'Not ready', courseTitle: 'Bulk course' },
      { id: empty.id, title: 'Empty', courseTitle: 'Bulk course' },
    ]);
    expect((await courseLessons(course.id)).map((row) => row.published)).toEqual([false, false, false]);
  });

  it('publishes and unpublishes the selected lessons in one audited change', async () => {
    const course = await createCourse();
    const a = await addLesson(course.id, { slug: 'a' });
    const b = await addLesson(course.id, { slug: 'b', published: true });
    const untouched = await addLesson(course.id, { slug: 'c' });
    await expect(setLessonsPublished(admin, { ids: [a.id, b.id], published: true })).resolves.toEqual({ changed: 1 });
    expect((await courseLessons(course.id)).map((row) => [row.slug, row.published])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
    const published = (await auditEntries('lessons_bulk_publish')).at(-1)!;
    expect(published.details).toEqual({ changed: [{ id: a.id, lesson: `${course.slug}/a` }], unchanged: [b.id], after: { published: true } });

    await expect(setLessonsPublished(admin, { ids: `${a.id},${b.id}`, published: 'false' })).resolves.toEqual({ changed: 2 });
    expect((await courseLessons(course.id)).every((row) => !row.published)).toBe(true);
    expect((await auditEntries('lessons_bulk_unpublish')).at(-1)!.details).toMatchObject({ changed: [{ id: a.id }, { id: b.id }] });
    expect((await lessonRow(untouched.id)).published).toBe(false);
  });

  it('refuses an empty selection and unknown lessons', async () => {
    expect(await appErrorOf(setLessonsPublished(admin, { ids: '', published: true }))).toMatchObject({ status: 400, message: 'lessonTable.errors.noneSelected' });
    expect(await appErrorOf(setLessonsPublished(admin, { ids: '999999', published: true }))).toMatchObject({ status: 404 });
  });
});

describe('the lessons table query', () => {
  it('filters by course, published and text, and sorts on the server', async () => {
    const course = await createCourse();
    await addLesson(course.id, { slug: 'banana', title: 'Banana', xpReward: 30, position: 2 });
    await addLesson(course.id, { slug: 'apple', title: 'Apple', xpReward: 10, position: 1, published: true });
    await addLesson(course.id, { slug: 'cherry', title: 'Cherry 100%', xpReward: 20, position: 0 });
    const titles = async (filters: Parameters<typeof listLessonTable>[1]) => (await listLessonTable(admin, { course: course.id, ...filters })).rows.map((row) => row.title);
    expect(await titles({})).toEqual(['Cherry 100%', 'Apple', 'Banana']);
    expect(await titles({ sort: 'title' })).toEqual(['Apple', 'Banana', 'Cherry 100%']);
    expect(await titles({ sort: 'xp', dir: 'desc' })).toEqual(['Banana', 'Cherry 100%', 'Apple']);
    expect(await titles({ published: 'yes' })).toEqual(['Apple']);
    expect(await titles({ published: 'no', sort: 'slug' })).toEqual(['Banana', 'Cherry 100%']);
    expect(await titles({ q: 'an' })).toEqual(['Banana']);
    expect(await titles({ q: '%' })).toEqual(['Cherry 100%']);
    expect((await listLessonTable(admin, { course: course.id })).total).toBe(3);
  });

  it('the page query reads the filtered rows, their total and every course for the filter', async () => {
    const course = await createCourse('Page course');
    const other = await createCourse('Other course');
    await addLesson(course.id, { slug: 'one', title: 'One', published: true });
    await addLesson(course.id, { slug: 'two', title: 'Two' });
    const page = await getLessonTablePage(admin, { course: course.id, published: 'yes' });
    expect(page.rows.map((row) => row.title)).toEqual(['One']);
    expect(page.total).toBe(1);
    expect(page.courses).toEqual(expect.arrayContaining([{ id: course.id, slug: course.slug, title: 'Page course' }, { id: other.id, slug: other.slug, title: 'Other course' }]));
  });
});

describe('CSV export', () => {
  it('writes the filtered lessons with RFC 4180 quoting and formula-safe cells, no blocks', async () => {
    const course = await createCourse();
    const plain = await addLesson(course.id, { slug: 'plain', title: 'Plain', position: 0, xpReward: 10, estimatedMinutes: 5, published: true });
    const tricky = await addLesson(course.id, { slug: 'tricky', title: 'Comma, "quotes"\nand a line', position: 1, xpReward: 0, estimatedMinutes: 60 });
    const formula = await addLesson(course.id, { slug: 'formula', title: '=HYPERLINK("http://evil")', position: 2, xpReward: 500, estimatedMinutes: 1 });
    const text = await exportLessonsCsv(admin, { course: course.id, sort: 'position' });
    expect(text).toBe(
      [
        HEADER,
        `${plain.id},${course.slug},plain,Plain,0,10,5,true`,
        `${tricky.id},${course.slug},tricky,"Comma, ""quotes""\nand a line",1,0,60,false`,
        `${formula.id},${course.slug},formula,"'=HYPERLINK(""http://evil"")",2,500,1,false`,
        '',
      ].join('\r\n'),
    );
    expect(text).not.toContain('intro');
    expect(parseCsv(text).map((record) => record.fields[3])).toEqual(['title', 'Plain', 'Comma, "quotes"\nand a line', `'=HYPERLINK("http://evil")`]);
  });

  it('exports only what the filters match', async () => {
    const course = await createCourse();
    await addLesson(course.id, { slug: 'one', published: true });
    await addLesson(course.id, { slug: 'two' });
    const text = await exportLessonsCsv(admin, { course: course.id, published: 'no' });
    expect(parseCsv(text).map((record) => record.fields[2])).toEqual(['slug', 'two']);
  });
});

describe('CSV import', () => {
  it('applies nothing when one row is bad, and lists that row with its line', async () => {
    const course = await createCourse();
    const a = await addLesson(course.id, { slug: 'a', title: 'A', xpReward: 10 });
    const before = await courseLessons(course.id);
    const file = csv(
      HEADER,
      `${a.id},${course.slug},a,A renamed,3,20,6,false`,
      `,${course.slug},brand-new,Brand new,4,10,5,false`,
      `,${course.slug},bad-xp,Bad XP,5,-1,5,false`,
      `,${course.slug},also-new,Also new,6,10,5,false`,
    );
    const refusal = await appErrorOf(importLessonsCsv(admin, file));
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect(refusal).toMatchObject({ status: 400, message: 'lessonTable.import.refused' });
    expect((refusal as ImportRefusedError).badRows).toEqual([{ line: 4, column: 'xp_reward', reason: 'lessonEditor.errors.xpRange' }]);
    expect(await courseLessons(course.id)).toEqual(before);
  });

  it('applies every row of a good file in one go: updates by id, creates drafts without blocks, audits once', async () => {
    const course = await createCourse();
    const other = await createCourse();
    const a = await addLesson(course.id, { slug: 'a', title: 'A', position: 0, xpReward: 10, estimatedMinutes: 5 });
    const b = await addLesson(course.id, { slug: 'b', title: 'B', position: 1, published: true });
    const same = await addLesson(course.id, { slug: 'same', title: 'Same', position: 2, xpReward: 10, estimatedMinutes: 5 });
    const file = `\uFEFF${csv(
      // Columns in another order are fine.
      'title,id,course_slug,slug,position,xp_reward,estimated_minutes,published',
      `"A, renamed",${a.id},${course.slug},a-renamed,5,40,9,true`,
      `B,${b.id},${other.slug},b,0,10,5,false`,
      `Same,${same.id},${course.slug},same,2,10,5,false`,
      `'=Brand new,,${course.slug},brand-new,9,15,3,false`,
    )}`;
    await expect(importLessonsCsv(admin, file)).resolves.toEqual({ created: 1, updated: 2, unchanged: 1 });
    expect(await lessonRow(a.id)).toMatchObject({ title: 'A, renamed', slug: 'a-renamed', position: 5, xpReward: 40, estimatedMinutes: 9, published: true, blocks: COMPLETE });
    expect(await lessonRow(b.id)).toMatchObject({ courseId: other.id, published: false });
    const created = (await courseLessons(course.id)).find((row) => row.slug === 'brand-new')!;
    expect(created).toMatchObject({ title: '=Brand new', position: 9, xpReward: 15, estimatedMinutes: 3, published: false, blocks: [] });
    const entry = (await auditEntries('lessons_import')).at(-1)!;
    expect(entry.details).toMatchObject({
      created: [{ id: created.id, lesson: `${course.slug}/brand-new` }],
      updated: [
        { id: a.id, before: { slug: 'a', title: 'A', published: false }, after: { slug: 'a-renamed', title: 'A, renamed', published: true } },
        { id: b.id, before: { courseId: course.id, published: true }, after: { courseId: other.id, published: false } },
      ],
      unchanged: 1,
    });
  });

  it('an export imports back unchanged (no audit entry)', async () => {
    const course = await createCourse();
    await addLesson(course.id, { slug: 'x', title: '=1+1, "quoted"' });
    await addLesson(course.id, { slug: 'y', title: 'Multi\nline', published: true });
    const before = await courseLessons(course.id);
    const entries = (await auditEntries('lessons_import')).length;
    await expect(importLessonsCsv(admin, await exportLessonsCsv(admin, { course: course.id }))).resolves.toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await courseLessons(course.id)).toEqual(before);
    expect(await auditEntries('lessons_import')).toHaveLength(entries);
  });

  it('lets two lessons of a course swap slugs in one file', async () => {
    const course = await createCourse();
    const a = await addLesson(course.id, { slug: 'first' });
    const b = await addLesson(course.id, { slug: 'second' });
    await importLessonsCsv(admin, csv(HEADER, `${a.id},${course.slug},second,A,0,10,5,false`, `${b.id},${course.slug},first,B,1,10,5,false`));
    expect((await lessonRow(a.id)).slug).toBe('second');
    expect((await lessonRow(b.id)).slug).toBe('first');
  });

  it('reports every bad row: publishing an unfinished or new lesson, unknown ids and courses, duplicates, slugs used twice', async () => {
    const course = await createCourse();
    const unfinished = await addLesson(course.id, { slug: 'unfinished', blocks: UNFINISHED });
    const taken = await addLesson(course.id, { slug: 'taken' });
    const before = await courseLessons(course.id);
    const file = csv(
      HEADER,
      `${unfinished.id},${course.slug},unfinished,U,0,10,5,true`,
      `,${course.slug},new-one,N,0,10,5,true`,
      `999999,${course.slug},ghost,G,0,10,5,false`,
      `,no-such-course,x,X,0,10,5,false`,
      `${taken.id},${course.slug},taken,T,0,10,5,false`,
      `${taken.id},${course.slug},taken,T,0,10,5,false`,
      `,${course.slug},taken,Clash,0,10,5,yes`,
      `,${course.slug},Bad Slug,,x,10,5,false`,
      `,${course.slug},short`,
    );
    const { badRows } = (await appErrorOf(importLessonsCsv(admin, file))) as ImportRefusedError;
    expect(badRows).toEqual([
      { line: 2, column: 'published', reason: 'lessonTable.import.reasons.notPublishable' },
      { line: 3, column: 'published', reason: 'lessonTable.import.reasons.publishNew' },
      { line: 4, column: 'id', reason: 'lessonTable.import.reasons.unknownId', values: { id: 999999 } },
      { line: 5, column: 'course_slug', reason: 'lessonTable.import.reasons.unknownCourse', values: { course: 'no-such-course' } },
      { line: 7, column: 'id', reason: 'lessonTable.import.reasons.duplicateId', values: { first: 6 } },
      { line: 8, column: 'published', reason: 'lessonTable.import.reasons.published' },
      { line: 9, column: 'slug', reason: 'lessonEditor.errors.slugInvalid' },
      { line: 9, column: 'title', reason: 'lessonEditor.errors.titleRequired' },
      { line: 9, column: 'position', reason: 'lessonEditor.errors.positionRange' },
      { line: 10, reason: 'lessonTable.import.reasons.columnCount', values: { expected: 8, found: 3 } },
    ]);
    expect(await courseLessons(course.id)).toEqual(before);

    // A new row whose slug an untouched lesson of the course already uses.
    const clash = (await appErrorOf(importLessonsCsv(admin, csv(HEADER, `,${course.slug},taken,Clash,0,10,5,false`)))) as ImportRefusedError;
    expect(clash.badRows).toEqual([{ line: 2, column: 'slug', reason: 'lessonTable.import.reasons.slugTaken', values: { slug: 'taken', course: course.slug } }]);
  });

  it('refuses a wrong header, a CSV syntax error (with its line), an empty file and too many rows', async () => {
    const course = await createCourse();
    expect(((await appErrorOf(importLessonsCsv(admin, csv('id,slug,title', '1,a,A')))) as ImportRefusedError).badRows).toEqual([
      { line: 1, reason: 'lessonTable.import.reasons.header', values: { columns: HEADER } },
    ]);
    expect(((await appErrorOf(importLessonsCsv(admin, csv(HEADER, `,${course.slug},ok,"Open quote,1,10,5,false`)))) as ImportRefusedError).badRows).toEqual([
      { line: 2, reason: 'lessonTable.import.reasons.unterminatedQuote' },
    ]);
    expect(await appErrorOf(importLessonsCsv(admin, csv(HEADER)))).toMatchObject({ status: 400, message: 'lessonTable.import.empty' });
    expect(await appErrorOf(importLessonsCsv(admin, ''))).toMatchObject({ status: 400, message: 'lessonTable.import.empty' });
    const many = csv(HEADER, ...Array.from({ length: 2001 }, (_, i) => `,${course.slug},l-${i},L,0,10,5,false`));
    expect(((await appErrorOf(importLessonsCsv(admin, many))) as ImportRefusedError).badRows).toEqual([{ line: 2002, reason: 'lessonTable.import.reasons.tooManyRows', values: { max: 2000 } }]);
    expect(await appErrorOf(importLessonsCsv(admin, 'x'.repeat(1_000_001)))).toMatchObject({ status: 400, message: 'lessonTable.import.tooLarge' });
    expect(await courseLessons(course.id)).toEqual([]);
  });
});

describe('permissions', () => {
  it('refuses everyone but admins (403) and changes nothing', async () => {
    const course = await createCourse();
    const lesson = await addLesson(course.id, { slug: 'guarded' });
    for (const actor of [child, tutor]) {
      expect(await appErrorOf(updateLessonRow(actor, { lessonId: lesson.id, title: 'Hacked', courseId: course.id, position: 0, xpReward: 10, estimatedMinutes: 5 }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(setLessonsPublished(actor, { ids: [lesson.id], published: true }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(exportLessonsCsv(actor, {}))).toMatchObject({ status: 403 });
      expect(await appErrorOf(importLessonsCsv(actor, csv(HEADER, `${lesson.id},${course.slug},guarded,Hacked,0,10,5,true`)))).toMatchObject({ status: 403 });
      expect(await appErrorOf(listLessonTable(actor, {}))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getLessonTablePage(actor, {}))).toMatchObject({ status: 403 });
    }
    expect(await lessonRow(lesson.id)).toMatchObject({ title: 'guarded', published: false });
    const touched = await getDb().select().from(auditLogs).where(inArray(auditLogs.entityId, [String(lesson.id)]));
    expect(touched).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, lessons, storedFiles } from '@/db/schema';
import type { Block, DraftBlock } from '@/lib/lesson-content';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { createLesson } from './create-lesson';
import { PublishRefusedError } from './lesson-rules';
import { getLessonEditorPage, getLessonForEditor } from './queries';
import { saveLesson } from './save-lesson';
import { setLessonPublished } from './set-lesson-published';

let admin: Actor;
let child: Actor;
let parent: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
  child = await actorFor(await createTestUser({ role: 'child' }));
  parent = await actorFor(await createTestUser({ role: 'parent' }));
});

async function createCourse(): Promise<{ id: number; slug: string }> {
  const slug = `course-${randomBytes(4).toString('hex')}`;
  const [course] = await getDb().insert(courses).values({ slug, title: `Course ${slug}`, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving' }).returning();
  return { id: course!.id, slug };
}

async function storeImage(): Promise<string> {
  const fullPath = `thumbnails/test-${randomBytes(4).toString('hex')}.png`;
  await getDb()
    .insert(storedFiles)
    .values({ fullPath, bucket: 'thumbnails', name: fullPath.split('/')[1]!, generation: 1n, size: 10, contentType: 'image/png', md5Hash: 'x', width: 10, height: 10 });
  return fullPath;
}

async function lessonRow(id: number) {
  const [row] = await getDb().select().from(lessons).where(eq(lessons.id, id));
  return row!;
}

async function auditOf(lessonId: number, actionType: string) {
  return getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, String(lessonId)), eq(auditLogs.actionType, actionType), eq(auditLogs.component, 'content')))
    .orderBy(auditLogs.id);
}

/** A new empty lesson in a new course. */
async function newLesson() {
  const course = await createCourse();
  const { id } = await createLesson(admin, { courseId: course.id, title: 'What is money?', slug: 'what-is-money' });
  return { course, id };
}

function draft(id: number, blocks: DraftBlock[], overrides: Record<string, unknown> = {}) {
  return { lessonId: id, title: 'What is money?', slug: 'what-is-money', estimatedMinutes: 6, xpReward: 25, thumbnailPath: null, blocks, ...overrides };
}

const EVERY_KIND = (imageSrc: string): DraftBlock[] => [
  { id: 'intro', type: 'text', markdown: '**Money** is what we trade.' },
  { id: 'pic', type: 'image', src: imageSrc, alt: 'Coins on a table', caption: 'Coins' },
  { id: 'fact', type: 'callout', tone: 'fact', markdown: 'Shells were money once.' },
  { id: 'q1', type: 'question', question: { kind: 'single', prompt: 'Which is money?', explanation: 'A coin.', hint: 'Round.', options: [{ id: 'a', text: 'A coin' }, { id: 'b', text: 'A leaf' }], correct: 'a' } },
  { id: 'q2', type: 'question', question: { kind: 'multiple', prompt: 'Which are coins?', explanation: 'Both.', options: [{ id: 'a', text: '1 cent' }, { id: 'b', text: 'A note' }, { id: 'c', text: '25 cents' }], correct: ['a', 'c'] } },
  { id: 'q3', type: 'question', question: { kind: 'true-false', prompt: 'Is a note money?', explanation: 'Yes.', correct: true } },
  { id: 'q4', type: 'question', question: { kind: 'number', prompt: 'Cents in a dollar?', explanation: '100.', correct: 100, tolerance: 0, unit: 'cents' } },
  { id: 'q5', type: 'question', question: { kind: 'order', prompt: 'Smallest first.', explanation: 'By value.', items: [{ id: 'x', text: '$10' }, { id: 'y', text: '1c' }, { id: 'z', text: '$1' }], correctOrder: ['y', 'z', 'x'] } },
];

describe('createLesson', () => {
  it('creates a draft with no blocks after the course’s last lesson, and audits it', async () => {
    const course = await createCourse();
    const first = await createLesson(admin, { courseId: course.id, title: 'First', slug: 'first' });
    const second = await createLesson(admin, { courseId: String(course.id), title: '  Second  ', slug: 'second' });
    expect(second.courseId).toBe(course.id);
    const rows = (await getLessonEditorPage(admin, { course: course.id })).courseLessons;
    expect(rows.map((row) => [row.slug, row.title, row.position, row.published])).toEqual([
      ['first', 'First', 0, false],
      ['second', 'Second', 1, false],
    ]);
    expect((await lessonRow(first.id)).blocks).toEqual([]);
    const [entry] = await auditOf(second.id, 'lesson_create');
    expect(entry).toMatchObject({ performedBy: admin.email, details: { course: course.slug, slug: 'second', title: 'Second', position: 1 } });
  });

  it('validates the slug (lowercase, digits, hyphens) and keeps it unique per course (409)', async () => {
    const course = await createCourse();
    const other = await createCourse();
    await createLesson(admin, { courseId: course.id, title: 'A', slug: 'taken' });
    expect(await appErrorOf(createLesson(admin, { courseId: course.id, title: 'B', slug: 'Not Valid' }))).toMatchObject({ status: 400, message: 'lessonEditor.errors.slugInvalid' });
    expect(await appErrorOf(createLesson(admin, { courseId: course.id, title: 'B', slug: 'double--hyphen' }))).toMatchObject({ status: 400 });
    expect(await appErrorOf(createLesson(admin, { courseId: course.id, title: 'B', slug: 'taken' }))).toMatchObject({ status: 409, message: 'lessonEditor.errors.slugTaken' });
    await expect(createLesson(admin, { courseId: other.id, title: 'B', slug: 'taken' })).resolves.toMatchObject({ courseId: other.id });
    expect(await appErrorOf(createLesson(admin, { courseId: 999_999, title: 'B', slug: 'b' }))).toMatchObject({ status: 404 });
    expect(await appErrorOf(createLesson(admin, { courseId: course.id, title: '   ', slug: 'b' }))).toMatchObject({ status: 400, message: 'lessonEditor.errors.titleRequired' });
  });
});

describe('saveLesson', () => {
  it('saves and publishes a lesson with every block and question kind; the stored blocks pass blockSchema', async () => {
    const { course, id } = await newLesson();
    const image = await storeImage();
    const blocks = EVERY_KIND(`/files/${image}`);
    const thumbnail = await storeImage();
    const saved = await saveLesson(admin, draft(id, blocks, { title: 'Money!', estimatedMinutes: '8', xpReward: '40', thumbnailPath: thumbnail }), { publish: true });
    expect(saved).toMatchObject({ published: true, changed: true });
    const row = await lessonRow(id);
    expect(row).toMatchObject({ title: 'Money!', estimatedMinutes: 8, xpReward: 40, thumbnailPath: thumbnail, published: true });
    expect(row.blocks).toEqual(blocks);
    expect(row.updatedAt.toISOString()).toBe(saved.updatedAt.toISOString());

    const [update] = await auditOf(id, 'lesson_update');
    expect(update!.details).toMatchObject({
      fields: { before: { title: 'What is money?', estimatedMinutes: 5, xpReward: 10, thumbnailPath: null }, after: { title: 'Money!', estimatedMinutes: 8, xpReward: 40, thumbnailPath: thumbnail } },
      blocks: { count: { before: 0, after: 8 }, added: blocks.map((block) => block.id), removed: [], edited: [] },
    });
    expect(await auditOf(id, 'lesson_publish')).toHaveLength(1);

    // The editor reads it back as it was saved, answers included.
    const forEditor = await getLessonForEditor(admin, id);
    expect(forEditor).toMatchObject({ courseSlug: course.slug, published: true, blocks });
  });

  it('records what changed in the blocks: edited, removed, reordered', async () => {
    const { id } = await newLesson();
    const image = await storeImage();
    const blocks = EVERY_KIND(`/files/${image}`);
    await saveLesson(admin, draft(id, blocks), { publish: false });
    const next = [blocks[2]!, { ...blocks[0]!, markdown: 'Changed.' } as DraftBlock, ...blocks.slice(3)];
    await saveLesson(admin, draft(id, next), { publish: false });
    const entries = await auditOf(id, 'lesson_update');
    expect(entries.at(-1)!.details).toMatchObject({ blocks: { added: [], removed: ['pic'], edited: ['intro'], reordered: true } });
  });

  it('saves an unfinished draft (a question without its answer, an empty text) but does not publish it', async () => {
    const { id } = await newLesson();
    const unfinished: DraftBlock[] = [
      { id: 'intro', type: 'text', markdown: '' },
      { id: 'q1', type: 'question', question: { kind: 'true-false', prompt: 'Is it?', explanation: 'Yes.', correct: true } },
      { id: 'q2', type: 'question', question: { kind: 'single', prompt: 'Which?', explanation: 'This.', hint: '', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] } },
      { id: 'q3', type: 'question', question: { kind: 'order', prompt: 'Order', explanation: 'So.', items: [{ id: 'a', text: 'A' }], correctOrder: ['a'] } },
    ];
    await expect(saveLesson(admin, draft(id, unfinished), { publish: false })).resolves.toMatchObject({ published: false, changed: true });
    // A blank hint is dropped rather than stored.
    const stored = (await lessonRow(id)).blocks as DraftBlock[];
    expect(stored.map((block) => block.id)).toEqual(['intro', 'q1', 'q2', 'q3']);
    expect(stored[2]).toEqual({ id: 'q2', type: 'question', question: { kind: 'single', prompt: 'Which?', explanation: 'This.', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] } });

    const before = await lessonRow(id);
    const refusal = await appErrorOf(saveLesson(admin, draft(id, unfinished, { title: 'Renamed' }), { publish: true }));
    expect(refusal).toBeInstanceOf(PublishRefusedError);
    expect(refusal).toMatchObject({ status: 409, message: 'lessonEditor.errors.notPublishable' });
    expect((refusal as PublishRefusedError).problems).toEqual([
      { code: 'emptyText', blockId: 'intro', blockNumber: 1, questionNumber: null },
      { code: 'noCorrect', blockId: 'q2', blockNumber: 3, questionNumber: 2 },
      { code: 'tooFewItems', blockId: 'q3', blockNumber: 4, questionNumber: 3 },
    ]);
    // Nothing of the refused publish was written, not even the new title.
    expect(await lessonRow(id)).toEqual(before);
    expect(await auditOf(id, 'lesson_publish')).toHaveLength(0);
  });

  it('refuses to publish a lesson with no question, and an image whose file is not in the store', async () => {
    const { id } = await newLesson();
    const onlyText: DraftBlock[] = [{ id: 'intro', type: 'text', markdown: 'Hello' }];
    expect(((await appErrorOf(saveLesson(admin, draft(id, onlyText), { publish: true }))) as PublishRefusedError).problems.map((p) => p.code)).toEqual(['noQuestion']);
    const gone: DraftBlock[] = [{ id: 'pic', type: 'image', src: '/files/thumbnails/never-uploaded.png', alt: 'x' }, EVERY_KIND('')[5]!];
    expect(((await appErrorOf(saveLesson(admin, draft(id, gone), { publish: true }))) as PublishRefusedError).problems).toEqual([
      { code: 'imageMissing', blockId: 'pic', blockNumber: 1, questionNumber: null },
    ]);
    expect((await lessonRow(id)).published).toBe(false);
  });

  it('keeps a published lesson complete: saving unfinished content over it is refused', async () => {
    const { id } = await newLesson();
    const complete = EVERY_KIND(`/files/${await storeImage()}`);
    await saveLesson(admin, draft(id, complete), { publish: true });
    const broken = complete.map((block) => (block.id === 'q3' ? { id: 'q3', type: 'question', question: { kind: 'true-false', prompt: 'Is a note money?', explanation: 'Yes.' } } : block)) as DraftBlock[];
    const refusal = (await appErrorOf(saveLesson(admin, draft(id, broken), { publish: false }))) as PublishRefusedError;
    expect(refusal.problems).toEqual([{ code: 'noCorrect', blockId: 'q3', blockNumber: 6, questionNumber: 3 }]);
    expect((await lessonRow(id)).blocks).toEqual(complete);
  });

  it('validates the whole input: fields, block structure, block ids; nothing is written', async () => {
    const { id } = await newLesson();
    const ok: DraftBlock[] = [{ id: 'intro', type: 'text', markdown: 'Hi' }];
    expect(await appErrorOf(saveLesson(admin, draft(id, ok, { xpReward: 501 }), { publish: false }))).toMatchObject({ status: 400, fieldErrors: { xpReward: 'lessonEditor.errors.xpRange' } });
    expect(await appErrorOf(saveLesson(admin, draft(id, ok, { estimatedMinutes: 0 }), { publish: false }))).toMatchObject({ status: 400, fieldErrors: { estimatedMinutes: 'lessonEditor.errors.minutesRange' } });
    expect(await appErrorOf(saveLesson(admin, draft(id, ok, { slug: 'Bad Slug' }), { publish: false }))).toMatchObject({ fieldErrors: { slug: 'lessonEditor.errors.slugInvalid' } });
    expect(await appErrorOf(saveLesson(admin, draft(id, [{ id: 'Bad Id', type: 'text', markdown: 'x' }] as DraftBlock[]), { publish: false }))).toMatchObject({
      status: 400,
      fieldErrors: { 'block:Bad Id': 'lessonEditor.errors.blockInvalid' },
    });
    expect(await appErrorOf(saveLesson(admin, draft(id, [{ id: 'a', type: 'video', url: 'x' }] as unknown as DraftBlock[]), { publish: false }))).toMatchObject({ status: 400 });
    expect(await appErrorOf(saveLesson(admin, draft(id, [{ id: 'a', type: 'text', markdown: 'x'.repeat(5001) }]), { publish: false }))).toMatchObject({
      fieldErrors: { 'block:a': 'lessonEditor.errors.blockTooLong' },
    });
    expect(await appErrorOf(saveLesson(admin, draft(id, [ok[0]!, ok[0]!]), { publish: false }))).toMatchObject({ status: 400, fieldErrors: { 'block:intro': 'lessonEditor.errors.duplicateBlockId' } });
    expect(await appErrorOf(saveLesson(admin, draft(id, ok, { thumbnailPath: 'thumbnails/missing.png' }), { publish: false }))).toMatchObject({ status: 400, message: 'lessonEditor.errors.thumbnailMissing' });
    expect(await appErrorOf(saveLesson(admin, draft(999_999, ok), { publish: false }))).toMatchObject({ status: 404 });
    expect((await lessonRow(id)).blocks).toEqual([]);
  });

  it('refuses a slug another lesson of the course uses (409), and a save over a newer version (409)', async () => {
    const { course, id } = await newLesson();
    await createLesson(admin, { courseId: course.id, title: 'Other', slug: 'other' });
    expect(await appErrorOf(saveLesson(admin, draft(id, [], { slug: 'other' }), { publish: false }))).toMatchObject({ status: 409, fieldErrors: { slug: 'lessonEditor.errors.slugTaken' } });

    const opened = (await getLessonForEditor(admin, id))!.updatedAt;
    await saveLesson(admin, draft(id, [], { title: 'First tab', expectedUpdatedAt: opened }), { publish: false });
    expect(await appErrorOf(saveLesson(admin, draft(id, [], { title: 'Second tab', expectedUpdatedAt: opened }), { publish: false }))).toMatchObject({
      status: 409,
      message: 'lessonEditor.errors.changedElsewhere',
    });
    expect((await lessonRow(id)).title).toBe('First tab');
  });

  it('a save that changes nothing writes nothing', async () => {
    const { id } = await newLesson();
    const blocks: DraftBlock[] = [{ id: 'intro', type: 'text', markdown: 'Hi' }];
    await saveLesson(admin, draft(id, blocks), { publish: false });
    const entries = (await auditOf(id, 'lesson_update')).length;
    await expect(saveLesson(admin, draft(id, blocks), { publish: false })).resolves.toMatchObject({ changed: false });
    expect(await auditOf(id, 'lesson_update')).toHaveLength(entries);
  });
});

describe('setLessonPublished', () => {
  it('unpublishes (audited once), and publishes only a complete lesson', async () => {
    const { id } = await newLesson();
    expect(await appErrorOf(setLessonPublished(admin, { lessonId: id }, true))).toBeInstanceOf(PublishRefusedError);
    await saveLesson(admin, draft(id, EVERY_KIND(`/files/${await storeImage()}`)), { publish: true });
    await expect(setLessonPublished(admin, { lessonId: id }, false)).resolves.toMatchObject({ changed: true });
    await expect(setLessonPublished(admin, { lessonId: id }, false)).resolves.toMatchObject({ changed: false });
    expect((await lessonRow(id)).published).toBe(false);
    const entries = await auditOf(id, 'lesson_unpublish');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toEqual({ before: { published: true }, after: { published: false } });
    await expect(setLessonPublished(admin, { lessonId: id }, true)).resolves.toMatchObject({ changed: true });
    expect((await lessonRow(id)).published).toBe(true);
  });
});

describe('getLessonEditorPage (the /admin/lessoneditor query)', () => {
  it('opens the lesson’s own course, whatever course the address names, with its lessons and the thumbnails', async () => {
    const { course, id } = await newLesson();
    const second = await createLesson(admin, { courseId: course.id, title: 'Saving', slug: 'saving' });
    const other = await createCourse();
    const image = await storeImage();
    const page = await getLessonEditorPage(admin, { course: other.id, lesson: id });
    expect(page.lesson).toMatchObject({ id, courseId: course.id, title: 'What is money?' });
    expect(page.course).toMatchObject({ id: course.id, slug: course.slug });
    expect(page.courseLessons.map((lesson) => lesson.id)).toEqual([id, second.id]);
    expect(page.courses.map((option) => option.id)).toEqual(expect.arrayContaining([course.id, other.id]));
    expect(page.thumbnailChoices).toContainEqual(expect.objectContaining({ fullPath: image }));
    expect(page).toMatchObject({ lessonMissing: false, courseMissing: false });
  });

  it('a course alone lists its lessons; an unknown lesson or course is reported, not a 404', async () => {
    const { course, id } = await newLesson();
    const courseOnly = await getLessonEditorPage(admin, { course: course.id });
    expect(courseOnly).toMatchObject({ lesson: null, thumbnailChoices: [], lessonMissing: false, courseMissing: false });
    expect(courseOnly.courseLessons.map((lesson) => lesson.id)).toEqual([id]);

    const missingLesson = await getLessonEditorPage(admin, { course: course.id, lesson: 999_999_999 });
    expect(missingLesson).toMatchObject({ lesson: null, course: { id: course.id }, lessonMissing: true, courseMissing: false });
    expect(missingLesson.courseLessons.map((lesson) => lesson.id)).toEqual([id]);

    expect(await getLessonEditorPage(admin, { course: 999_999_999 })).toMatchObject({ course: null, courseLessons: [], courseMissing: true });
    expect(await getLessonEditorPage(admin, {})).toMatchObject({ course: null, courseLessons: [], lesson: null, lessonMissing: false, courseMissing: false });
  });
});

describe('permissions', () => {
  it('refuses everyone but admins (403), before reading or writing anything', async () => {
    const { course, id } = await newLesson();
    const before = await lessonRow(id);
    for (const actor of [child, parent]) {
      expect(await appErrorOf(createLesson(actor, { courseId: course.id, title: 'X', slug: 'x' }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(saveLesson(actor, draft(id, [], { title: 'Hacked' }), { publish: false }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(setLessonPublished(actor, { lessonId: id }, false))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getLessonForEditor(actor, id))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getLessonEditorPage(actor, { course: course.id }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getLessonEditorPage(actor, { course: course.id, lesson: id }))).toMatchObject({ status: 403 });
      expect(await appErrorOf(getLessonEditorPage(actor, { lesson: 999_999_999 }))).toMatchObject({ status: 403 });
    }
    expect(await lessonRow(id)).toEqual(before);
  });

  it('a stored published lesson is playable: its blocks are complete Blocks', async () => {
    const { id } = await newLesson();
    await saveLesson(admin, draft(id, EVERY_KIND(`/files/${await storeImage()}`)), { publish: true });
    const blocks: Block[] = (await lessonRow(id)).blocks;
    expect(blocks.filter((block) => block.type === 'question')).toHaveLength(5);
  });
});

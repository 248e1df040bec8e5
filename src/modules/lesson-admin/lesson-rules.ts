import 'server-only';
import type { Tx } from '@/db/client';
import { isLessonSlugTaken, lockLessonRow, readCourseRef } from '@/modules/courses';
import { isStoredThumbnail, storedPathsAmong } from '@/modules/files';
import { knownSkillSlugs } from '@/modules/mastery';
import { blockSchema, publishProblems, type Block, type DraftBlock, type PublishProblem } from '@/lib/lesson-content';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import { fullPathOf } from '@/lib/file-url';
import type { UnpublishableLesson } from './schemas';

/** A publish refused: the lesson's problems, block by block (the editor lists them). */
export class PublishRefusedError extends AppError {
  constructor(readonly problems: PublishProblem[]) {
    super(409, 'lessonEditor.errors.notPublishable');
    this.name = 'PublishRefusedError';
  }
}

/** A bulk publish refused: the selected lessons that cannot be published (none was published). */
export class LessonsNotPublishableError extends AppError {
  constructor(readonly lessons: UnpublishableLesson[]) {
    super(409, 'lessonTable.errors.notPublishable');
    this.name = 'LessonsNotPublishableError';
  }
}

export const LESSON_SLUG_CONSTRAINT = 'lessons_course_slug_unique';

/** Runs a write; the (course, slug) unique constraint losing a race becomes the same 409 as the check before it. */
export async function withSlugConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, LESSON_SLUG_CONSTRAINT)) throw new AppError(409, 'lessonEditor.errors.slugTaken', { slug: 'lessonEditor.errors.slugTaken' });
    throw error;
  }
}

export async function lockLesson(tx: Tx, lessonId: number) {
  const lesson = await lockLessonRow(tx, lessonId);
  if (!lesson) throw new AppError(404, 'lessonEditor.errors.lessonNotFound');
  return lesson;
}

export async function findCourse(tx: Tx, courseId: number) {
  const course = await readCourseRef(tx, courseId);
  if (!course) throw new AppError(404, 'lessonEditor.errors.courseNotFound', { courseId: 'lessonEditor.errors.courseNotFound' });
  return course;
}

/** Slugs are unique within a course (the URL is /courses/<course>/<lesson>). */
export async function assertSlugFree(tx: Tx, courseId: number, slug: string, exceptLessonId?: number): Promise<void> {
  if (await isLessonSlugTaken(tx, courseId, slug, exceptLessonId)) throw new AppError(409, 'lessonEditor.errors.slugTaken', { slug: 'lessonEditor.errors.slugTaken' });
}

/** A lesson thumbnail must be an image in the file store's thumbnails bucket (else the foreign key would fail: a 500). */
export async function assertThumbnail(tx: Tx, fullPath: string | null): Promise<void> {
  if (!fullPath) return;
  if (!(await isStoredThumbnail(tx, fullPath))) throw new AppError(400, 'lessonEditor.errors.thumbnailMissing', { thumbnailPath: 'lessonEditor.errors.thumbnailMissing' });
}

/**
 * A question's skill must be one of the skills table's (decision 052): each answer is recorded with it, and a name the
 * table lacks would fail its foreign key when a child answers (a 500 far from the mistake).
 */
export async function assertSkillsExist(tx: Tx, blocks: readonly DraftBlock[]): Promise<void> {
  const named = blocks.flatMap((block) => (block.type === 'question' && block.question.skill ? [{ id: block.id, skill: block.question.skill }] : []));
  if (named.length === 0) return;
  const found = await knownSkillSlugs(tx, named.map((each) => each.skill));
  const unknown = named.filter((each) => !found.has(each.skill));
  if (unknown.length > 0) throw new AppError(400, 'errors.checkForm', Object.fromEntries(unknown.map((each) => [`block:${each.id}`, 'lessonEditor.errors.skillUnknown'])));
}

/** Optional texts left blank are dropped (blockSchema refuses an empty hint). */
export function tidyBlocks(blocks: readonly DraftBlock[]): DraftBlock[] {
  return blocks.map((block) => {
    if (block.type === 'image') {
      const image = { ...block };
      if (!image.caption?.trim()) delete image.caption;
      return image;
    }
    if (block.type !== 'question') return block;
    const question = { ...block.question };
    if (!question.hint?.trim()) delete question.hint;
    if (question.kind === 'number' && !question.unit?.trim()) delete question.unit;
    return { ...block, question };
  });
}

/** publishProblems, plus what only the server can see: image blocks whose file is not in the store. */
export async function lessonPublishProblems(tx: Tx, blocks: readonly DraftBlock[]): Promise<PublishProblem[]> {
  const problems = publishProblems(blocks);
  const images = blocks.flatMap((block, index) => (block.type === 'image' && fullPathOf(block.src) ? [{ block, index, fullPath: fullPathOf(block.src)! }] : []));
  if (images.length > 0) {
    const existing = await storedPathsAmong(tx, images.map((image) => image.fullPath));
    for (const image of images) {
      if (!existing.has(image.fullPath)) problems.push({ code: 'imageMissing', blockId: image.block.id, blockNumber: image.index + 1, questionNumber: null });
    }
    problems.sort((a, b) => (a.blockNumber ?? Infinity) - (b.blockNumber ?? Infinity));
  }
  return problems;
}

/**
 * The blocks as a published lesson stores them: publishProblems found nothing, so they pass blockSchema (which also
 * trims the texts). Should the two rules ever disagree, the publish is refused (400), never stored half-checked.
 */
export function toPublishedBlocks(blocks: readonly DraftBlock[]): Block[] {
  const parsed = blockSchema.array().safeParse(blocks);
  if (!parsed.success) throw new AppError(400, 'lessonEditor.errors.blockInvalid');
  return parsed.data;
}

/** JSON with object keys sorted: jsonb stores keys in its own order, so plain JSON.stringify would see changes that are not. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

/** What changed between two versions of the blocks, for the audit log (ids only; the content is in the lesson). */
export function blocksChange(before: readonly DraftBlock[], after: readonly DraftBlock[]) {
  const beforeById = new Map(before.map((block) => [block.id, canonicalJson(block)]));
  const afterIds = new Set(after.map((block) => block.id));
  const added = after.filter((block) => !beforeById.has(block.id)).map((block) => block.id);
  const removed = before.filter((block) => !afterIds.has(block.id)).map((block) => block.id);
  const edited = after.filter((block) => beforeById.has(block.id) && beforeById.get(block.id) !== canonicalJson(block)).map((block) => block.id);
  const keptBefore = before.map((block) => block.id).filter((id) => afterIds.has(id));
  const keptAfter = after.map((block) => block.id).filter((id) => beforeById.has(id));
  const reordered = keptBefore.some((id, index) => keptAfter[index] !== id);
  if (added.length === 0 && removed.length === 0 && edited.length === 0 && !reordered) return null;
  return { count: { before: before.length, after: after.length }, added, removed, edited, reordered };
}


/** Stored blocks as the editor reads them (a draft may be unfinished; a published lesson's blocks are complete). */
export function storedBlocks(blocks: Block[]): DraftBlock[] {
  return blocks;
}

/** Draft blocks as the column stores them: the column's type names the complete Block, which only published lessons must be. */
export function draftForStorage(blocks: DraftBlock[]): Block[] {
  return blocks as Block[];
}

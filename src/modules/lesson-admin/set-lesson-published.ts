import 'server-only';
import { lockLessonsWithCourse, saveLessonFields, type LessonRow } from '@/modules/courses';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { lessonPublishProblems, LessonsNotPublishableError, PublishRefusedError, storedBlocks, toPublishedBlocks, draftForStorage } from './lesson-rules';
import { bulkPublishSchema, lessonIdSchema, type UnpublishableLesson } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * Publishes or unpublishes one lesson (the editor's Unpublish; its Publish saves and publishes through saveLesson).
 * A lesson is published only when complete; repeating the same change does nothing (one audit entry).
 */
export async function setLessonPublished(actor: Actor, raw: { lessonId: unknown }, published: boolean): Promise<{ changed: boolean; updatedAt: Date }> {
  assertCan(actor, 'edit:content:any');
  const { lessonId } = parseInput(lessonIdSchema, raw);
  return editPublicContent(async (tx) => {
    const [lesson] = await lockLessonsWithCourse(tx, [lessonId]);
    if (!lesson) throw new AppError(404, 'lessonEditor.errors.lessonNotFound');
    if (lesson.published === published) return { changed: false, updatedAt: lesson.updatedAt };
    const changes: { published: boolean; updatedAt: Date; blocks?: LessonRow['blocks'] } = { published, updatedAt: new Date() };
    if (published) {
      const problems = await lessonPublishProblems(tx, storedBlocks(lesson.blocks));
      if (problems.length > 0) throw new PublishRefusedError(problems);
      changes.blocks = draftForStorage(toPublishedBlocks(lesson.blocks));
    }
    await saveLessonFields(tx, lesson.id, changes);
    await writeAudit(tx, actor, {
      actionType: published ? 'lesson_publish' : 'lesson_unpublish',
      component: 'content',
      entityId: String(lesson.id),
      message: `${actor.email} ${published ? 'published' : 'unpublished'} the lesson ${lesson.courseSlug}/${lesson.slug}`,
      details: { before: { published: !published }, after: { published } },
    });
    return { changed: true, updatedAt: changes.updatedAt! };
  });
}

/**
 * Bulk publish or unpublish, all or nothing: a bulk publish that meets a lesson which cannot be published
 * publishes none and lists every such lesson. Lessons already in the wanted state are left as they are.
 */
export async function setLessonsPublished(actor: Actor, raw: { ids: unknown; published: unknown }): Promise<{ changed: number }> {
  assertCan(actor, 'edit:content:any');
  const { ids, published } = parseInput(bulkPublishSchema, raw);
  const unique = [...new Set(ids)];
  return editPublicContent(async (tx) => {
    const rows = await lockLessonsWithCourse(tx, unique);
    if (rows.length !== unique.length) throw new AppError(404, 'lessonTable.errors.lessonsMissing');
    const toChange = rows.filter((row) => row.published !== published);
    if (published) {
      const refused: UnpublishableLesson[] = [];
      for (const row of toChange) {
        if ((await lessonPublishProblems(tx, storedBlocks(row.blocks))).length > 0) refused.push({ id: row.id, title: row.title, courseTitle: row.courseTitle });
      }
      if (refused.length > 0) throw new LessonsNotPublishableError(refused);
    }
    const updatedAt = new Date();
    for (const row of toChange) {
      const blocks = published ? { blocks: draftForStorage(toPublishedBlocks(row.blocks)) } : {};
      await saveLessonFields(tx, row.id, { published, updatedAt, ...blocks });
    }
    if (toChange.length > 0) {
      await writeAudit(tx, actor, {
        actionType: published ? 'lessons_bulk_publish' : 'lessons_bulk_unpublish',
        component: 'content',
        entityId: null,
        message: `${actor.email} ${published ? 'published' : 'unpublished'} ${toChange.length} lesson(s)`,
        details: {
          changed: toChange.map((row) => ({ id: row.id, lesson: `${row.courseSlug}/${row.slug}` })),
          unchanged: rows.filter((row) => row.published === published).map((row) => row.id),
          after: { published },
        },
      });
    }
    return { changed: toChange.length };
  });
}

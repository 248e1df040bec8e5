import 'server-only';
import { readCourseRef, saveLessonFields } from '@/modules/courses';
import { changedFields, writeAudit } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assertSlugFree, draftForStorage, findCourse, lessonPublishProblems, lockLesson, PublishRefusedError, storedBlocks, toPublishedBlocks, withSlugConflictAs409 } from './lesson-rules';
import { lessonRowSchema } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * One row of the lessons table, edited in place: title, course, order, XP, minutes and published. Moving a lesson to
 * another course keeps its slug, which must be free there; publishing requires a complete lesson.
 */
export async function updateLessonRow(actor: Actor, raw: Record<string, unknown>): Promise<{ changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const input = parseInput(lessonRowSchema, raw);
  return withSlugConflictAs409(() =>
    editPublicContent(async (tx) => {
      const before = await lockLesson(tx, input.lessonId);
      const fromCourse = await readCourseRef(tx, before.courseId);
      const toCourse = input.courseId === before.courseId ? { slug: fromCourse!.slug } : await findCourse(tx, input.courseId);
      if (input.courseId !== before.courseId) await assertSlugFree(tx, input.courseId, before.slug, before.id);
      const publishing = input.published && !before.published;
      let blocks: typeof before.blocks | undefined;
      if (publishing) {
        const problems = await lessonPublishProblems(tx, storedBlocks(before.blocks));
        if (problems.length > 0) throw new PublishRefusedError(problems);
        blocks = draftForStorage(toPublishedBlocks(before.blocks));
      }
      const changes = changedFields(
        { title: before.title, courseId: before.courseId, position: before.position, xpReward: before.xpReward, estimatedMinutes: before.estimatedMinutes },
        { title: input.title, courseId: input.courseId, position: input.position, xpReward: input.xpReward, estimatedMinutes: input.estimatedMinutes },
      );
      const publishChanged = input.published !== before.published;
      if (!changes && !publishChanged) return { changed: false };

      await saveLessonFields(tx, before.id, {
        title: input.title,
        courseId: input.courseId,
        position: input.position,
        xpReward: input.xpReward,
        estimatedMinutes: input.estimatedMinutes,
        published: input.published,
        updatedAt: new Date(),
        ...(blocks ? { blocks } : {}),
      });
      const name = `${toCourse.slug}/${before.slug}`;
      if (changes) {
        const courseMove = input.courseId !== before.courseId ? { course: { before: fromCourse!.slug, after: toCourse.slug } } : {};
        await writeAudit(tx, actor, {
          actionType: 'lesson_update',
          component: 'content',
          entityId: String(before.id),
          message: `${actor.email} updated the lesson ${name} in the lessons table`,
          details: { fields: changes, ...courseMove },
        });
      }
      if (publishChanged) {
        await writeAudit(tx, actor, {
          actionType: input.published ? 'lesson_publish' : 'lesson_unpublish',
          component: 'content',
          entityId: String(before.id),
          message: `${actor.email} ${input.published ? 'published' : 'unpublished'} the lesson ${name}`,
          details: { before: { published: before.published }, after: { published: input.published } },
        });
      }
      return { changed: true };
    }),
  );
}

import 'server-only';
import { insertDraftLesson } from '@/modules/courses';
import { writeAudit } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assertSlugFree, findCourse, withSlugConflictAs409 } from './lesson-rules';
import { LESSON_LIMITS } from './limits';
import { createLessonSchema } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/** An admin starts a lesson in a course: a draft with no blocks, placed after the course's last lesson. */
export async function createLesson(actor: Actor, raw: { courseId: unknown; title: unknown; slug: unknown }): Promise<{ id: number; courseId: number }> {
  assertCan(actor, 'edit:content:any');
  const input = parseInput(createLessonSchema, raw);
  return withSlugConflictAs409(() =>
    editPublicContent(async (tx) => {
      const course = await findCourse(tx, input.courseId);
      await assertSlugFree(tx, course.id, input.slug);
      const { id, position } = await insertDraftLesson(tx, { courseId: course.id, title: input.title, slug: input.slug }, LESSON_LIMITS.positionMax);
      await writeAudit(tx, actor, {
        actionType: 'lesson_create',
        component: 'content',
        entityId: String(id),
        message: `${actor.email} created the lesson ${course.slug}/${input.slug}`,
        details: { course: course.slug, slug: input.slug, title: input.title, position },
      });
      return { id, courseId: course.id };
    }),
  );
}

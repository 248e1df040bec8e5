import 'server-only';
import { eq, max } from 'drizzle-orm';
import { lessons } from '@/db/schema';
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
      const [last] = await tx.select({ position: max(lessons.position) }).from(lessons).where(eq(lessons.courseId, course.id));
      const position = last?.position === null || last?.position === undefined ? 0 : Math.min(last.position + 1, LESSON_LIMITS.positionMax);
      const [lesson] = await tx.insert(lessons).values({ courseId: course.id, title: input.title, slug: input.slug, position, published: false, blocks: [] }).returning({ id: lessons.id });
      await writeAudit(tx, actor, {
        actionType: 'lesson_create',
        component: 'content',
        entityId: String(lesson!.id),
        message: `${actor.email} created the lesson ${course.slug}/${input.slug}`,
        details: { course: course.slug, slug: input.slug, title: input.title, position },
      });
      return { id: lesson!.id, courseId: course.id };
    }),
  );
}

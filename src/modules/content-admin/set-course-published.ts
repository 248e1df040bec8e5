import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { courses, lessons } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { setCoursePublishedSchema, type SetCoursePublishedInput } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * An admin publishes or unpublishes a course (the public catalogue shows published courses only). A course with
 * no published lesson cannot be published: children would open an empty course. Repeating the same change does
 * nothing (a double click writes one audit entry).
 */
export async function setCoursePublished(actor: Actor, raw: SetCoursePublishedInput): Promise<{ slug: string; changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { courseId, published } = parseInput(setCoursePublishedSchema, raw);
  return editPublicContent(async (tx) => {
    const [course] = await tx.select({ slug: courses.slug, published: courses.published }).from(courses).where(eq(courses.id, courseId)).for('update');
    if (!course) throw new AppError(404, 'courseEditor.errors.notFound');
    if (course.published === published) return { slug: course.slug, changed: false };
    if (published) {
      const [lessonCount] = await tx
        .select({ value: count() })
        .from(lessons)
        .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)));
      if (!lessonCount?.value) throw new AppError(409, 'courseEditor.errors.noPublishedLessons');
    }
    await tx.update(courses).set({ published, updatedAt: new Date() }).where(eq(courses.id, courseId));
    await writeAudit(tx, actor, {
      actionType: published ? 'course_publish' : 'course_unpublish',
      component: 'content',
      entityId: String(courseId),
      message: `${actor.email} ${published ? 'published' : 'unpublished'} the course ${course.slug}`,
      details: { before: { published: course.published }, after: { published } },
    });
    return { slug: course.slug, changed: true };
  });
}

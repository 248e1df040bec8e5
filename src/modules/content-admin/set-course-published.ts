import 'server-only';
import { countPublishedLessons, lockCourse, saveCourseFields } from '@/modules/courses';
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
    const course = await lockCourse(tx, courseId);
    if (!course) throw new AppError(404, 'courseEditor.errors.notFound');
    if (course.published === published) return { slug: course.slug, changed: false };
    if (published) {
      if ((await countPublishedLessons(tx, courseId)) === 0) throw new AppError(409, 'courseEditor.errors.noPublishedLessons');
    }
    await saveCourseFields(tx, courseId, { published });
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

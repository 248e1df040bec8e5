import 'server-only';
import { lockCourse, saveCourseFields } from '@/modules/courses';
import { changedFields, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assertStoredImage } from './content-checks';
import { assertCourseSlugFree, slugTakenError } from './course-slug';
import { updateCourseSchema, type UpdateCourseInput } from './schemas';
import { parseInput } from '@/server/validation';
import { isUniqueViolation } from '@/server/db-errors';
import { editPublicContent } from '@/server/shared-cache';

/** An admin edits a course's details; the audit entry holds the changed fields before and after. */
export async function updateCourse(actor: Actor, raw: UpdateCourseInput): Promise<{ slug: string; previousSlug: string; changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { courseId, ...fields } = parseInput(updateCourseSchema, raw);
  try {
    return await editPublicContent(async (tx) => {
      const before = await lockCourse(tx, courseId);
      if (!before) throw new AppError(404, 'courseEditor.errors.notFound');
      if (fields.slug !== before.slug) await assertCourseSlugFree(tx, fields.slug, courseId);
      if (fields.thumbnailPath !== before.thumbnailPath) {
        await assertStoredImage(tx, fields.thumbnailPath, 'thumbnailPath', 'courseEditor.errors.thumbnailNotFound');
      }
      const changes = changedFields(before, fields);
      if (!changes) return { slug: before.slug, previousSlug: before.slug, changed: false };
      await saveCourseFields(tx, courseId, changes.after);
      await writeAudit(tx, actor, {
        actionType: 'course_update',
        component: 'content',
        entityId: String(courseId),
        message: `${actor.email} edited the course ${fields.slug} (${Object.keys(changes.after).join(', ')})`,
        details: changes,
      });
      return { slug: fields.slug, previousSlug: before.slug, changed: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}

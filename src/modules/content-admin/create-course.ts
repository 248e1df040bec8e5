import 'server-only';
import { insertDraftCourse } from '@/modules/courses';
import { writeAudit } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assertStoredImage } from './content-checks';
import { assertCourseSlugFree, slugTakenError } from './course-slug';
import { createCourseSchema, type CreateCourseInput } from './schemas';
import { parseInput } from '@/server/validation';
import { isUniqueViolation } from '@/server/db-errors';
import { editPublicContent } from '@/server/shared-cache';

/** An admin creates a course: a draft (unpublished), placed last in the catalogue order, audited. */
export async function createCourse(actor: Actor, raw: CreateCourseInput): Promise<{ id: number; slug: string }> {
  assertCan(actor, 'edit:content:any');
  const input = parseInput(createCourseSchema, raw);
  try {
    return await editPublicContent(async (tx) => {
      await assertCourseSlugFree(tx, input.slug);
      await assertStoredImage(tx, input.thumbnailPath, 'thumbnailPath', 'courseEditor.errors.thumbnailNotFound');
      const row = await insertDraftCourse(tx, input);
      await writeAudit(tx, actor, {
        actionType: 'course_create',
        component: 'content',
        entityId: String(row.id),
        message: `${actor.email} created the course ${input.slug}`,
        details: { before: null, after: input },
      });
      return row;
    });
  } catch (error) {
    // Two admins racing for the same slug: the unique index refuses the second.
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}

import 'server-only';
import { lockCourseTranslation, shareCourseEnglish, writeCourseTranslation } from '@/modules/courses';
import { courseFingerprint } from '@/lib/lesson-translation';
import { changedFields, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { editPublicContent } from '@/server/shared-cache';
import { parseInput } from '@/server/validation';
import { courseTranslationSchema, type CourseTranslationInput } from './schemas';

/**
 * Saves a course's title, summary and description in one language (decision 051), written against its English as it
 * is now (the fingerprint kept with it), in one transaction with its audit entry. Refused when the English changed
 * after the translator opened the form, or another save of the same translation came first.
 */
export async function saveCourseTranslation(actor: Actor, raw: CourseTranslationInput): Promise<{ updatedAt: Date; changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { courseId, locale, expectedSourceFingerprint, expectedUpdatedAt, ...words } = parseInput(courseTranslationSchema, raw);
  return editPublicContent(async (tx) => {
    // Shared: an edit of the course's English waits for this save, and this one for it.
    const course = await shareCourseEnglish(tx, courseId);
    if (!course) throw new AppError(404, 'courseEditor.errors.notFound');
    const sourceFingerprint = courseFingerprint(course);
    if (sourceFingerprint !== expectedSourceFingerprint) throw new AppError(409, 'translationEditor.errors.englishChanged');
    const before = await lockCourseTranslation(tx, courseId, locale);
    if (expectedUpdatedAt !== undefined && (before?.updatedAt.toISOString() ?? null) !== expectedUpdatedAt) throw new AppError(409, 'translationEditor.errors.changedElsewhere');
    const changes = before ? changedFields({ title: before.title, summary: before.summary, description: before.description }, words) : { before: {}, after: words };
    if (before && !changes && before.sourceFingerprint === sourceFingerprint) return { updatedAt: before.updatedAt, changed: false };

    const updatedAt = new Date();
    const values = { ...words, sourceFingerprint, updatedAt };
    await writeCourseTranslation(tx, courseId, locale, values);
    await writeAudit(tx, actor, {
      actionType: 'course_translation_update',
      component: 'content',
      entityId: String(courseId),
      message: `${actor.email} ${before ? 'updated' : 'added'} the ${locale} translation of the course ${course.slug}`,
      details: { locale, ...(changes ?? { before: {}, after: {} }), ...(before && before.sourceFingerprint !== sourceFingerprint ? { brought: { from: before.sourceFingerprint, to: sourceFingerprint } } : {}) },
    });
    return { updatedAt, changed: true };
  });
}

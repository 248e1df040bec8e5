import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, courses, courseTranslations } from '@/db/schema';
import { courseFingerprint } from '@/lib/lesson-translation';
import { getCoursePage } from '@/modules/courses';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getCourseEditorPage } from './queries';
import { saveCourseTranslation } from './save-course-translation';
import { updateCourse } from './update-course';

/* A course's words in French and Arabic, edited beside its English (decision 051). */

let admin: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
});

async function course() {
  const slug = `course-${randomBytes(4).toString('hex')}`;
  const [row] = await getDb().insert(courses).values({ slug, title: 'Saving up', summary: 'Why and how to save.', description: 'Save a little **every week**.', ageBand: '7-9', subject: 'saving', published: true }).returning();
  return row!;
}

const french = (row: { id: number; title: string; summary: string; description: string }, overrides: Record<string, unknown> = {}) => ({
  courseId: String(row.id),
  locale: 'fr',
  title: 'Mettre de côté',
  summary: 'Pourquoi et comment économiser.',
  description: 'Mets un peu de côté **chaque semaine**.',
  expectedSourceFingerprint: courseFingerprint(row),
  expectedUpdatedAt: '',
  ...overrides,
});

async function frenchOf(courseId: number) {
  const [row] = await getDb()
    .select()
    .from(courseTranslations)
    .where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.locale, 'fr')));
  return row;
}

describe('saveCourseTranslation', () => {
  it('stores the title, summary and description against today’s English, audited; a French reader sees them', async () => {
    const row = await course();
    expect(await saveCourseTranslation(admin, french(row))).toMatchObject({ changed: true });
    expect(await frenchOf(row.id)).toMatchObject({ title: 'Mettre de côté', summary: 'Pourquoi et comment économiser.', sourceFingerprint: courseFingerprint(row) });
    const page = await getCoursePage(null, row.slug, 'fr');
    expect(page?.course).toMatchObject({ title: 'Mettre de côté', summary: 'Pourquoi et comment économiser.', translated: true });
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(row.id)), eq(auditLogs.actionType, 'course_translation_update')));
    expect(entry).toMatchObject({ performedBy: admin.email, details: { locale: 'fr', after: { title: 'Mettre de côté' } } });
    // The slug and everything else stay the English course's.
    const [after] = await getDb().select().from(courses).where(eq(courses.id, row.id));
    expect(after).toMatchObject({ slug: row.slug, title: 'Saving up' });
  });

  it('is out of date once the English changes, and is refused over English changed since the form opened', async () => {
    const row = await course();
    const opened = french(row);
    await saveCourseTranslation(admin, opened);
    const status = async () => (await getCourseEditorPage(admin, row.id))!.course!.translations.fr!.status;
    expect(await status()).toBe('translated');
    await updateCourse(admin, { courseId: row.id, title: row.title, slug: row.slug, summary: 'Why, how and where to save.', description: row.description, subject: row.subject, ageBand: row.ageBand, thumbnailPath: '', featured: '' });
    expect(await status()).toBe('outdated');
    expect(await appErrorOf(saveCourseTranslation(admin, { ...opened, expectedUpdatedAt: undefined }))).toMatchObject({ status: 409, message: 'translationEditor.errors.englishChanged' });
    const [now] = await getDb().select().from(courses).where(eq(courses.id, row.id));
    const editor = (await getCourseEditorPage(admin, row.id))!.course!;
    await saveCourseTranslation(admin, french(now!, { summary: 'Pourquoi, comment et où économiser.', expectedUpdatedAt: editor.translations.fr!.updatedAt }));
    expect(await status()).toBe('translated');
    // A second tab, opened before that save: refused.
    expect(await appErrorOf(saveCourseTranslation(admin, french(now!, { expectedUpdatedAt: editor.translations.fr!.updatedAt })))).toMatchObject({ status: 409, message: 'translationEditor.errors.changedElsewhere' });
  });

  it('checks its fields, and is for admins only', async () => {
    const row = await course();
    expect(await appErrorOf(saveCourseTranslation(admin, french(row, { title: ' ' })))).toMatchObject({ status: 400, fieldErrors: { title: 'courseEditor.errors.titleRequired' } });
    expect(await appErrorOf(saveCourseTranslation(admin, french(row, { summary: 'x'.repeat(301) })))).toMatchObject({ status: 400, fieldErrors: { summary: 'courseEditor.errors.summaryTooLong' } });
    expect(await appErrorOf(saveCourseTranslation(admin, french(row, { locale: 'de' })))).toMatchObject({ status: 400, fieldErrors: { locale: 'translationEditor.errors.languageInvalid' } });
    expect(await appErrorOf(saveCourseTranslation(admin, french(row, { courseId: '999999' })))).toMatchObject({ status: 404 });
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect(await appErrorOf(saveCourseTranslation(actor, french(row)))).toMatchObject({ status: 403 });
    }
    expect(await frenchOf(row.id)).toBeUndefined();
  });
});

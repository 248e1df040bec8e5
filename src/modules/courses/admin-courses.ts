import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, max, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { courses, courseTranslations, lessons, type TranslationLocale } from '@/db/schema';

/*
 * The course editor's and the featured-lessons editor's statements (decision 055: back-office editors are the
 * owner's). The content-admin module keeps the pages, forms, validation, permission checks and audit entries, and
 * calls these with the editor checked, inside its own transaction where they change a row.
 */

export type CourseRow = typeof courses.$inferSelect;
type CourseFields = Omit<typeof courses.$inferInsert, 'id' | 'position' | 'published' | 'createdAt' | 'updatedAt'>;

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────────────────

const publishedLessons = sql<number>`(count(${lessons.id}) filter (where ${lessons.published}))::int`;

/** Every course, drafts included, in catalogue order, with its published and total lesson counts. */
export function readCoursesForEditor(db: Db) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      subject: courses.subject,
      ageBand: courses.ageBand,
      thumbnailPath: courses.thumbnailPath,
      published: courses.published,
      featured: courses.featured,
      publishedLessons,
      totalLessons: sql<number>`count(${lessons.id})::int`,
    })
    .from(courses)
    .leftJoin(lessons, eq(lessons.courseId, courses.id))
    .groupBy(courses.id)
    .orderBy(asc(courses.position), asc(courses.id));
}

/** One course with its published lesson count (null when there is none), and its translations' rows, read at once. */
export async function readCourseForEditor(db: Db, courseId: number) {
  const [[course], translations] = await Promise.all([
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        summary: courses.summary,
        description: courses.description,
        subject: courses.subject,
        ageBand: courses.ageBand,
        thumbnailPath: courses.thumbnailPath,
        featured: courses.featured,
        published: courses.published,
        publishedLessons,
      })
      .from(courses)
      .leftJoin(lessons, eq(lessons.courseId, courses.id))
      .where(eq(courses.id, courseId))
      .groupBy(courses.id),
    db
      .select({
        locale: courseTranslations.locale,
        title: courseTranslations.title,
        summary: courseTranslations.summary,
        description: courseTranslations.description,
        sourceFingerprint: courseTranslations.sourceFingerprint,
        updatedAt: courseTranslations.updatedAt,
      })
      .from(courseTranslations)
      .where(eq(courseTranslations.courseId, courseId)),
  ]);
  return { course: course ?? null, translations };
}

/** Every course as a choice (the badge editor's course rule), in catalogue order. */
export function readCourseChoices(db: Db): Promise<{ id: number; title: string; published: boolean }[]> {
  return db.select({ id: courses.id, title: courses.title, published: courses.published }).from(courses).orderBy(asc(courses.position), asc(courses.id));
}

/** The featured lessons in their order, and every published lesson in catalogue order, each with its course. */
export async function readFeaturedLessonChoices(db: Db) {
  const columns = { id: lessons.id, title: lessons.title, published: lessons.published, courseId: courses.id, courseTitle: courses.title, coursePublished: courses.published };
  const [featured, published] = await Promise.all([
    db.select(columns).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(isNotNull(lessons.featuredPosition)).orderBy(asc(lessons.featuredPosition), asc(lessons.id)),
    db
      .select(columns)
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.published, true))
      .orderBy(asc(courses.position), asc(courses.id), asc(lessons.position), asc(lessons.id)),
  ]);
  return { featured, published };
}

// ── Changes, in the caller's transaction ─────────────────────────────────────────────────────────────────────

/** Whether another course (not `exceptCourseId`) has the slug. */
export async function isCourseSlugTaken(tx: Tx, slug: string, exceptCourseId?: number): Promise<boolean> {
  const condition = exceptCourseId === undefined ? eq(courses.slug, slug) : and(eq(courses.slug, slug), ne(courses.id, exceptCourseId));
  const [taken] = await tx.select({ id: courses.id }).from(courses).where(condition);
  return taken !== undefined;
}

/** Creates a draft course, placed last in the catalogue order. */
export async function insertDraftCourse(tx: Tx, fields: CourseFields): Promise<{ id: number; slug: string }> {
  const [last] = await tx.select({ position: max(courses.position) }).from(courses);
  const [row] = await tx
    .insert(courses)
    .values({ ...fields, position: (last?.position ?? -1) + 1, published: false })
    .returning({ id: courses.id, slug: courses.slug });
  return row!;
}

/** The course's row, locked for the caller's change; null when there is none. */
export async function lockCourse(tx: Tx, courseId: number): Promise<CourseRow | null> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  return row ?? null;
}

/** Writes a course's changed fields (and when it changed). */
export async function saveCourseFields(tx: Tx, courseId: number, changes: Partial<CourseFields> & { published?: boolean }): Promise<void> {
  await tx
    .update(courses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}

/** Every course in catalogue order, locked (a move rewrites the positions). */
export function lockCourseOrder(tx: Tx): Promise<{ id: number; slug: string; position: number }[]> {
  return tx.select({ id: courses.id, slug: courses.slug, position: courses.position }).from(courses).orderBy(asc(courses.position), asc(courses.id)).for('update');
}

export async function setCoursePosition(tx: Tx, courseId: number, position: number): Promise<void> {
  await tx.update(courses).set({ position, updatedAt: new Date() }).where(eq(courses.id, courseId));
}

/** How many published lessons the course has. */
export async function countPublishedLessons(tx: Tx, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)));
  return row?.value ?? 0;
}

/** The course's English words, share-locked: an edit of them waits for a translation's save, and that save for it. */
export async function shareCourseEnglish(tx: Tx, courseId: number): Promise<{ slug: string; title: string; summary: string; description: string } | null> {
  const [course] = await tx.select({ slug: courses.slug, title: courses.title, summary: courses.summary, description: courses.description }).from(courses).where(eq(courses.id, courseId)).for('share');
  return course ?? null;
}

/** The course's translation in `locale`, locked for the caller's change; null when there is none yet. */
export async function lockCourseTranslation(tx: Tx, courseId: number, locale: TranslationLocale) {
  const [row] = await tx
    .select()
    .from(courseTranslations)
    .where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.locale, locale)))
    .for('update');
  return row ?? null;
}

/** Writes the course's translation in `locale`, new or over the one there. */
export async function writeCourseTranslation(tx: Tx, courseId: number, locale: TranslationLocale, values: { title: string; summary: string; description: string; sourceFingerprint: string; updatedAt: Date }): Promise<void> {
  await tx
    .insert(courseTranslations)
    .values({ courseId, locale, ...values })
    .onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.locale], set: values });
}

/** The lessons featured now and the ones named, locked in id order, with whether each is published. */
export function lockFeaturedLessons(tx: Tx, lessonIds: readonly number[]): Promise<{ id: number; published: boolean; featuredPosition: number | null }[]> {
  const condition = lessonIds.length > 0 ? or(isNotNull(lessons.featuredPosition), inArray(lessons.id, [...lessonIds])) : isNotNull(lessons.featuredPosition);
  return tx
    .select({ id: lessons.id, published: lessons.published, featuredPosition: lessons.featuredPosition })
    .from(lessons)
    .where(condition)
    .orderBy(asc(lessons.id))
    .for('update');
}

export async function setLessonFeaturedPosition(tx: Tx, lessonId: number, position: number | null): Promise<void> {
  await tx.update(lessons).set({ featuredPosition: position }).where(eq(lessons.id, lessonId));
}

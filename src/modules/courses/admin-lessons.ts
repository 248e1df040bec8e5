import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { courses, courseTranslations, lessons, lessonTranslations, type TranslationLocale } from '@/db/schema';
import { containsPattern } from '@/lib/sql-like';

/*
 * The lesson editor's, the lessons table's and the translation view's statements (decision 055: back-office editors
 * are the owner's). The lesson-admin module keeps the pages, forms, validation, the publishing rules, permission
 * checks and audit entries, and calls these with the editor checked, inside its own transaction where they change a row.
 */

export type LessonRow = typeof lessons.$inferSelect;
type LessonChanges = Partial<Omit<typeof lessons.$inferInsert, 'id'>>;

export type LessonTableSort = 'course' | 'position' | 'title' | 'slug' | 'xp' | 'minutes' | 'published' | 'updated';

/** The lessons table's filters and sort (also its exports'). */
export interface LessonTableQuery {
  course?: number;
  published?: 'yes' | 'no';
  q?: string;
  sort?: LessonTableSort;
  dir?: 'asc' | 'desc';
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Every course, in catalogue order: the lesson editors' pickers, the lessons import's slugs. */
export function readCourseOptions(db: Db | Tx): Promise<{ id: number; slug: string; title: string }[]> {
  return db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.position), asc(courses.id));
}

const lessonLinkColumns = { id: lessons.id, slug: lessons.slug, title: lessons.title, position: lessons.position, published: lessons.published };

/**
 * The lessons of the lesson's course, else of `courseId`, in one statement: the lesson's course is looked up in a
 * subquery, so this runs beside the lesson's own read instead of after it.
 */
export function readCourseLessonsOf(db: Db, lessonId: number | undefined, courseId: number | undefined) {
  if (lessonId === undefined && courseId === undefined) return Promise.resolve([]);
  const picked = alias(lessons, 'picked');
  const courseOfLesson = lessonId === undefined ? null : db.select({ courseId: picked.courseId }).from(picked).where(eq(picked.id, lessonId));
  const course = courseOfLesson ? sql`coalesce((${courseOfLesson}), ${courseId ?? null}::int)` : sql`${courseId!}::int`;
  return db.select(lessonLinkColumns).from(lessons).where(eq(lessons.courseId, course)).orderBy(asc(lessons.position), asc(lessons.id));
}

/** A lesson as the editor edits it, with its course (null when there is none), and its translations, read at once. */
export async function readLessonForEditor(db: Db, lessonId: number) {
  const [[lesson], translations] = await Promise.all([
    db
      .select({
        id: lessons.id,
        courseId: lessons.courseId,
        courseSlug: courses.slug,
        courseTitle: courses.title,
        slug: lessons.slug,
        title: lessons.title,
        estimatedMinutes: lessons.estimatedMinutes,
        xpReward: lessons.xpReward,
        thumbnailPath: lessons.thumbnailPath,
        published: lessons.published,
        blocks: lessons.blocks,
        updatedAt: lessons.updatedAt,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, lessonId)),
    db
      .select({
        locale: lessonTranslations.locale,
        title: lessonTranslations.title,
        texts: lessonTranslations.texts,
        sourceTexts: lessonTranslations.sourceTexts,
        sourceFingerprint: lessonTranslations.sourceFingerprint,
        updatedAt: lessonTranslations.updatedAt,
      })
      .from(lessonTranslations)
      .where(eq(lessonTranslations.lessonId, lessonId)),
  ]);
  return { lesson: lesson ?? null, translations };
}


function whereFor(filters: LessonTableQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(lessons.courseId, filters.course));
  if (filters.published) conditions.push(eq(lessons.published, filters.published === 'yes'));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(lessons.title, pattern), ilike(lessons.slug, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORT_COLUMNS: Record<LessonTableSort, SQL[]> = {
  course: [sql`lower(${courses.title})`, sql`${lessons.position}`],
  position: [sql`${lessons.position}`],
  title: [sql`lower(${lessons.title})`],
  slug: [sql`${lessons.slug}`],
  xp: [sql`${lessons.xpReward}`],
  minutes: [sql`${lessons.estimatedMinutes}`],
  published: [sql`${lessons.published}`],
  updated: [sql`${lessons.updatedAt}`],
};

function orderFor(filters: LessonTableQuery): SQL[] {
  const direction = filters.dir === 'desc' ? desc : asc;
  // The id last, so rows that tie keep one stable order.
  return [...SORT_COLUMNS[filters.sort ?? 'course'].map((column) => direction(column)), direction(lessons.id)];
}

/** The lessons the filters match, in the table's order, each with its course; at most `limit` of them when given. */
export async function readLessonTableRows(db: Db, filters: LessonTableQuery, limit?: number) {
  const query = db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      position: lessons.position,
      title: lessons.title,
      slug: lessons.slug,
      xpReward: lessons.xpReward,
      estimatedMinutes: lessons.estimatedMinutes,
      published: lessons.published,
      updatedAt: lessons.updatedAt,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(whereFor(filters))
    .orderBy(...orderFor(filters));
  return limit === undefined ? query : query.limit(limit);
}

/** How many lessons the filters match. */
export async function countLessonTableRows(db: Db, filters: LessonTableQuery): Promise<number> {
  const [total] = await db.select({ value: count() }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(whereFor(filters));
  return total?.value ?? 0;
}

/** Every lesson the filters match, in the table's order, with its translation into `locale` (one statement). */
export function readLessonTranslationsForExport(db: Db, filters: LessonTableQuery, locale: TranslationLocale) {
  return db
    .select({
      id: lessons.id,
      courseSlug: courses.slug,
      slug: lessons.slug,
      title: lessons.title,
      blocks: lessons.blocks,
      translatedTitle: lessonTranslations.title,
      texts: lessonTranslations.texts,
      sourceTexts: lessonTranslations.sourceTexts,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(lessonTranslations, and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, locale)))
    .where(whereFor(filters))
    .orderBy(...orderFor(filters));
}

/** Every course with each of its translations, and every lesson with each of its, in their orders (two reads at once). */
export async function readTranslationOverview(db: Db) {
  const [courseRows, lessonRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        summary: courses.summary,
        description: courses.description,
        published: courses.published,
        locale: courseTranslations.locale,
        translatedTitle: courseTranslations.title,
        translatedSummary: courseTranslations.summary,
        translatedDescription: courseTranslations.description,
        sourceFingerprint: courseTranslations.sourceFingerprint,
      })
      .from(courses)
      .leftJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
      .orderBy(asc(courses.position), asc(courses.id)),
    db
      .select({
        id: lessons.id,
        courseId: lessons.courseId,
        slug: lessons.slug,
        title: lessons.title,
        blocks: lessons.blocks,
        published: lessons.published,
        locale: lessonTranslations.locale,
        texts: lessonTranslations.texts,
        sourceTexts: lessonTranslations.sourceTexts,
        sourceFingerprint: lessonTranslations.sourceFingerprint,
      })
      .from(lessons)
      .leftJoin(lessonTranslations, eq(lessonTranslations.lessonId, lessons.id))
      .orderBy(asc(lessons.position), asc(lessons.id)),
  ]);
  return { courseRows, lessonRows };
}

// ── Changes, in the caller's transaction ─────────────────────────────────────────────────────────────────────

/** The lesson's row, locked for the caller's change; null when there is none. */
export async function lockLessonRow(tx: Tx, lessonId: number): Promise<LessonRow | null> {
  const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
  return lesson ?? null;
}

/** A course's id, slug and title; null when there is none. */
export async function readCourseRef(tx: Tx, courseId: number): Promise<{ id: number; slug: string; title: string } | null> {
  const [course] = await tx.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return course ?? null;
}

/** Whether another lesson of the course (not `exceptLessonId`) has the slug. */
export async function isLessonSlugTaken(tx: Tx, courseId: number, slug: string, exceptLessonId?: number): Promise<boolean> {
  const conditions = [eq(lessons.courseId, courseId), eq(lessons.slug, slug)];
  if (exceptLessonId !== undefined) conditions.push(ne(lessons.id, exceptLessonId));
  const [taken] = await tx.select({ id: lessons.id }).from(lessons).where(and(...conditions));
  return taken !== undefined;
}

/** Starts a draft lesson with no blocks after the course's last one (at most at `positionMax`). */
export async function insertDraftLesson(tx: Tx, lesson: { courseId: number; title: string; slug: string }, positionMax: number): Promise<{ id: number; position: number }> {
  const [last] = await tx.select({ position: max(lessons.position) }).from(lessons).where(eq(lessons.courseId, lesson.courseId));
  const position = last?.position === null || last?.position === undefined ? 0 : Math.min(last.position + 1, positionMax);
  const [row] = await tx.insert(lessons).values({ ...lesson, position, published: false, blocks: [] }).returning({ id: lessons.id });
  return { id: row!.id, position };
}

/** Draft lessons with no blocks (the lessons import's new rows). */
export async function insertDraftLessons(tx: Tx, rows: readonly { courseId: number; slug: string; title: string; position: number; xpReward: number; estimatedMinutes: number }[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(lessons)
    .values(rows.map((row) => ({ ...row, published: false, blocks: [] })))
    .returning({ id: lessons.id, courseId: lessons.courseId, slug: lessons.slug });
}

/** Writes a lesson's changed columns, exactly as given. */
export async function saveLessonFields(tx: Tx, lessonId: number, changes: LessonChanges): Promise<void> {
  await tx.update(lessons).set(changes).where(eq(lessons.id, lessonId));
}

/** The lessons, each with its course, locked in id order for a change of their publication. */
export function lockLessonsWithCourse(tx: Tx, lessonIds: readonly number[]) {
  return tx
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, published: lessons.published, blocks: lessons.blocks, updatedAt: lessons.updatedAt, courseSlug: courses.slug, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(inArray(lessons.id, [...lessonIds]))
    .orderBy(asc(lessons.id))
    .for('update', { of: lessons });
}

/** The lessons' table fields (no blocks), locked in id order (the lessons import). */
export function lockLessonFields(tx: Tx, lessonIds: readonly number[]) {
  return tx
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      slug: lessons.slug,
      title: lessons.title,
      position: lessons.position,
      xpReward: lessons.xpReward,
      estimatedMinutes: lessons.estimatedMinutes,
      published: lessons.published,
    })
    .from(lessons)
    .where(inArray(lessons.id, [...lessonIds]))
    .orderBy(lessons.id)
    .for('update');
}

/** The lessons' blocks. */
export function readLessonBlocks(tx: Tx, lessonIds: readonly number[]): Promise<{ id: number; blocks: LessonRow['blocks'] }[]> {
  return tx.select({ id: lessons.id, blocks: lessons.blocks }).from(lessons).where(inArray(lessons.id, [...lessonIds]));
}

/** The course and slug of every lesson in these courses or with these ids. */
export function readLessonSlugs(tx: Tx, courseIds: readonly number[], lessonIds: readonly number[]): Promise<{ id: number; courseId: number; slug: string }[]> {
  return tx
    .select({ id: lessons.id, courseId: lessons.courseId, slug: lessons.slug })
    .from(lessons)
    .where(or(inArray(lessons.courseId, [...courseIds]), lessonIds.length ? inArray(lessons.id, [...lessonIds]) : undefined));
}

/**
 * The lessons' English (title and blocks) with their course's slug, share-locked in id order: an English save of a
 * lesson waits for a translation's save (and that save for it), so the English read is the one it is stored against.
 */
export function shareLessonsEnglish(tx: Tx, lessonIds: readonly number[]) {
  return tx
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, blocks: lessons.blocks, courseSlug: courses.slug })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(inArray(lessons.id, [...lessonIds]))
    .orderBy(lessons.id)
    .for('share', { of: lessons });
}

/** The lessons' translations into `locale`, locked in lesson order for the caller's change. */
export function lockLessonTranslations(tx: Tx, lessonIds: readonly number[], locale: TranslationLocale) {
  return tx
    .select()
    .from(lessonTranslations)
    .where(and(inArray(lessonTranslations.lessonId, [...lessonIds]), eq(lessonTranslations.locale, locale)))
    .orderBy(lessonTranslations.lessonId)
    .for('update');
}

/** Writes the lesson's translation into `locale`, new or over the one there. */
export async function writeLessonTranslation(
  tx: Tx,
  lessonId: number,
  locale: TranslationLocale,
  values: Omit<typeof lessonTranslations.$inferInsert, 'lessonId' | 'locale'> & { updatedAt: Date },
): Promise<void> {
  await tx
    .insert(lessonTranslations)
    .values({ lessonId, locale, ...values })
    .onConflictDoUpdate({ target: [lessonTranslations.lessonId, lessonTranslations.locale], set: values });
}

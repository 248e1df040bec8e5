import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import { courses, lessons } from '@/db/schema';
import type { DraftBlock } from '@/lib/lesson-content';
import { listThumbnailChoices, type ThumbnailChoice } from '@/modules/content-admin';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { storedBlocks } from './lesson-rules';
import { LESSON_LIMITS, type LessonEditorSearch, type LessonSort, type LessonTableFilters } from './schemas';

export interface CourseOption {
  id: number;
  slug: string;
  title: string;
}

/** Every course, in catalogue order, for the pickers. */
export async function listCourseOptions(actor: Actor): Promise<CourseOption[]> {
  assertCan(actor, 'edit:content:any');
  return getDb().select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.position), asc(courses.id));
}

export interface CourseLessonLink {
  id: number;
  slug: string;
  title: string;
  position: number;
  published: boolean;
}

/** A course's lessons in their order, drafts included. */
export async function listCourseLessons(actor: Actor, courseId: number): Promise<CourseLessonLink[]> {
  assertCan(actor, 'edit:content:any');
  return getDb()
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, position: lessons.position, published: lessons.published })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** A lesson as the editor edits it (answers included: only admins read this). */
export interface LessonForEditor {
  id: number;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  slug: string;
  title: string;
  estimatedMinutes: number;
  xpReward: number;
  thumbnailPath: string | null;
  published: boolean;
  blocks: DraftBlock[];
  /** The version the editor starts from (ISO). */
  updatedAt: string;
}

export async function getLessonForEditor(actor: Actor, lessonId: number): Promise<LessonForEditor | null> {
  assertCan(actor, 'edit:content:any');
  const [row] = await getDb()
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
    .where(eq(lessons.id, lessonId));
  if (!row) return null;
  return { ...row, blocks: storedBlocks(row.blocks), updatedAt: row.updatedAt.toISOString() };
}

export interface LessonTableRow {
  id: number;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  position: number;
  title: string;
  slug: string;
  xpReward: number;
  estimatedMinutes: number;
  published: boolean;
  updatedAt: Date;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereFor(filters: LessonTableFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(lessons.courseId, filters.course));
  if (filters.published) conditions.push(eq(lessons.published, filters.published === 'yes'));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(lessons.title, pattern), ilike(lessons.slug, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORT_COLUMNS: Record<LessonSort, SQL[]> = {
  course: [sql`lower(${courses.title})`, sql`${lessons.position}`],
  position: [sql`${lessons.position}`],
  title: [sql`lower(${lessons.title})`],
  slug: [sql`${lessons.slug}`],
  xp: [sql`${lessons.xpReward}`],
  minutes: [sql`${lessons.estimatedMinutes}`],
  published: [sql`${lessons.published}`],
  updated: [sql`${lessons.updatedAt}`],
};

function orderFor(filters: LessonTableFilters): SQL[] {
  const direction = filters.dir === 'desc' ? desc : asc;
  // The id last, so rows that tie keep one stable order.
  return [...SORT_COLUMNS[filters.sort ?? 'course'].map((column) => direction(column)), direction(lessons.id)];
}

async function selectLessonRows(filters: LessonTableFilters, limit?: number): Promise<LessonTableRow[]> {
  const query = getDb()
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

/** The lessons table: filtered and sorted on the server; at most LESSON_LIMITS.tableRows rows, with the total. */
export async function listLessonTable(actor: Actor, filters: LessonTableFilters): Promise<{ rows: LessonTableRow[]; total: number }> {
  assertCan(actor, 'edit:content:any');
  const [rows, [total]] = await Promise.all([
    selectLessonRows(filters, LESSON_LIMITS.tableRows),
    getDb().select({ value: count() }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(whereFor(filters)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every lesson the filters match, in the table's order (the CSV export). */
export async function listLessonsForExport(actor: Actor, filters: LessonTableFilters): Promise<LessonTableRow[]> {
  assertCan(actor, 'edit:content:any');
  return selectLessonRows(filters);
}

// ── Pages (decision 015: one query per page, its reads in parallel) ───────────────────────────────────────────

export interface LessonEditorPage {
  /** Every course, for the picker. */
  courses: CourseOption[];
  /** The open course: the lesson's, else the one asked for; null when neither exists. */
  course: CourseOption | null;
  courseLessons: CourseLessonLink[];
  lesson: LessonForEditor | null;
  /** The images the lesson may use (empty without a lesson). */
  thumbnailChoices: ThumbnailChoice[];
  /** The address names a lesson (or a course) that does not exist: the page says so instead of a 404. */
  lessonMissing: boolean;
  courseMissing: boolean;
}

/**
 * The lessons of the lesson's course, else of `courseId`, in one statement: the lesson's course is looked up in a
 * subquery, so this runs beside the lesson's own read instead of after it.
 */
function selectCourseLessonsOf(lessonId: number | undefined, courseId: number | undefined): Promise<CourseLessonLink[]> {
  if (lessonId === undefined && courseId === undefined) return Promise.resolve([]);
  const picked = alias(lessons, 'picked');
  const courseOfLesson = lessonId === undefined ? null : getDb().select({ courseId: picked.courseId }).from(picked).where(eq(picked.id, lessonId));
  const course = courseOfLesson ? sql`coalesce((${courseOfLesson}), ${courseId ?? null}::int)` : sql`${courseId!}::int`;
  return getDb()
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, position: lessons.position, published: lessons.published })
    .from(lessons)
    .where(eq(lessons.courseId, course))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** /admin/lessoneditor?course=…&lesson=…: the picker, the open course's lessons and the lesson being edited. */
export async function getLessonEditorPage(actor: Actor, search: LessonEditorSearch): Promise<LessonEditorPage> {
  assertCan(actor, 'edit:content:any');
  const [courseOptions, lesson, courseLessons, thumbnailChoices] = await Promise.all([
    listCourseOptions(actor),
    search.lesson ? getLessonForEditor(actor, search.lesson) : null,
    selectCourseLessonsOf(search.lesson, search.course),
    search.lesson ? listThumbnailChoices(actor) : [],
  ]);
  const courseId = lesson?.courseId ?? search.course;
  const course = courseOptions.find((option) => option.id === courseId) ?? null;
  return {
    courses: courseOptions,
    course,
    courseLessons: course ? courseLessons : [],
    lesson,
    thumbnailChoices: lesson ? thumbnailChoices : [],
    lessonMissing: search.lesson !== undefined && !lesson,
    courseMissing: search.course !== undefined && !course && !lesson,
  };
}

export interface LessonTablePage {
  /** At most LESSON_LIMITS.tableRows of them. */
  rows: LessonTableRow[];
  /** How many lessons the filters match. */
  total: number;
  /** Every course, for the filter and the course cells. */
  courses: CourseOption[];
}

/** /admin/lessoneditor/lessontableeditor: the filtered, sorted lessons and the courses. */
export async function getLessonTablePage(actor: Actor, filters: LessonTableFilters): Promise<LessonTablePage> {
  assertCan(actor, 'edit:content:any');
  const [{ rows, total }, courseOptions] = await Promise.all([listLessonTable(actor, filters), listCourseOptions(actor)]);
  return { rows, total, courses: courseOptions };
}

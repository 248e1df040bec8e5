import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { courses, lessons } from '@/db/schema';
import type { DraftBlock } from '@/lib/lesson-content';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { storedBlocks } from './lesson-rules';
import { LESSON_LIMITS, type LessonSort, type LessonTableFilters } from './schemas';

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

import 'server-only';
import { cache } from 'react';
import { and, asc, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { courses, lessonCompletions, lessons } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { toPublicBlock, type PublicBlock } from './answers';
import { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content';

export interface CatalogueFilters {
  subject?: (typeof SUBJECTS)[number];
  age?: (typeof AGE_BANDS)[number];
}

export interface CourseCard {
  slug: string;
  title: string;
  summary: string;
  subject: string;
  ageBand: string;
  featured: boolean;
  lessonCount: number;
}

/** The public catalogue: published courses with their published lesson count. */
export async function listCatalogue(filters: CatalogueFilters): Promise<CourseCard[]> {
  const conditions = [eq(courses.published, true)];
  if (filters.subject) conditions.push(eq(courses.subject, filters.subject));
  if (filters.age) conditions.push(eq(courses.ageBand, filters.age));
  return getDb()
    .select({
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      subject: courses.subject,
      ageBand: courses.ageBand,
      featured: courses.featured,
      lessonCount: count(lessons.id),
    })
    .from(courses)
    .leftJoin(lessons, and(eq(lessons.courseId, courses.id), eq(lessons.published, true)))
    .where(and(...conditions))
    .groupBy(courses.id)
    .orderBy(asc(courses.position), asc(courses.id));
}

export interface CourseLesson {
  id: number;
  slug: string;
  title: string;
  estimatedMinutes: number;
  xpReward: number;
  completed: boolean;
  bestCorrect: number | null;
}

/** A published course and its published lessons; with the child's progress when a child is signed in. Once per request. */
export const getCourse = cache(async (slug: string, actor: Actor | null) => {
  const db = getDb();
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, summary: courses.summary, description: courses.description, subject: courses.subject, ageBand: courses.ageBand })
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.published, true)));
  if (!course) return null;
  const rows = await db
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, estimatedMinutes: lessons.estimatedMinutes, xpReward: lessons.xpReward })
    .from(lessons)
    .where(and(eq(lessons.courseId, course.id), eq(lessons.published, true)))
    .orderBy(asc(lessons.position), asc(lessons.id));
  const progress = new Map<number, number>();
  if (actor && rows.length > 0) {
    const done = await db
      .select({ lessonId: lessonCompletions.lessonId, best: max(lessonCompletions.correct) })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, actor.id), inArray(lessonCompletions.lessonId, rows.map((row) => row.id))))
      .groupBy(lessonCompletions.lessonId);
    for (const row of done) progress.set(row.lessonId, row.best ?? 0);
  }
  const courseLessons: CourseLesson[] = rows.map((row) => ({ ...row, completed: progress.has(row.id), bestCorrect: progress.get(row.id) ?? null }));
  return { ...course, lessons: courseLessons };
});

/** A lesson as the player shows it: public blocks only (no answers). Once per request. */
export const getLessonForPlayer = cache(async (courseSlug: string, lessonSlug: string) => {
  const db = getDb();
  const [row] = await db
    .select({ id: lessons.id, slug: lessons.slug, title: lessons.title, xpReward: lessons.xpReward, estimatedMinutes: lessons.estimatedMinutes, blocks: lessons.blocks, courseSlug: courses.slug, courseTitle: courses.title, courseId: courses.id, position: lessons.position })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, courseSlug), eq(lessons.slug, lessonSlug), eq(lessons.published, true), eq(courses.published, true)));
  if (!row) return null;
  const blocks: PublicBlock[] = row.blocks.map(toPublicBlock);
  return { id: row.id, slug: row.slug, title: row.title, xpReward: row.xpReward, estimatedMinutes: row.estimatedMinutes, courseSlug: row.courseSlug, courseTitle: row.courseTitle, blocks };
});

/** Featured lessons, in their chosen order. */
export async function listFeaturedLessons() {
  return getDb()
    .select({ slug: lessons.slug, title: lessons.title, xpReward: lessons.xpReward, estimatedMinutes: lessons.estimatedMinutes, courseSlug: courses.slug, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(isNotNull(lessons.featuredPosition), eq(lessons.published, true), eq(courses.published, true)))
    .orderBy(asc(lessons.featuredPosition));
}

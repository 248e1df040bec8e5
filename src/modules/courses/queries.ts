import 'server-only';
import { cache } from 'react';
import { and, asc, count, eq, isNotNull, max, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { courses, courseTranslations, lessonCompletions, lessons, lessonTranslations } from '@/db/schema';
import { fileUrl } from '@/lib/file-url';
import { storedImageView } from '@/modules/files';
import { readCourseSkills, type CourseSkill } from '@/modules/mastery';
import { sharedCache } from '@/server/shared-cache';
import type { Actor } from '@/server/session-flow';
import { lessonCatalogue } from './lesson-catalogue';
import { toPublicBlock, type PublicBlock } from './answers';
import { ENGLISH_READER, lessonForReader, translationLocale, type LessonReader } from './lesson-language';
import { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content';

/*
 * Course and lesson words in the reader's language (decision 051): each read joins the translations of its locale
 * and takes the translated words where they exist, English where not. Caches that hold words are kept per locale.
 */
const translatedCourse = (locale: string) => and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, translationLocale({ locale })));
const translatedLesson = (locale: string) => and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, translationLocale({ locale })));
const courseTitle = sql<string>`coalesce(${courseTranslations.title}, ${courses.title})`;
const lessonTitle = sql<string>`coalesce(${lessonTranslations.title}, ${lessons.title})`;

export interface CatalogueFilters {
  subject?: (typeof SUBJECTS)[number];
  age?: (typeof AGE_BANDS)[number];
}

/** A course's picture as the catalogue and the course page show it. */
export interface CourseThumbnail {
  src: string;
  width: number;
  height: number;
}

export interface CourseCard {
  slug: string;
  title: string;
  summary: string;
  subject: string;
  ageBand: string;
  featured: boolean;
  lessonCount: number;
  thumbnail: CourseThumbnail | null;
}

/**
 * The public catalogue (/courses): published courses with their published lesson count and thumbnail, in one read
 * (decision 015, pages: the thumbnail is joined here rather than asked of the files module by slug afterwards).
 * The same for everyone: kept in memory until an edit of the courses (decision 019).
 */
export function listCatalogue(filters: CatalogueFilters, locale = 'en'): Promise<CourseCard[]> {
  return catalogue.get(JSON.stringify([filters.subject ?? null, filters.age ?? null, locale]));
}

const catalogue = sharedCache('catalogue', (key) => {
  const [subject, age, locale] = JSON.parse(key) as [CatalogueFilters['subject'] | null, CatalogueFilters['age'] | null, string];
  return readCatalogue({ subject: subject ?? undefined, age: age ?? undefined }, locale);
});

async function readCatalogue(filters: CatalogueFilters, locale: string): Promise<CourseCard[]> {
  const conditions = [eq(courses.published, true)];
  if (filters.subject) conditions.push(eq(courses.subject, filters.subject));
  if (filters.age) conditions.push(eq(courses.ageBand, filters.age));
  // The picture's size is the file store's (decision 055), joined in this statement.
  const thumbnail = storedImageView('thumbnail');
  const rows = await getDb()
    .select({
      slug: courses.slug,
      title: courseTitle,
      summary: sql<string>`coalesce(${courseTranslations.summary}, ${courses.summary})`,
      subject: courses.subject,
      ageBand: courses.ageBand,
      featured: courses.featured,
      lessonCount: count(lessons.id),
      thumbnailPath: thumbnail.fullPath,
      thumbnailWidth: thumbnail.width,
      thumbnailHeight: thumbnail.height,
    })
    .from(courses)
    .leftJoin(lessons, and(eq(lessons.courseId, courses.id), eq(lessons.published, true)))
    .leftJoin(thumbnail, eq(thumbnail.fullPath, courses.thumbnailPath))
    .leftJoin(courseTranslations, translatedCourse(locale))
    .where(and(...conditions))
    .groupBy(courses.id, thumbnail.fullPath, thumbnail.width, thumbnail.height, courseTranslations.courseId, courseTranslations.locale)
    .orderBy(asc(courses.position), asc(courses.id));
  return rows.map(({ thumbnailPath, thumbnailWidth, thumbnailHeight, ...card }) => ({ ...card, thumbnail: thumbnailOf(thumbnailPath, thumbnailWidth, thumbnailHeight) }));
}

/** The picture a course's stored file makes (none when the course has no file). */
function thumbnailOf(fullPath: string | null, width: number | null, height: number | null): CourseThumbnail | null {
  return fullPath !== null && width !== null && height !== null ? { src: fileUrl(fullPath), width, height } : null;
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

interface PublishedCourse {
  course: { id: number; slug: string; title: string; summary: string; description: string; subject: string; ageBand: string; translated: boolean };
  lessons: Array<Omit<CourseLesson, 'completed' | 'bestCorrect'>>;
  thumbnail: CourseThumbnail | null;
}

/**
 * A published course, its published lessons and its picture, by slug: the same for everyone, so kept in memory until
 * an edit of the courses (decision 019); null when no published course has this slug. Three reads in parallel.
 */
const publishedCourses = sharedCache(
  'published-courses',
  async (key): Promise<PublishedCourse | null> => {
    const [slug, locale] = JSON.parse(key) as [string, string];
    const db = getDb();
    const publishedCourse = and(eq(courses.slug, slug), eq(courses.published, true));
    const picture = storedImageView('thumbnail');
    const [[course], rows, [thumbnail]] = await Promise.all([
      db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courseTitle,
          summary: sql<string>`coalesce(${courseTranslations.summary}, ${courses.summary})`,
          description: sql<string>`coalesce(${courseTranslations.description}, ${courses.description})`,
          subject: courses.subject,
          ageBand: courses.ageBand,
          translated: sql<boolean>`${courseTranslations.courseId} is not null`,
        })
        .from(courses)
        .leftJoin(courseTranslations, translatedCourse(locale))
        .where(publishedCourse),
      db
        .select({ id: lessons.id, slug: lessons.slug, title: lessonTitle, estimatedMinutes: lessons.estimatedMinutes, xpReward: lessons.xpReward })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .leftJoin(lessonTranslations, translatedLesson(locale))
        .where(and(publishedCourse, eq(lessons.published, true)))
        .orderBy(asc(lessons.position), asc(lessons.id)),
      db
        .select({ fullPath: picture.fullPath, width: picture.width, height: picture.height })
        .from(courses)
        .innerJoin(picture, eq(picture.fullPath, courses.thumbnailPath))
        .where(publishedCourse),
    ]);
    if (!course) return null;
    return { course, lessons: rows, thumbnail: thumbnail ? thumbnailOf(thumbnail.fullPath, thumbnail.width, thumbnail.height) : null };
  },
  // Keyed by what a visitor typed: a bound on the slugs kept, real or not.
  { maxEntries: 500 },
);

/** The child's best score per published lesson of a course (nothing for anyone else). */
function courseProgress(slug: string, actor: Actor | null) {
  if (!actor) return Promise.resolve([]);
  return getDb()
    .select({ lessonId: lessonCompletions.lessonId, best: max(lessonCompletions.correct) })
    .from(lessonCompletions)
    .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessonCompletions.userId, actor.id), eq(courses.slug, slug), eq(courses.published, true), eq(lessons.published, true)))
    .groupBy(lessonCompletions.lessonId);
}

/**
 * A published course and its published lessons; with the child's progress when a child is signed in. Once per
 * request. The course (from memory, or read) and the progress are read in parallel, each by the course's slug.
 */
export const getCourse = cache(async (slug: string, actor: Actor | null, locale = 'en') => {
  const [published, done] = await Promise.all([publishedCourses.get(JSON.stringify([slug, locale])), courseProgress(slug, actor)]);
  if (!published) return null;
  const progress = new Map(done.map((row) => [row.lessonId, row.best ?? 0]));
  const courseLessons: CourseLesson[] = published.lessons.map((row) => ({ ...row, completed: progress.has(row.id), bestCorrect: progress.get(row.id) ?? null }));
  return { ...published.course, lessons: courseLessons };
});

export type Course = NonNullable<Awaited<ReturnType<typeof getCourse>>>;

export interface CoursePage {
  course: Course;
  thumbnail: CourseThumbnail | null;
  /** Who looks: a child (their progress and the lesson links), another signed-in role, or a guest (the invitation to join). */
  viewer: 'child' | 'member' | 'guest';
  /** For a child: the skills the course practises, with their level on each (decision 052); null for anyone else. */
  skills: CourseSkill[] | null;
}

/**
 * /courses/[slug] in one call (decision 015, pages): the course with the child's progress and skills, and its
 * thumbnail, read in parallel; null when no published course has this slug, so the page answers 404.
 */
export async function getCoursePage(actor: Actor | null, slug: string, locale = 'en'): Promise<CoursePage | null> {
  const child = actor?.role === 'child' ? actor : null;
  const [course, published, skills] = await Promise.all([getCourse(slug, child, locale), publishedCourses.get(JSON.stringify([slug, locale])), child ? readCourseSkills(child, slug, locale, lessonCatalogue) : null]);
  if (!course) return null;
  const thumbnail = published?.thumbnail ?? null;
  return { course, thumbnail, viewer: child ? 'child' : actor ? 'member' : 'guest', skills };
}

/** A lesson as the player shows it, for `reader`: public blocks only (no answers). Once per request. */
export const getLessonForPlayer = cache(async (courseSlug: string, lessonSlug: string, reader: LessonReader = ENGLISH_READER) => {
  const db = getDb();
  const [row] = await db
    .select({
      id: lessons.id,
      slug: lessons.slug,
      title: lessonTitle,
      xpReward: lessons.xpReward,
      estimatedMinutes: lessons.estimatedMinutes,
      blocks: lessons.blocks,
      texts: lessonTranslations.texts,
      sourceTexts: lessonTranslations.sourceTexts,
      courseSlug: courses.slug,
      courseTitle: courseTitle,
      courseId: courses.id,
      position: lessons.position,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(lessonTranslations, translatedLesson(reader.locale))
    .leftJoin(courseTranslations, translatedCourse(reader.locale))
    .where(and(eq(courses.slug, courseSlug), eq(lessons.slug, lessonSlug), eq(lessons.published, true), eq(courses.published, true)));
  if (!row) return null;
  const blocks: PublicBlock[] = lessonForReader(row.blocks, row, reader).blocks.map(toPublicBlock);
  return { id: row.id, slug: row.slug, title: row.title, xpReward: row.xpReward, estimatedMinutes: row.estimatedMinutes, courseSlug: row.courseSlug, courseTitle: row.courseTitle, blocks };
});

/** Featured lessons, in their chosen order: the same for everyone, kept in memory until an edit (decision 019). */
export function listFeaturedLessons(locale = 'en') {
  return featuredLessons.get(locale);
}

const featuredLessons = sharedCache('featured-lessons', (locale) =>
  getDb()
    .select({ slug: lessons.slug, title: lessonTitle, xpReward: lessons.xpReward, estimatedMinutes: lessons.estimatedMinutes, courseSlug: courses.slug, courseTitle: courseTitle })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(lessonTranslations, translatedLesson(locale))
    .leftJoin(courseTranslations, translatedCourse(locale))
    .where(and(isNotNull(lessons.featuredPosition), eq(lessons.published, true), eq(courses.published, true)))
    .orderBy(asc(lessons.featuredPosition)),
);

/** A published course with its published lessons, in order: what a tutor may assign (decision 034). */
export interface AssignableCourse {
  id: number;
  title: string;
  lessons: { id: number; title: string }[];
}

/**
 * Every published course with its published lessons, for the tutor's assignment form. The same for every tutor: kept
 * in memory until an edit of the courses (decision 019; a content edit empties every shared cache).
 */
export function listAssignableCourses(locale = 'en'): Promise<AssignableCourse[]> {
  return assignable.get(locale);
}

const assignable = sharedCache('assignable-courses', async (locale) => {
  const rows = await getDb()
    .select({ courseId: courses.id, courseTitle: courseTitle, lessonId: lessons.id, lessonTitle: lessonTitle })
    .from(courses)
    .innerJoin(lessons, and(eq(lessons.courseId, courses.id), eq(lessons.published, true)))
    .leftJoin(courseTranslations, translatedCourse(locale))
    .leftJoin(lessonTranslations, translatedLesson(locale))
    .where(eq(courses.published, true))
    .orderBy(asc(courses.position), asc(courses.title), asc(courses.id), asc(lessons.position), asc(lessons.id));
  const byCourse = new Map<number, AssignableCourse>();
  for (const row of rows) {
    const course = byCourse.get(row.courseId) ?? { id: row.courseId, title: row.courseTitle, lessons: [] };
    course.lessons.push({ id: row.lessonId, title: row.lessonTitle });
    byCourse.set(row.courseId, course);
  }
  return [...byCourse.values()];
});

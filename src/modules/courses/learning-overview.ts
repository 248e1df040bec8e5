import 'server-only';
import { and, asc, countDistinct, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { courses, courseTranslations, lessonAttempts, lessonCompletions, lessons, lessonTranslations } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { peopleView } from '@/modules/accounts';
import { getReviewSummary, type ReviewSummary } from '@/modules/mastery';
import { lessonCatalogue } from './lesson-catalogue';
import { translationLocale } from './lesson-language';
import { listFeaturedLessons } from './queries';
import { levelFor, type LevelProgress } from './xp-rules';

export interface LessonLink {
  slug: string;
  title: string;
  courseSlug: string;
  courseTitle: string;
  xpReward: number;
  estimatedMinutes: number;
}

export interface LearningOverview {
  level: LevelProgress;
  lessonsCompleted: number;
  continueLesson: LessonLink | null;
  nextUp: LessonLink | null;
  featured: LessonLink[];
  /** The daily review: questions due today and when the next come (decision 052). */
  reviews: ReviewSummary;
}

const lessonLink = {
  slug: lessons.slug,
  // In the reader's language where translated (decision 051).
  title: sql<string>`coalesce(${lessonTranslations.title}, ${lessons.title})`,
  courseSlug: courses.slug,
  courseTitle: sql<string>`coalesce(${courseTranslations.title}, ${courses.title})`,
  xpReward: lessons.xpReward,
  estimatedMinutes: lessons.estimatedMinutes,
};

/**
 * A child's own learning at a glance: level, lessons done, where to continue, what is next, featured lessons, reviews due.
 * `xp`: the child's XP where the page reads it anyway (the dashboard's account figures), so it is read once a request.
 */
export async function getLearningOverview(actor: Actor, locale = 'en', xp?: Promise<number>): Promise<LearningOverview> {
  assertCan(actor, 'take:lesson:own');
  const db = getDb();
  const translatedLesson = and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, translationLocale({ locale })));
  const translatedCourse = and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, translationLocale({ locale })));
  const published = and(eq(lessons.published, true), eq(courses.published, true));
  const person = peopleView();
  const [known, [completed], [unfinished], [next], featured, reviews] = await Promise.all([
    xp ?? db.select({ xp: person.xp }).from(person).where(eq(person.id, actor.id)).then(([row]) => row?.xp ?? 0),
    db.select({ total: countDistinct(lessonCompletions.lessonId) }).from(lessonCompletions).where(eq(lessonCompletions.userId, actor.id)),
    db
      .select(lessonLink)
      .from(lessonAttempts)
      .innerJoin(lessons, eq(lessons.id, lessonAttempts.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(lessonTranslations, translatedLesson)
      .leftJoin(courseTranslations, translatedCourse)
      .where(and(eq(lessonAttempts.userId, actor.id), isNull(lessonAttempts.completedAt), published))
      .orderBy(desc(lessonAttempts.startedAt))
      .limit(1),
    db
      .select(lessonLink)
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(lessonTranslations, translatedLesson)
      .leftJoin(courseTranslations, translatedCourse)
      .where(
        and(
          published,
          notExists(
            db
              .select({ id: lessonCompletions.id })
              .from(lessonCompletions)
              .where(and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, actor.id))),
          ),
        ),
      )
      .orderBy(asc(courses.position), asc(lessons.position))
      .limit(1),
    listFeaturedLessons(locale),
    getReviewSummary(actor, lessonCatalogue),
  ]);
  return {
    level: levelFor(known),
    lessonsCompleted: completed?.total ?? 0,
    continueLesson: unfinished ?? null,
    nextUp: next ?? null,
    featured,
    reviews,
  };
}

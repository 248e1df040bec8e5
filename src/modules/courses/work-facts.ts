import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { courses, lessons } from '@/db/schema';

/*
 * What other modules say about a piece of work, a lesson or a course, that their rows name by id (decision 055: courses
 * owns the lessons, the courses and the completions): a tutor's assignments and their scores (classes), what a
 * tutor's message is about (feedback). The fragments are correlated on the caller's ids and the course's row is a read
 * model joined in the caller's statement, so each read stays one statement. No 'server-only': the custom server's
 * jobs and domain events read them too.
 */

const builder = new QueryBuilder();

/** A course as others name and order it (id, slug, English title, place, whether it is published), joined in the caller's statement under `name`. */
export function courseView<TAlias extends string = 'course'>(name: TAlias = 'course' as TAlias) {
  return builder.select({ id: courses.id, slug: courses.slug, title: courses.title, position: courses.position, published: courses.published }).from(courses).as(name);
}

/** The English title of the lesson `lessonId`; null when there is none. */
export function lessonTitleOf(lessonId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${lessons.title} from ${lessons} where ${lessons.id} = ${lessonId})`;
}

/** The slug of the lesson `lessonId`; null when there is none. */
export function lessonSlugOf(lessonId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${lessons.slug} from ${lessons} where ${lessons.id} = ${lessonId})`;
}

/** The English title of the course `courseId`; null when there is none. */
export function courseTitleOf(courseId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${courses.title} from ${courses} where ${courses.id} = ${courseId})`;
}

/** The course of a piece of work: `courseId` when it is a course, else the course of the lesson `lessonId`. */
export function courseOfWork(lessonId: SQLWrapper, courseId: SQLWrapper): SQL<number> {
  return sql<number>`coalesce(${courseId}, (select ${lessons.courseId} from ${lessons} where ${lessons.id} = ${lessonId}))`;
}

/** A piece of work in a caller's row: a lesson or a course (one of them null), given at `since`. */
export interface WorkColumns {
  lessonId: SQLWrapper;
  courseId: SQLWrapper;
  since: SQLWrapper;
}

/**
 * Whether the completion of the attempt `attemptId` by `childId` finishes the work: it is of the work's lesson, or the
 * work is its course and every published lesson of the course has a completion of the child's since the work was given.
 */
export function completionFinishesWork(attemptId: string, childId: string, work: WorkColumns): SQL<boolean> {
  return sql<boolean>`(
    ${work.lessonId} = (select lesson_id from lesson_completions where attempt_id = ${attemptId})
    or (
      ${work.courseId} = (select l.course_id from lesson_completions c join lessons l on l.id = c.lesson_id where c.attempt_id = ${attemptId})
      and not exists (
        select 1 from lessons l
        where l.course_id = ${work.courseId} and l.published
          and not exists (select 1 from lesson_completions c where c.user_id = ${childId} and c.lesson_id = l.id and c.completed_at >= ${work.since})
      )
    )
  )`;
}

/**
 * A child's score on a piece of work: `column` of the child's first completion of each of its lessons (the lesson, or
 * every lesson of the course) since it was given, summed; null before any.
 */
export function firstCompletionsScore(column: 'correct' | 'total', childId: SQLWrapper, work: WorkColumns): SQL<number | null> {
  return sql<number | null>`(
    select sum(first.${sql.raw(column)})::int from (
      select distinct on (c.lesson_id) c.${sql.raw(column)}
      from lesson_completions c join lessons l on l.id = c.lesson_id
      where c.user_id = ${childId}
        and c.completed_at >= ${work.since}
        and (l.id = ${work.lessonId} or l.course_id = ${work.courseId})
      order by c.lesson_id, c.completed_at
    ) first
  )`.mapWith((value) => (value === null ? null : Number(value)));
}

/** The English title of a published lesson (in a published course) or a published course; null when it is not one. */
export async function findPublishedWorkTitle(db: Db | Tx, work: { kind: 'lesson' | 'course'; id: number }): Promise<string | null> {
  const [row] =
    work.kind === 'lesson'
      ? await db
          .select({ title: lessons.title })
          .from(lessons)
          .innerJoin(courses, eq(courses.id, lessons.courseId))
          .where(and(eq(lessons.id, work.id), eq(lessons.published, true), eq(courses.published, true)))
      : await db
          .select({ title: courses.title })
          .from(courses)
          .where(and(eq(courses.id, work.id), eq(courses.published, true)));
  return row?.title ?? null;
}

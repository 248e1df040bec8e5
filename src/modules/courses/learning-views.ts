import { QueryBuilder } from 'drizzle-orm/pg-core';
import { lessonAttempts, lessonCompletions, lessons } from '@/db/schema';

/*
 * The lessons and the children's runs through them as read models (decision 055: courses owns them), for the reads of
 * other modules that count over many rows in one statement (the back office's analytics, decision 038). Subqueries:
 * the caller joins them under its own names, PostgreSQL folds them into its statement, and nothing is written through
 * them. No 'server-only'.
 */

const builder = new QueryBuilder();

/** A lesson: its id, course, English title and blocks (its questions), slug, place in its course and whether it is published, under `name`. */
export function lessonView<TAlias extends string = 'lesson'>(name: TAlias = 'lesson' as TAlias) {
  return builder
    .select({ id: lessons.id, courseId: lessons.courseId, title: lessons.title, blocks: lessons.blocks, slug: lessons.slug, position: lessons.position, published: lessons.published })
    .from(lessons)
    .as(name);
}

/** A child's run through a lesson: who, which lesson, when it started and ended (null while running), the answers given so far. */
export function lessonAttemptView<TAlias extends string = 'attempt'>(name: TAlias = 'attempt' as TAlias) {
  return builder
    .select({ id: lessonAttempts.id, userId: lessonAttempts.userId, lessonId: lessonAttempts.lessonId, startedAt: lessonAttempts.startedAt, completedAt: lessonAttempts.completedAt, answers: lessonAttempts.answers })
    .from(lessonAttempts)
    .as(name);
}

/** A finished run: its id and attempt, who, which lesson, when, how many questions were right the first time of how many, and whether all were. */
export function lessonCompletionView<TAlias extends string = 'completion'>(name: TAlias = 'completion' as TAlias) {
  return builder
    .select({
      id: lessonCompletions.id,
      attemptId: lessonCompletions.attemptId,
      userId: lessonCompletions.userId,
      lessonId: lessonCompletions.lessonId,
      completedAt: lessonCompletions.completedAt,
      correct: lessonCompletions.correct,
      total: lessonCompletions.total,
      perfect: lessonCompletions.perfect,
    })
    .from(lessonCompletions)
    .as(name);
}

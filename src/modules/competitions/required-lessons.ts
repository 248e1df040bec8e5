import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionRequiredLessons } from '@/db/schema';
import { courseView, lessonCompletionView, lessonTitleIn, lessonView } from '@/modules/courses';
import { AppError } from '@/server/errors';

/*
 * The lessons a competition asks a child to finish before they may trade (decision 070). The lessons, their titles
 * and who finished them belong to courses: they are read here through its read models, never its tables.
 */

export interface RequiredLesson {
  id: number;
  courseSlug: string;
  slug: string;
  /** In the reader's language where translated (decision 051). */
  title: string;
  /** The child finished it at least once (false for a teacher's view). */
  done: boolean;
}

/** Every lesson named must be a published lesson of a published course; else the form says which field is wrong. */
export async function assertPublishedLessons(tx: Tx, lessonIds: readonly number[]): Promise<void> {
  if (lessonIds.length === 0) return;
  const lesson = lessonView('lesson');
  const course = courseView('course');
  const found = await tx
    .select({ id: lesson.id })
    .from(lesson)
    .innerJoin(course, eq(course.id, lesson.courseId))
    .where(and(inArray(lesson.id, [...lessonIds]), eq(lesson.published, true), eq(course.published, true)));
  if (found.length !== lessonIds.length) throw new AppError(400, 'competitions.errors.lessonNotFound', { lessonIds: 'competitions.errors.lessonNotFound' });
}

/** Replaces the competition's required lessons, in the order given. */
export async function writeRequiredLessons(tx: Tx, competitionId: string, lessonIds: readonly number[]): Promise<void> {
  await tx.delete(competitionRequiredLessons).where(eq(competitionRequiredLessons.competitionId, competitionId));
  if (lessonIds.length > 0) await tx.insert(competitionRequiredLessons).values(lessonIds.map((lessonId, position) => ({ competitionId, lessonId, position })));
}

/**
 * The competition's required lessons in the teacher's order, titled in `locale`, each marked done when `childId`
 * finished it. A lesson unpublished since it was chosen is left out: nobody can finish it now, so it cannot hold a
 * child back. One statement.
 */
export async function readRequiredLessons(db: Db | Tx, competitionId: string, childId: string | null, locale: string): Promise<RequiredLesson[]> {
  const lesson = lessonView('lesson');
  const course = courseView('course');
  const completion = lessonCompletionView('completion');
  const done = childId === null ? sql`false` : sql`exists (select 1 from ${completion} where ${completion.lessonId} = ${lesson.id} and ${completion.userId} = ${childId})`;
  return rowsOf<RequiredLesson>(
    await db.execute(sql`
      select ${lesson.id} as id, ${course.slug} as "courseSlug", ${lesson.slug} as slug, ${lessonTitleIn(locale, lesson.id, lesson.title)} as title, ${done} as done
      from ${competitionRequiredLessons} r
      join ${lesson} on ${lesson.id} = r.lesson_id
      join ${course} on ${course.id} = ${lesson.courseId}
      where r.competition_id = ${competitionId} and ${lesson.published} and ${course.published}
      order by r.position, ${lesson.id}`),
  );
}

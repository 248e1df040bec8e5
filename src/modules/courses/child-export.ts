import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { courses, lessonAttempts, lessonCompletions, lessons } from '@/db/schema';
import type { ExportedLessonRuns } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/** Every lesson the child started and every one they finished, oldest first, for a parent's export (decision 027). */
export async function readChildLessonRuns(tx: Tx, childId: string): Promise<ExportedLessonRuns> {
  const lesson = { course: courses.title, lesson: lessons.title, lessonId: lessons.id };
  const attempts = await tx
    .select({ id: lessonAttempts.id, ...lesson, answers: lessonAttempts.answers, startedAt: lessonAttempts.startedAt, completedAt: lessonAttempts.completedAt })
    .from(lessonAttempts)
    .innerJoin(lessons, eq(lessons.id, lessonAttempts.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessonAttempts.userId, childId))
    .orderBy(asc(lessonAttempts.startedAt));
  const completions = await tx
    .select({
      attemptId: lessonCompletions.attemptId,
      ...lesson,
      correct: lessonCompletions.correct,
      total: lessonCompletions.total,
      perfect: lessonCompletions.perfect,
      completionNumber: lessonCompletions.completionNumber,
      xpAwarded: lessonCompletions.xpAwarded,
      completedAt: lessonCompletions.completedAt,
    })
    .from(lessonCompletions)
    .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessonCompletions.userId, childId))
    .orderBy(asc(lessonCompletions.completedAt));
  return { attempts, completions };
}

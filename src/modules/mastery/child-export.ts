import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { answerEvents, courses, lessons, reviewCards } from '@/db/schema';
import type { ExportedMastery } from '@/modules/families/events';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

/**
 * Every question the child finished and when each comes back for review (decision 052), for a parent's export
 * (decision 027): what mastery and the review read.
 */
export async function readChildMastery(tx: Tx, childId: string): Promise<ExportedMastery> {
  const lesson = { course: courses.title, lesson: lessons.title, lessonId: lessons.id };
  const answers = await tx
    .select({ ...lesson, question: answerEvents.blockId, skill: answerEvents.skill, rightFirstTime: answerEvents.correct, source: answerEvents.source, at: answerEvents.answeredAt })
    .from(answerEvents)
    .innerJoin(lessons, eq(lessons.id, answerEvents.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(answerEvents.userId, childId))
    .orderBy(asc(answerEvents.answeredAt), asc(answerEvents.id));
  const reviews = await tx
    .select({ ...lesson, question: reviewCards.blockId, due: reviewCards.due, lastReview: reviewCards.lastReview, reps: reviewCards.reps, lapses: reviewCards.lapses })
    .from(reviewCards)
    .innerJoin(lessons, eq(lessons.id, reviewCards.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(reviewCards.userId, childId))
    .orderBy(asc(reviewCards.due));
  return { answers, reviews };
}

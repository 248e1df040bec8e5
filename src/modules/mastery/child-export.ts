import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { ExportedMastery } from '@/modules/families/events';
import type { LessonViews } from './lesson-catalogue';

/* No 'server-only': read in the export's domain event, which the custom server wires too. */

type Stamp = Date | string;
const dateOf = (value: Stamp): Date => new Date(value);

/**
 * Every question the child finished and when each comes back for review (decision 052), for a parent's export
 * (decision 027): what mastery and the review read. The lessons' and courses' titles come from courses' views (`views`,
 * decision 055).
 */
export async function readChildMastery(tx: Tx, childId: string, views: LessonViews): Promise<ExportedMastery> {
  const lessonOf = (lessonId: SQL) => sql`join ${views.lessonView('lesson')} on lesson.id = ${lessonId} join ${views.courseView('course')} on course.id = lesson.course_id`;
  const answers = rowsOf<{ course: string; lesson: string; lesson_id: number; question: string; skill: string | null; right_first_time: boolean; source: ExportedMastery['answers'][number]['source']; at: Stamp }>(
    await tx.execute(sql`
      select course.title as course, lesson.title as lesson, lesson.id as lesson_id, event.block_id as question, event.skill,
             event.correct as right_first_time, event.source, event.answered_at as at
        from answer_events event ${lessonOf(sql`event.lesson_id`)}
       where event.user_id = ${childId}
       order by event.answered_at, event.id`),
  );
  const reviews = rowsOf<{ course: string; lesson: string; lesson_id: number; question: string; due: Stamp; last_review: Stamp | null; reps: number; lapses: number }>(
    await tx.execute(sql`
      select course.title as course, lesson.title as lesson, lesson.id as lesson_id, card.block_id as question,
             card.due, card.last_review, card.reps, card.lapses
        from review_cards card ${lessonOf(sql`card.lesson_id`)}
       where card.user_id = ${childId}
       order by card.due`),
  );
  return {
    answers: answers.map((row) => ({ course: row.course, lesson: row.lesson, lessonId: row.lesson_id, question: row.question, skill: row.skill, rightFirstTime: row.right_first_time, source: row.source, at: dateOf(row.at) })),
    reviews: reviews.map((row) => ({ course: row.course, lesson: row.lesson, lessonId: row.lesson_id, question: row.question, due: dateOf(row.due), lastReview: row.last_review === null ? null : dateOf(row.last_review), reps: row.reps, lapses: row.lapses })),
  };
}

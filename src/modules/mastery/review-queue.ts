import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { cache } from 'react';
import { getDb, type Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { answerEvents } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { learnerTimeZones } from './learner-time-zones';
import type { LessonViews } from './lesson-catalogue';
import { standingsOf } from './standings';

/*
 * The daily review's queue (decision 052): which of a child's review cards are due, read from review_cards. A review
 * is daily, so a card is due for the whole of the child's day it falls on (their time zone, decision 009): one missed
 * at 15:00 is asked again from the child's next midnight, not from 15:00. A card counts only while its question is
 * still there to ask: a question block of a published lesson in a published course (an admin may delete a question;
 * its events stay, its card is no longer shown). The lessons and courses are courses' (decision 055): the caller hands
 * in their views (`catalogue`).
 */

/**
 * The `with` clause `day(time_zone, starts, ends)`: the child's day that holds `now`, in their time zone (their
 * learning profile's, through progress's view handed in at start (decision 059); UTC before they set one, as the
 * progress module reads it), read once per statement.
 */
function childDay(userId: string, now: Date): SQL {
  const at = now.toISOString();
  const profile = learnerTimeZones.get().learnerTimeZoneView('lp');
  return sql`
    day as (
      select zone.name as time_zone,
             date_trunc('day', ${at}::timestamptz at time zone zone.name) at time zone zone.name as starts,
             (date_trunc('day', ${at}::timestamptz at time zone zone.name) + interval '1 day') at time zone zone.name as ends
      from (select coalesce((select ${profile.timeZone} from ${profile} where ${profile.userId} = ${userId}), 'UTC') as name) zone
    )`;
}

/**
 * The `with` clauses of the child's review queue, for the reads that compose it (`with ${reviewQueue(…)} select …`):
 *   day  the child's day holding `now`: time_zone, starts, ends
 *   due  their cards due today whose question can be asked: lesson_id, block_id, course_id, due, overdue (due before
 *        today began), skill (the question's, as the lesson now names it) and block (the question's English block,
 *        for the reader's words to be laid over)
 */
export function reviewQueue(userId: string, now: Date, catalogue: LessonViews): SQL {
  return sql`
    ${childDay(userId, now)},
    due as materialized (
      select rc.lesson_id, rc.block_id, l.course_id, rc.due, rc.due < day.starts as overdue, q.block -> 'question' ->> 'skill' as skill, q.block
      from day
      cross join review_cards rc
      join ${catalogue.lessonView('l')} on l.id = rc.lesson_id and l.published
      join ${catalogue.courseView('c')} on c.id = l.course_id and c.published
      cross join lateral (
        select b as block from jsonb_array_elements(l.blocks) b where b ->> 'id' = rc.block_id and b ->> 'type' = 'question' limit 1
      ) q
      where rc.user_id = ${userId} and rc.due < day.ends
    )`;
}

/**
 * The skills the child is weak in, as a query to compose (one `skill` column): those still Attempted, under 70 % of
 * their questions right at the first try (each question's latest answer; decision 052, standings.ts).
 */
export function weakSkills(userId: string): SQL {
  return sql`with ${standingsOf([userId])} select standing.skill from standing where standing.level = 'attempted'`;
}

export interface ReviewSummary {
  /** Questions due today (the child's day). */
  due: number;
  /** When the next card comes due after today, or null (nothing more to review). */
  nextDue: Date | null;
  /** The child's time zone: their days, and the day the next review is shown in. */
  timeZone: string;
}

/**
 * How many questions the child has to review today, and when the next come due: one statement (the sidebar, the
 * dashboard, /lessons and /review read it; kept for the request, so a page that shows it twice reads it once).
 */
export const getReviewSummary = cache(async (actor: Actor, catalogue: LessonViews): Promise<ReviewSummary> => {
  assertCan(actor, 'take:lesson:own');
  const [row] = rowsOf<{ due: number; next_due: Date | string | null; time_zone: string }>(
    await getDb().execute(sql`
      with ${reviewQueue(actor.id, new Date(), catalogue)}
      select
        (select count(*)::int from due) as due,
        (
          -- The first card after today whose question can still be asked: the index walks the cards in due order.
          select rc.due from review_cards rc
          join ${catalogue.lessonView('l')} on l.id = rc.lesson_id and l.published
          join ${catalogue.courseView('c')} on c.id = l.course_id and c.published
          where rc.user_id = ${actor.id} and rc.due >= day.ends
            and l.blocks @> jsonb_build_array(jsonb_build_object('id', rc.block_id, 'type', 'question'))
          order by rc.due
          limit 1
        ) as next_due,
        day.time_zone
      from day`),
  );
  return { due: row?.due ?? 0, nextDue: row?.next_due ? new Date(row.next_due) : null, timeZone: row?.time_zone ?? 'UTC' };
});

/** A child's review card as an answer to it finds it: whether it is due today, and the child's time zone. */
export interface ReviewCardState {
  due: Date;
  dueToday: boolean;
  timeZone: string;
}

/**
 * The child's card of one question, locked until the transaction ends (the answer moves it), or null when the child
 * has none: a question they never finished, or someone else's.
 */
export async function lockReviewCard(tx: Tx, userId: string, lessonId: number, blockId: string, now: Date): Promise<ReviewCardState | null> {
  const [row] = rowsOf<{ due: Date | string; due_today: boolean; time_zone: string }>(
    await tx.execute(sql`
      with ${childDay(userId, now)}
      select rc.due, rc.due < day.ends as due_today, day.time_zone
      from review_cards rc cross join day
      where rc.user_id = ${userId} and rc.lesson_id = ${lessonId} and rc.block_id = ${blockId}
      for update of rc`),
  );
  return row ? { due: new Date(row.due), dueToday: row.due_today, timeZone: row.time_zone } : null;
}

/** A review answer stored under `key` (decision 049): the question it answered and whether it was right. */
export async function findReviewAnswer(tx: Tx, userId: string, key: string): Promise<{ lessonId: number; blockId: string; correct: boolean } | null> {
  const [row] = await tx
    .select({ lessonId: answerEvents.lessonId, blockId: answerEvents.blockId, correct: answerEvents.correct })
    .from(answerEvents)
    .where(and(eq(answerEvents.userId, userId), eq(answerEvents.key, key), eq(answerEvents.source, 'review')));
  return row ?? null;
}

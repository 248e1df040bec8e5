import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { answerEvents, reviewCards, skills } from '@/db/schema';
import { outcomeOf, scheduleReview, type ReviewCard } from '@/lib/review-schedule';

/** A question a child has just finished, in a lesson or a review (decision 052). */
export interface FinishedQuestion {
  userId: string;
  lessonId: number;
  blockId: string;
  /** The skill the question practises (its block's `skill`); an unknown slug is kept as none. */
  skill: string | undefined;
  /** Right at the first try: what mastery counts. */
  firstTryCorrect: boolean;
  tries: number;
  solved: boolean;
  source: 'lesson' | 'review';
  /** A review answer's idempotency key (decision 049). */
  key?: string;
  at: Date;
}

/**
 * Records a finished question, in the transaction that finished it: its answer event (mastery reads each question's
 * latest) and its review card moved on by FSRS (when it comes back). Returns the card as it now stands.
 */
export async function recordFinishedQuestion(tx: Tx, finished: FinishedQuestion): Promise<ReviewCard> {
  const skill = finished.skill ? sql`(select ${skills.slug} from ${skills} where ${skills.slug} = ${finished.skill})` : null;
  const question = and(eq(reviewCards.userId, finished.userId), eq(reviewCards.lessonId, finished.lessonId), eq(reviewCards.blockId, finished.blockId));
  const [current] = await tx.select().from(reviewCards).where(question).for('update');
  const next = scheduleReview(current ?? null, outcomeOf(finished.tries, finished.solved), finished.at);
  // The answer event and the card moved on, in one statement (decision 022: the cost is per statement).
  const event = tx.$with('answer_event').as(
    tx
      .insert(answerEvents)
      .values({
        userId: finished.userId,
        lessonId: finished.lessonId,
        blockId: finished.blockId,
        skill,
        correct: finished.firstTryCorrect,
        source: finished.source,
        key: finished.key ?? null,
        answeredAt: finished.at,
      })
      .returning({ id: answerEvents.id }),
  );
  await tx
    .with(event)
    .insert(reviewCards)
    .values({ userId: finished.userId, lessonId: finished.lessonId, blockId: finished.blockId, ...next })
    .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.lessonId, reviewCards.blockId], set: next });
  return next;
}

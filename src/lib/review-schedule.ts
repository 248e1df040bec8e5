import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

/*
 * When a question comes back (spaced review): FSRS, through the ts-fsrs library (not a scheduler of our own), from
 * each child's own answers to each question. A daily review, so intervals are whole days (no minute-long learning
 * steps) and never fuzzed (the same answers give the same day, which tests and parents can follow). A question
 * answered right the first time is "Good", right after a miss "Hard", not solved "Again" (back the next day).
 */

export type ReviewOutcome = 'first-try' | 'after-a-miss' | 'missed';

/** What is stored per child and question. */
export interface ReviewCard {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false, request_retention: 0.9, maximum_interval: 365 });

const GRADE: Record<ReviewOutcome, Grade> = { 'first-try': Rating.Good, 'after-a-miss': Rating.Hard, missed: Rating.Again };

function toCard(card: ReviewCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

/** The card after answering at `now` (a first answer makes one). */
export function scheduleReview(card: ReviewCard | null, outcome: ReviewOutcome, now: Date): ReviewCard {
  const next = scheduler.next(card ? toCard(card) : createEmptyCard(now), now, GRADE[outcome]).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? now,
  };
}

/** How a question went, from its tries (a question is solved when its last try was right). */
export function outcomeOf(tries: number, solved: boolean): ReviewOutcome {
  if (!solved) return 'missed';
  return tries <= 1 ? 'first-try' : 'after-a-miss';
}

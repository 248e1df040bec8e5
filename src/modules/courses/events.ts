import type { EarnedBadge } from '@/lib/earned-badge';
import { defineEvent } from '@/server/domain-events';

/*
 * What the courses module lets others react to (decision 015). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/** A child finished a lesson attempt (`firstTime` false: the same completion answered again, nothing new). */
export interface LessonCompleted {
  userId: string;
  attemptId: string;
  xpAwarded: number;
  at: Date;
  firstTime: boolean;
  /** The reader's language: the rewards name the badges won in it (decision 054). English when absent. */
  locale?: string;
}

export interface LessonStreak {
  current: number;
  longest: number;
  shields: number;
  /** True when this lesson made today count (the first completion of the child's day). */
  extendedToday: boolean;
}

export interface LessonGoal {
  goalXp: number;
  todayXp: number;
  /** The goal is met when today's XP reaches it (decision 009). */
  met: boolean;
  /** This completion met it. */
  justMet: boolean;
}

/** What the completion screen shows beside the lesson's own XP: the subscribers' answer to a completion. */
export interface LessonRewards {
  badges: EarnedBadge[];
  streak: LessonStreak;
  dailyGoal: LessonGoal;
}

/** Published in the completion's transaction; the progress module awards the XP, moves the streak and goal, and awards badges. */
export const lessonCompleted = defineEvent<LessonCompleted, LessonRewards>('courses.lesson-completed');

/**
 * A child answered a question of their daily review (decision 052). `xp` is what the answer is worth and
 * `dailyCapXp` the most reviews give in the child's day; `key` is the answer's idempotency key (the XP's source).
 * `firstTime` false: the same answer sent again, nothing new.
 */
export interface ReviewAnswered {
  userId: string;
  key: string;
  xp: number;
  dailyCapXp: number;
  at: Date;
  firstTime: boolean;
  /** The reader's language: the rewards name the badges won in it (decision 054). English when absent. */
  locale?: string;
}

/** The subscribers' answer to a review answer: the XP it gave (after the day's cap), badges, streak and goal. */
export interface ReviewRewards extends LessonRewards {
  xpAwarded: number;
}

/** Published in the review answer's transaction; the progress module awards the XP, moves the streak and goal, and awards badges. */
export const reviewAnswered = defineEvent<ReviewAnswered, ReviewRewards>('courses.review-answered');

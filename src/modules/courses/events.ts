import type { EarnedBadge } from '@/lib/earned-badge';
import type { PersonCard } from '@/modules/accounts';
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
  /**
   * The child's row as the completion locked it, first thing in its transaction: the reactions neither lock nor read
   * it again (decision 022: the cost is per statement), and count the XP on from its total.
   */
  child: PersonCard;
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

/** What learning earned beside its own XP: badges, the streak and the daily goal. */
export interface LearningRewards {
  badges: EarnedBadge[];
  streak: LessonStreak;
  dailyGoal: LessonGoal;
}

/** What the completion screen shows beside the lesson's own XP: the subscribers' answer to a completion. */
export interface LessonRewards extends LearningRewards {
  /** The child's XP total afterwards, badge bonuses included (the screen's level). */
  xp: number;
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
  /** The child's row as the answer locked it, first thing in its transaction (as a completion's: see LessonCompleted). */
  child: PersonCard;
}

/** The subscribers' answer to a review answer: the XP it gave (after the day's cap), badges, streak and goal. */
export interface ReviewRewards extends LearningRewards {
  xpAwarded: number;
}

/** Published in the review answer's transaction; the progress module awards the XP, moves the streak and goal, and awards badges. */
export const reviewAnswered = defineEvent<ReviewAnswered, ReviewRewards>('courses.review-answered');

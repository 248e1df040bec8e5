import { lessonCompleted, reviewAnswered, type LessonCompleted, type LessonRewards, type ReviewAnswered, type ReviewRewards } from '@/modules/courses/events';
import { childDataExportRequested } from '@/modules/families/events';
import { fileUsageAsked } from '@/modules/files/events';
import { ordersFilled, type FillRewards, type OrdersFilled } from '@/modules/simulator/events';
import type { Tx } from '@/db/client';
import { publish, subscribe } from '@/server/domain-events';
import { awardReviewXp, reviewXpGiven } from './award-review-xp';
import { awardXp } from './award-xp';
import { findBadgesUsingFile } from './badge-file-usage';
import { badgesInLanguage } from './badge-words';
import { readChildProgress } from './child-export';
import { readDailyGoal } from './daily-goal';
import { localDay } from './days';
import { evaluateBadges as evaluate } from './evaluate-badges';
import { badgesEarned } from './events';
import { ensureLearningProfile, readLearningProfile, type LearningProfile } from './learning-profile';
import { recordLearningDay } from './record-learning-day';
import { childrenWithSimulatorBadgesDue } from './simulator-metrics';
import { streakStatus } from './streaks';

/*
 * How progress reacts to the other domains (decision 015), in their transactions: a completed lesson gives its XP,
 * counts on the child's day, moves the streak and daily goal and may award badges (decisions 008, 009); so does a
 * question answered in the daily review, with less XP (decision 052); filled orders may award the simulator
 * milestones; a parent's export of a child's data (decision 027) gets the child's progress from here, its owner
 * (decision 055), and the file store asks which badges show a file. No 'server-only': the custom server wires these
 * too.
 */

/** Every badge whose rule the child now meets, awarded, and announced (events.ts) in the same transaction. */
async function evaluateBadges(tx: Tx, childId: string, at: Date, known?: Parameters<typeof evaluate>[3]) {
  const badges = await evaluate(tx, childId, at, known);
  if (badges.length > 0) await publish(tx, badgesEarned, { childId, badges });
  return badges;
}

/** Streak and goal as they stand, for a completion answered again (nothing new happened). */
async function rewardsAsTheyStand(tx: Tx, userId: string, at: Date): Promise<LessonRewards> {
  const profile = await readLearningProfile(tx, userId);
  const status = streakStatus(
    { current: profile.streakCurrent, longest: profile.streakLongest, lastDay: profile.streakLastDay, shields: profile.streakShields },
    localDay(at, profile.timeZone),
  );
  const goal = await readDailyGoal(tx, userId, at);
  return { badges: [], streak: { current: status.current, longest: status.longest, shields: status.shields, extendedToday: false }, dailyGoal: { ...goal, justMet: false } };
}

/**
 * Learning done at `at`, after `award` gave its XP: the child's day and streak, then every badge whose rule is now
 * met (named in the reader's `locale` for the completion screen; the audit trail and notifications keep the English),
 * and the goal before and after: all or nothing.
 */
async function rewardLearning<Award>(tx: Tx, userId: string, at: Date, award: (profile: LearningProfile) => Promise<Award>, lesson: boolean, locale = 'en'): Promise<{ awarded: Award; rewards: LessonRewards }> {
  // The child's learning profile once, locked as the streak's move needs it: each step below reads its zone, goal or
  // streak from it instead of reading the row again (a completion is the longest transaction of a lesson).
  const profile = await ensureLearningProfile(tx, userId, { lock: true });
  const goalBefore = await readDailyGoal(tx, userId, at, profile);
  const awarded = await award(profile);
  const streak = await recordLearningDay(tx, userId, at, { lesson, locked: profile });
  const badges = await badgesInLanguage(tx, await evaluateBadges(tx, userId, at, { profile, streak: streak.current }), locale);
  const goal = await readDailyGoal(tx, userId, at, profile);
  return { awarded, rewards: { badges, streak, dailyGoal: { ...goal, justMet: goal.met && !goalBefore.met } } };
}

/** A completed lesson: its XP, the child's day and streak, then every badge whose rule it met. */
async function rewardLesson(tx: Tx, completion: LessonCompleted): Promise<LessonRewards> {
  const { userId, at } = completion;
  if (!completion.firstTime) return rewardsAsTheyStand(tx, userId, at);
  const { rewards } = await rewardLearning(tx, userId, at, (profile) => awardXp(tx, userId, completion.xpAwarded, 'lesson_completion', `attempt:${completion.attemptId}`, at, profile), true, completion.locale);
  return rewards;
}

/** A review answer: its XP within the day's cap, the child's day and streak (no lesson counted), then badges. */
async function rewardReview(tx: Tx, review: ReviewAnswered): Promise<ReviewRewards> {
  const { userId, at, key } = review;
  if (!review.firstTime) return { ...(await rewardsAsTheyStand(tx, userId, at)), xpAwarded: await reviewXpGiven(tx, userId, key) };
  const { awarded, rewards } = await rewardLearning(tx, userId, at, (profile) => awardReviewXp(tx, userId, review.xp, review.dailyCapXp, key, at, profile), false, review.locale);
  return { ...rewards, xpAwarded: awarded };
}

/** Simulator milestones: one query finds the children for whom a badge is now due; the full evaluation runs for them only. */
async function rewardFills(tx: Tx, { userIds, at }: OrdersFilled): Promise<FillRewards> {
  const badges = [];
  for (const childId of await childrenWithSimulatorBadgesDue(tx, userIds)) badges.push(...(await evaluateBadges(tx, childId, at)));
  return { badges };
}

export function subscribeProgress(): void {
  subscribe(lessonCompleted, 'progress.lesson-rewards', rewardLesson);
  subscribe(reviewAnswered, 'progress.review-rewards', rewardReview);
  subscribe(ordersFilled, 'progress.simulator-badges', rewardFills);
  subscribe(childDataExportRequested, 'progress.child-progress', async (tx, { childId }) => ({ progress: await readChildProgress(tx, childId) }));
  subscribe(fileUsageAsked, 'progress.badge-icons', async (tx, { fullPath }) => ({ badges: await findBadgesUsingFile(tx, fullPath) }));
}

import { lessonCompleted, reviewAnswered, type LearningRewards, type LessonCompleted, type LessonRewards, type ReviewAnswered, type ReviewRewards } from '@/modules/courses/events';
import type { PersonCard } from '@/modules/accounts/runtime';
import { childDataExportRequested } from '@/modules/families/events';
import { fileUsageAsked } from '@/modules/files/events';
import { ordersFilled, type FillRewards, type OrdersFilled } from '@/modules/simulator/events';
import type { Tx } from '@/db/client';
import { publish, subscribe } from '@/server/domain-events';
import { reviewXpGiven, reviewXpItem } from './award-review-xp';
import { findBadgesUsingFile } from './badge-file-usage';
import { badgesInLanguage } from './badge-words';
import { readChildProgress } from './child-export';
import { goalStatus, readDailyGoal } from './daily-goal';
import { localDay } from './days';
import { evaluateBadges as evaluate } from './evaluate-badges';
import { badgesEarned } from './events';
import { ensureLearningProfile, readLearningProfile, type LearningProfile } from './learning-profile';
import { writeChildDay, type XpItem } from './record-learning-day';
import { childrenWithSimulatorBadgesDue } from './simulator-metrics';
import { countDay, streakStatus } from './streaks';

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
  const evaluation = await evaluate(tx, childId, at, known);
  // The child as the evaluation held their row: the notifications name them without reading it again.
  if (evaluation.badges.length > 0 && evaluation.child) await publish(tx, badgesEarned, { childId, badges: evaluation.badges, child: evaluation.child });
  return evaluation;
}

/** Streak and goal as they stand, for a completion answered again (nothing new happened). */
async function rewardsAsTheyStand(tx: Tx, userId: string, at: Date): Promise<LearningRewards> {
  const profile = await readLearningProfile(tx, userId);
  const status = streakStatus(
    { current: profile.streakCurrent, longest: profile.streakLongest, lastDay: profile.streakLastDay, shields: profile.streakShields },
    localDay(at, profile.timeZone),
  );
  const goal = await readDailyGoal(tx, userId, at);
  return { badges: [], streak: { current: status.current, longest: status.longest, shields: status.shields, extendedToday: false }, dailyGoal: { ...goal, justMet: false } };
}

/**
 * Learning done at `at`: the child's profile locked, then `xpFor` names the XP it is worth (a review's read against
 * its day's cap), paid with the child's day counted and the streak moved in one statement (writeChildDay); then every
 * badge whose rule is now met (named in the reader's `locale` for the completion screen; the audit trail and
 * notifications keep the English), and the goal before and after, counted from the day's XP that those statements
 * return instead of read again (decision 022): all or nothing. `child`: the child's row, when the publisher locked it.
 */
async function rewardLearning(
  tx: Tx,
  userId: string,
  at: Date,
  xpFor: (profile: LearningProfile, day: string) => Promise<XpItem>,
  lesson: boolean,
  locale = 'en',
  child?: PersonCard,
): Promise<{ paid: number; xp: number | null; rewards: LearningRewards }> {
  // The child's learning profile once, locked as the streak's move needs it: each step below reads its zone, goal or
  // streak from it instead of reading the row again (a completion is the longest transaction of a lesson).
  const profile = await ensureLearningProfile(tx, userId, { lock: true });
  const day = localDay(at, profile.timeZone);
  const counted = countDay({ current: profile.streakCurrent, longest: profile.streakLongest, lastDay: profile.streakLastDay, shields: profile.streakShields }, day);
  const written = await writeChildDay(tx, userId, { at, day, items: [await xpFor(profile, day)], learning: { lessons: lesson ? 1 : 0, counted } });
  // The day's row is written whenever learning is counted: its XP now, less what was just paid, is what it was.
  const todayBefore = (written.todayXp ?? 0) - written.paid;
  const streak = { current: counted.state.current, longest: counted.state.longest, shields: counted.state.shields, extendedToday: counted.extended };
  const evaluation = await evaluateBadges(tx, userId, at, { profile, streak: streak.current, child });
  const badges = await badgesInLanguage(tx, evaluation.badges, locale);
  const goal = goalStatus(profile.dailyGoalXp, evaluation.todayXp ?? written.todayXp ?? 0);
  const goalBefore = goalStatus(profile.dailyGoalXp, todayBefore);
  return { paid: written.paid, xp: evaluation.xp ?? written.xp, rewards: { badges, streak, dailyGoal: { ...goal, justMet: goal.met && !goalBefore.met } } };
}

/** A completed lesson: its XP, the child's day and streak, then every badge whose rule it met; the XP total after. */
async function rewardLesson(tx: Tx, completion: LessonCompleted): Promise<LessonRewards> {
  const { userId, at, child } = completion;
  if (!completion.firstTime) return { ...(await rewardsAsTheyStand(tx, userId, at)), xp: child.xp };
  const xpItem = { amount: completion.xpAwarded, reason: 'lesson_completion', sourceId: `attempt:${completion.attemptId}` };
  const { xp, rewards } = await rewardLearning(tx, userId, at, async () => xpItem, true, completion.locale, child);
  // Nothing paid (a completion worth no XP) leaves the total as the completion locked it.
  return { ...rewards, xp: xp ?? child.xp };
}

/** A review answer: its XP within the day's cap, the child's day and streak (no lesson counted), then badges. */
async function rewardReview(tx: Tx, review: ReviewAnswered): Promise<ReviewRewards> {
  const { userId, at, key } = review;
  if (!review.firstTime) return { ...(await rewardsAsTheyStand(tx, userId, at)), xpAwarded: await reviewXpGiven(tx, userId, key) };
  const { paid, rewards } = await rewardLearning(tx, userId, at, (profile, day) => reviewXpItem(tx, userId, review.xp, review.dailyCapXp, key, at, { timeZone: profile.timeZone, day }), false, review.locale, review.child);
  return { ...rewards, xpAwarded: paid };
}

/** Simulator milestones: one query finds the children for whom a badge is now due; the full evaluation runs for them only. */
async function rewardFills(tx: Tx, { userIds, at }: OrdersFilled): Promise<FillRewards> {
  const badges = [];
  for (const childId of await childrenWithSimulatorBadgesDue(tx, userIds)) badges.push(...(await evaluateBadges(tx, childId, at)).badges);
  return { badges };
}

export function subscribeProgress(): void {
  subscribe(lessonCompleted, 'progress.lesson-rewards', rewardLesson);
  subscribe(reviewAnswered, 'progress.review-rewards', rewardReview);
  subscribe(ordersFilled, 'progress.simulator-badges', rewardFills);
  subscribe(childDataExportRequested, 'progress.child-progress', async (tx, { childId }) => ({ progress: await readChildProgress(tx, childId) }));
  subscribe(fileUsageAsked, 'progress.badge-icons', async (tx, { fullPath }) => ({ badges: await findBadgesUsingFile(tx, fullPath) }));
}

/*
 * XP and levels (decision 008).
 * - A lesson's first completion gives its reward, plus half of it again (rounded up) for a perfect score
 *   (every question right at the first try).
 * - The second completion gives half the reward (rounded down); later ones give nothing.
 * - Level n starts at 50·n·(n−1) XP: level 1 at 0, 2 at 100, 3 at 300, 4 at 600, 5 at 1,000 …
 * - A question answered in the daily review (decision 052): 2 XP when right, 1 for trying, at most 20 XP of reviews
 *   in the child's day. Less than a first pass (a lesson's 10 XP and its perfect bonus over about five questions is
 *   about 3 XP a question), so reviewing never pays better than learning, and one full session (10 questions) fills it.
 */

export function xpForCompletion(reward: number, completionNumber: number, perfect: boolean): number {
  if (completionNumber === 1) return reward + (perfect ? Math.ceil(reward / 2) : 0);
  if (completionNumber === 2) return Math.floor(reward / 2);
  return 0;
}

/** XP for one review answer, before the day's cap. */
export function xpForReviewAnswer(correct: boolean): number {
  return correct ? 2 : 1;
}

/** The most XP reviews give in one of the child's days. */
export const REVIEW_XP_DAILY_CAP = 20;

export function levelThreshold(level: number): number {
  return 50 * level * (level - 1);
}

export interface LevelProgress {
  level: number;
  xp: number;
  levelStart: number;
  nextLevelAt: number;
  /** 0..1 of the way from this level to the next. */
  progress: number;
}

export function levelFor(xp: number): LevelProgress {
  const safe = Math.max(0, Math.floor(xp));
  // Solve 50·n·(n−1) ≤ xp for the largest whole n.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + safe / 12.5)) / 2));
  while (levelThreshold(level + 1) <= safe) level++;
  while (level > 1 && levelThreshold(level) > safe) level--;
  const levelStart = levelThreshold(level);
  const nextLevelAt = levelThreshold(level + 1);
  return { level, xp: safe, levelStart, nextLevelAt, progress: (safe - levelStart) / (nextLevelAt - levelStart) };
}

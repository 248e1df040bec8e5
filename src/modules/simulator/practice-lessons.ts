import type { RefusalCode } from './trading-rules';

/*
 * Which lesson of "How the Stock Market Works" (SIMULATOR_COURSE_SLUG, its slugs: src/seed/curriculum/
 * how-the-stock-market-works.ts) explains what just happened in a child's trading (decisions 052 and 070): the one
 * mapping, read by /simulator's tip and by the competitions' suggestions, so one reason has one lesson wherever the
 * child trades. Apart from the tip, whose reading of stored reasons is the everyday page's alone.
 */

/** The words that say a refusal in a tip (review.hint.<words>). */
export type RefusalWords = 'positionCap' | 'cost' | 'notEnoughShares' | 'price';

/** Each refusal the child can learn from, its lesson and words. A paused market is no mistake of theirs: no tip. */
export const REFUSAL_LESSONS: Partial<Record<RefusalCode, { lesson: string; words: RefusalWords }>> = {
  positionCap: { lesson: 'risk-and-diversification', words: 'positionCap' },
  notEnoughCash: { lesson: 'what-is-a-share', words: 'cost' },
  feeMoreThanSale: { lesson: 'what-is-a-share', words: 'cost' },
  notEnoughShares: { lesson: 'what-is-a-share', words: 'notEnoughShares' },
  limitOutOfBand: { lesson: 'why-prices-move', words: 'price' },
  priceTooLow: { lesson: 'why-prices-move', words: 'price' },
};

/** A sharp fall is met with patience: the lesson on thinking long-term. */
const FALL_LESSON = 'thinking-long-term';

/** The lesson slug that explains a refusal of the trading rules, or a sharp fall ('fell'); null when there is nothing to learn from it. */
export function practiceLessonOf(code: RefusalCode | 'fell'): string | null {
  return code === 'fell' ? FALL_LESSON : (REFUSAL_LESSONS[code]?.lesson ?? null);
}

import type { MarketStockView, OrderView, PortfolioView } from './contract';
import { refusalCodeOf } from './refusal-codes';
import { practiceLessonOf, REFUSAL_LESSONS, type RefusalWords } from './practice-lessons';
import type { RefusalCode } from './trading-rules';

/*
 * A kind tip on /simulator (decision 052): when the child's order was just refused, or a stock they hold has fallen
 * sharply today, the lesson of "How the Stock Market Works" that explains it, or their review when questions on its
 * skills wait today. Pure: the page hands in what it read.
 */

/** A held stock this far below the day's opening price, or further, has fallen sharply (in %). */
export const SHARP_FALL_PCT = -10;

/** How long after a refused order its tip is still shown. */
export const REFUSAL_TIP_MS = 30 * 60_000;

/** What the tip is about, and the words that say it (review.hint.<words>). */
export type PracticeReason = { kind: 'refused'; code: RefusalCode; words: RefusalWords } | { kind: 'fell'; symbol: string; changePct: number; words: 'fell' };

/** A lesson of the course, as courses' getPracticeLinks reads it. */
export interface PracticeLesson {
  courseSlug: string;
  slug: string;
  title: string;
  dueReviews: number;
}

export interface PracticeTip {
  reason: PracticeReason;
  lesson: PracticeLesson;
  /** The review when questions on the lesson's skills wait today; else the lesson. */
  href: string;
  review: boolean;
}

/**
 * The tip to show, or null: the latest order refused within REFUSAL_TIP_MS first, else the held stock that fell
 * furthest today, SHARP_FALL_PCT or more. `orders` newest first, as the page lists them.
 */
export function practiceTip(page: { orders: readonly OrderView[]; portfolio: Pick<PortfolioView, 'holdings'>; stocks: readonly Pick<MarketStockView, 'symbol' | 'changePct'>[] }, lessons: readonly PracticeLesson[], now: Date): PracticeTip | null {
  const lessonFor = (slug: string) => lessons.find((lesson) => lesson.slug === slug);
  const tip = (reason: PracticeReason, slug: string): PracticeTip | null => {
    const lesson = lessonFor(slug);
    if (!lesson) return null;
    const review = lesson.dueReviews > 0;
    return { reason, lesson, review, href: review ? '/review' : `/courses/${lesson.courseSlug}/${lesson.slug}` };
  };
  const latest = page.orders[0];
  const code = latest?.status === 'rejected' && now.getTime() - latest.createdAt.getTime() <= REFUSAL_TIP_MS ? refusalCodeOf(latest.reason) : null;
  const refusal = code ? REFUSAL_LESSONS[code] : undefined;
  if (code && refusal) return tip({ kind: 'refused', code, words: refusal.words }, refusal.lesson);
  const held = new Set(page.portfolio.holdings.map((holding) => holding.symbol));
  const fallen = page.stocks.filter((stock) => held.has(stock.symbol) && stock.changePct <= SHARP_FALL_PCT).sort((a, b) => a.changePct - b.changePct)[0];
  return fallen ? tip({ kind: 'fell', symbol: fallen.symbol, changePct: fallen.changePct, words: 'fell' }, practiceLessonOf('fell')!) : null;
}

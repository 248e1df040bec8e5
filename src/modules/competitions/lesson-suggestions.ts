import { practiceLessonOf, REFUSAL_CODES, type RefusalCode } from '@/modules/simulator';
import { lessonHref } from './lesson-href';

/*
 * The lesson a child's game suggests (decision 070): after an order refused for a reason a lesson teaches, or when a
 * holding has fallen sharply. The lessons are those of "How the Stock Market Works" (SIMULATOR_COURSE_SLUG), named by
 * their stable slugs from the seeded curriculum. A refusal of the simulator's own rules is explained by the lesson
 * the everyday simulator names (`practiceLessonOf`), so one reason has one lesson wherever the child trades; the
 * competition's own rules that a lesson teaches are mapped here, and nowhere else. Pure: the page hands in what it read.
 */

/**
 * A holding worth this much less than the child paid for it on average, or more, has fallen sharply (in %). Measured
 * from the average cost, not the day's opening as on /simulator: a game lasts days or weeks, and what a child feels
 * is the money they put in. −10 % is a fall a child notices and a market often makes in a few days, so the tip comes
 * while it still means something, not at every wobble.
 */
export const HOLDING_FALL_PCT = -10;

/** How long after a refused order its suggestion is still shown (as on /simulator). */
export const REFUSAL_SUGGESTION_MS = 30 * 60_000;

/** The competition's own rules a lesson teaches. The others (dates, stocks allowed, order kinds) are the game's rules, not a lesson's. */
const RULE_LESSONS: Readonly<Record<string, string>> = {
  // When the market takes orders: the lesson on what a share is explains the stock market as a marketplace.
  outsideHours: 'what-is-a-share',
  // One order too big is too much at once in one stock.
  orderTooLarge: 'risk-and-diversification',
};

/** Why the suggestion is made: a refusal (its code) or a fall (the stock and how far, in whole %). */
export type SuggestionReason = { kind: 'refused'; code: RefusalCode | 'outsideHours' | 'orderTooLarge' } | { kind: 'fell'; symbol: string; fallPct: number };

/** A lesson of the course, as courses' getPracticeLinks reads it. */
export interface SuggestedLesson {
  courseSlug: string;
  slug: string;
  title: string;
  dueReviews: number;
  done: boolean;
}

export interface LessonSuggestion {
  reason: SuggestionReason;
  lesson: SuggestedLesson;
  /** 'lesson': not finished yet; 'review': finished, and questions on its skills wait today; 'again': finished, nothing due, read again. */
  action: 'lesson' | 'review' | 'again';
  href: string;
}

/** The code of a stored refusal key a lesson teaches, or null. */
function teachableCode(reason: string | null): SuggestionReason & { kind: 'refused' } | null {
  if (reason?.startsWith('orders.refusals.')) {
    const code = reason.slice('orders.refusals.'.length);
    return (REFUSAL_CODES as readonly string[]).includes(code) && practiceLessonOf(code as RefusalCode) ? { kind: 'refused', code: code as RefusalCode } : null;
  }
  if (reason?.startsWith('competitions.refusals.')) {
    const code = reason.slice('competitions.refusals.'.length);
    return code === 'outsideHours' || code === 'orderTooLarge' ? { kind: 'refused', code } : null;
  }
  return null;
}

/** The lesson slug for a reason. */
export function suggestedLessonSlug(reason: SuggestionReason): string | null {
  if (reason.kind === 'fell') return practiceLessonOf('fell');
  return RULE_LESSONS[reason.code] ?? practiceLessonOf(reason.code as RefusalCode);
}

/**
 * The suggestion to show, or null: the latest order if it was refused within REFUSAL_SUGGESTION_MS for a reason a
 * lesson teaches, else the holding furthest below its average cost, HOLDING_FALL_PCT or more. `orders` newest first.
 */
export function lessonSuggestion(
  portfolio: { orders: readonly { status: string; reason: string | null; createdAt: string }[]; holdings: readonly { symbol: string; averageCost: string; price: string }[] },
  lessons: readonly SuggestedLesson[],
  now: Date,
): LessonSuggestion | null {
  const suggest = (reason: SuggestionReason): LessonSuggestion | null => {
    const slug = suggestedLessonSlug(reason);
    const lesson = lessons.find((candidate) => candidate.slug === slug);
    if (!lesson) return null;
    const action = !lesson.done ? 'lesson' : lesson.dueReviews > 0 ? 'review' : 'again';
    return { reason, lesson, action, href: action === 'review' ? '/review' : lessonHref(lesson) };
  };
  const latest = portfolio.orders[0];
  const refused = latest?.status === 'rejected' && now.getTime() - new Date(latest.createdAt).getTime() <= REFUSAL_SUGGESTION_MS ? teachableCode(latest.reason) : null;
  if (refused) return suggest(refused);
  const fallen = portfolio.holdings
    .map((holding) => ({ symbol: holding.symbol, pct: Number(holding.averageCost) > 0 ? ((Number(holding.price) - Number(holding.averageCost)) / Number(holding.averageCost)) * 100 : 0 }))
    .filter((holding) => holding.pct <= HOLDING_FALL_PCT)
    .sort((a, b) => a.pct - b.pct)[0];
  return fallen ? suggest({ kind: 'fell', symbol: fallen.symbol, fallPct: Math.round(-fallen.pct) }) : null;
}

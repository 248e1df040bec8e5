import { describe, expect, it } from 'vitest';
import { HOLDING_FALL_PCT, lessonSuggestion, REFUSAL_SUGGESTION_MS, suggestedLessonSlug, type SuggestedLesson } from './lesson-suggestions';

const COURSE = 'how-the-stock-market-works';
const NOW = new Date('2030-03-10T10:00:00Z');
const lesson = (slug: string, done = false, dueReviews = 0): SuggestedLesson => ({ courseSlug: COURSE, slug, title: slug, dueReviews, done });
const LESSONS = [lesson('what-is-a-share'), lesson('why-prices-move'), lesson('risk-and-diversification', true, 2), lesson('thinking-long-term', true, 0)];
const refused = (reason: string, minutesAgo = 1): { status: string; reason: string | null; createdAt: string } => ({ status: 'rejected', reason, createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString() });
const holding = (symbol: string, averageCost: string, price: string) => ({ symbol, averageCost, price });
const suggest = (orders: ReturnType<typeof refused>[], holdings: ReturnType<typeof holding>[] = []) => lessonSuggestion({ orders, holdings }, LESSONS, NOW);

describe('the lesson a competition suggests (decision 070)', () => {
  it('maps each teachable refusal to one lesson of the stock-market course, and the game’s own rules to none', () => {
    expect(suggestedLessonSlug({ kind: 'refused', code: 'positionCap' })).toBe('risk-and-diversification');
    expect(suggestedLessonSlug({ kind: 'refused', code: 'orderTooLarge' })).toBe('risk-and-diversification');
    expect(suggestedLessonSlug({ kind: 'refused', code: 'notEnoughCash' })).toBe('what-is-a-share');
    expect(suggestedLessonSlug({ kind: 'refused', code: 'outsideHours' })).toBe('what-is-a-share');
    expect(suggestedLessonSlug({ kind: 'refused', code: 'priceTooLow' })).toBe('why-prices-move');
    expect(suggestedLessonSlug({ kind: 'fell', symbol: 'KO', fallPct: 12 })).toBe('thinking-long-term');
    expect(suggestedLessonSlug({ kind: 'refused', code: 'marketPaused' })).toBeNull();
    for (const reason of ['competitions.refusals.lessonsFirst', 'competitions.refusals.notStarted', 'competitions.refusals.stockNotListed', 'orders.refusals.marketPaused', 'competitions.refusals.nonsense']) {
      expect(suggest([refused(reason)])).toBeNull();
    }
  });

  it('suggests the lesson when not finished, the review when finished with questions due, else reading it again', () => {
    expect(suggest([refused('orders.refusals.notEnoughCash')])).toMatchObject({ reason: { kind: 'refused', code: 'notEnoughCash' }, action: 'lesson', href: `/courses/${COURSE}/what-is-a-share` });
    expect(suggest([refused('competitions.refusals.orderTooLarge')])).toMatchObject({ action: 'review', href: '/review', lesson: { slug: 'risk-and-diversification' } });
    expect(suggest([], [holding('KO', '80', '70')])).toMatchObject({ reason: { kind: 'fell', symbol: 'KO', fallPct: 13 }, action: 'again', href: `/courses/${COURSE}/thinking-long-term` });
    // A lesson missing from the catalogue suggests nothing.
    expect(lessonSuggestion({ orders: [refused('orders.refusals.notEnoughCash')], holdings: [] }, [], NOW)).toBeNull();
  });

  it('only a fresh refusal of the latest order counts; a fall counts from the threshold, the furthest first', () => {
    expect(suggest([refused('orders.refusals.notEnoughCash', REFUSAL_SUGGESTION_MS / 60_000 + 1)])).toBeNull();
    expect(suggest([{ status: 'filled', reason: null, createdAt: NOW.toISOString() }, refused('orders.refusals.notEnoughCash')])).toBeNull();
    // Exactly at the threshold is a sharp fall; a little less is not.
    const atThreshold = String(100 + HOLDING_FALL_PCT);
    expect(suggest([], [holding('KO', '100', atThreshold)])).toMatchObject({ reason: { kind: 'fell', symbol: 'KO', fallPct: 10 } });
    expect(suggest([], [holding('KO', '100', '90.01')])).toBeNull();
    expect(suggest([], [holding('KO', '100', '85'), holding('ACME', '10', '5'), holding('NEW', '10', '12')])).toMatchObject({ reason: { symbol: 'ACME', fallPct: 50 } });
    // A refusal that teaches nothing leaves room for the fall.
    expect(suggest([refused('competitions.refusals.stockNotListed')], [holding('KO', '100', '80')])).toMatchObject({ reason: { kind: 'fell', symbol: 'KO' } });
  });
});

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { HoldingView, OrderView } from './contract';
import { practiceTip, REFUSAL_TIP_MS, type PracticeLesson } from './practice-hint';

const MESSAGES = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const))) as Record<Locale, Record<string, unknown>>;
const current: { locale: Locale; errors: string[] } = { locale: 'en', errors: [] };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: current.locale, messages: MESSAGES[current.locale], namespace: namespace as never, onError: (error) => current.errors.push(error.message) }),
  getLocale: async () => current.locale,
}));
const { PracticeHint } = await import('./components/practice-hint');

const NOW = new Date('2026-03-02T10:00:00Z');
const course = 'how-the-stock-market-works';
const LESSONS: PracticeLesson[] = [
  { courseSlug: course, slug: 'what-is-a-share', title: 'What is a share?', dueReviews: 0 },
  { courseSlug: course, slug: 'why-prices-move', title: 'Why prices move', dueReviews: 0 },
  { courseSlug: course, slug: 'risk-and-diversification', title: 'Risk and diversification', dueReviews: 2 },
  { courseSlug: course, slug: 'thinking-long-term', title: 'Thinking long-term', dueReviews: 0 },
];

function order(reason: string | null, minutesAgo: number, status: OrderView['status'] = 'rejected'): OrderView {
  return { id: 'o1', symbol: 'KO', side: 'buy', type: 'market', shares: 5, limitPrice: null, status, reason, fillPrice: null, createdAt: new Date(NOW.getTime() - minutesAgo * 60_000), closedAt: null };
}

const holding = (symbol: string) => ({ symbol }) as HoldingView;

describe("the simulator's tips (decision 052)", () => {
  it('a refused order just now points to the lesson that explains it, or to the review when its questions wait', () => {
    const page = (orders: OrderView[]) => ({ orders, portfolio: { holdings: [] }, stocks: [] });
    expect(practiceTip(page([order('orders.reasons.notEnoughCash', 1)]), LESSONS, NOW)).toMatchObject({ reason: { kind: 'refused', code: 'notEnoughCash', words: 'cost' }, review: false, href: `/courses/${course}/what-is-a-share` });
    expect(practiceTip(page([order('orders.reasons.limitOutOfBand', 1)]), LESSONS, NOW)).toMatchObject({ href: `/courses/${course}/why-prices-move` });
    // Too much in one company: its questions wait in today's review, so the tip says so and leads there.
    expect(practiceTip(page([order('orders.reasons.positionCap', 1)]), LESSONS, NOW)).toMatchObject({ review: true, href: '/review', lesson: { slug: 'risk-and-diversification', dueReviews: 2 } });
    // Not the child's doing, too long ago, or not the latest order: no tip.
    expect(practiceTip(page([order('orders.reasons.marketPaused', 1)]), LESSONS, NOW)).toBeNull();
    expect(practiceTip(page([order('orders.reasons.notEnoughCash', REFUSAL_TIP_MS / 60_000 + 1)]), LESSONS, NOW)).toBeNull();
    expect(practiceTip(page([order(null, 0, 'filled'), order('orders.reasons.notEnoughCash', 2)]), LESSONS, NOW)).toBeNull();
    // Without the course (not seeded, unpublished): no tip rather than a broken link.
    expect(practiceTip(page([order('orders.reasons.notEnoughCash', 1)]), [], NOW)).toBeNull();
  });

  it('a held stock 10 % or more below the day’s opening price points to thinking long-term; the furthest fall is named', () => {
    const stocks = [
      { symbol: 'KO', changePct: -9.9 },
      { symbol: 'ACME', changePct: -12.5 },
      { symbol: 'ZZ', changePct: -30 },
      { symbol: 'NEW', changePct: -10 },
    ];
    expect(practiceTip({ orders: [], portfolio: { holdings: [holding('KO'), holding('ACME'), holding('NEW')] }, stocks }, LESSONS, NOW)).toMatchObject({
      reason: { kind: 'fell', symbol: 'ACME', changePct: -12.5 },
      href: `/courses/${course}/thinking-long-term`,
    });
    expect(practiceTip({ orders: [], portfolio: { holdings: [holding('KO')] }, stocks }, LESSONS, NOW)).toBeNull();
  });

  beforeEach(() => {
    current.errors = [];
  });

  for (const locale of LOCALES) {
    it(`${locale}: the tip is said, with its link, and no message is missing`, async () => {
      current.locale = locale;
      const fell = practiceTip({ orders: [], portfolio: { holdings: [holding('ACME')] }, stocks: [{ symbol: 'ACME', changePct: -12.5 }] }, LESSONS, NOW)!;
      const refused = practiceTip({ orders: [order('orders.reasons.positionCap', 1)], portfolio: { holdings: [] }, stocks: [] }, LESSONS, NOW)!;
      const html = renderToString(createElement('div', null, await PracticeHint({ tip: fell }), await PracticeHint({ tip: refused })));
      expect(current.errors).toEqual([]);
      expect(html).toContain(`href="/courses/${course}/thinking-long-term"`);
      expect(html).toContain('href="/review"');
      expect(html).toContain('ACME');
      if (locale === 'en') expect(html).toContain('ACME has fallen 13% today.');
    });
  }
});

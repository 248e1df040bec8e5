import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import enOrders from '../../../../messages/en/orders.json';
import enPart from '../../../../messages/en/simulator.json';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { DisplayRate } from '@/lib/money';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { LeaderboardView, OrderView, PortfolioView, TradeView } from '../contract';

// The server components read next-intl/server; here it answers from the product's messages, collecting any missing key.
const intl = await renderIntl();
vi.mock('next-intl/server', () => serverIntl(intl));
vi.mock('../actions', () => ({ placeOrderAction: vi.fn(), cancelOrderAction: vi.fn() }));
// The order form and the cancel button read the page again after an answer (router.refresh): no app router here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { HoldingsPanel } = await import('./holdings-panel');
const { HowItWorks } = await import('./how-it-works');
const { LeaderboardPanel } = await import('./leaderboard-panel');
const { MarketList } = await import('./market-list');
const { OrderForm } = await import('./order-form');
const { OpenOrdersPanel, OrderHistoryPanel, TradeHistoryPanel } = await import('./orders-panels');
const { PortfolioChartPanel } = await import('./portfolio-chart-panel');
const { PortfolioSummary } = await import('./portfolio-summary');
const { StockDetail } = await import('./stock-detail');

const EUR: DisplayRate = { currency: 'EUR', ratePerUsd: '0.5', asOf: '2026-11-20' };

const PORTFOLIO: PortfolioView = {
  cash: '9000',
  startingCash: '10000',
  holdingsValue: '850',
  totalValue: '9850',
  gain: '-150',
  gainPct: -1.5,
  holdings: [{ stockId: 1, symbol: 'ACME', name: 'Acme Toys', sector: 'Toys', shares: 20, averageCost: '50', price: '42.5', marketValue: '850', gain: '-150', gainPct: -15, weightPct: 8.63 }],
  rules: { startingCash: '10000', commission: '1', positionCapPct: 25, minSharePrice: '1', paused: false, tradingDay: 3 },
};
const STOCK = { id: 1, symbol: 'ACME', name: 'Acme Toys', sector: 'Toys', description: 'Acme makes toys.', price: '42.5', basePrice: '40', changePct: 6.25 };
const ORDERS: OrderView[] = [
  { id: 'o1', symbol: 'ACME', side: 'buy', type: 'limit', shares: 2, limitPrice: '40', status: 'open', reason: null, fillPrice: null, createdAt: new Date(0), closedAt: null },
  { id: 'o2', symbol: 'ACME', side: 'buy', type: 'market', shares: 900, limitPrice: null, status: 'rejected', reason: 'orders.reasons.notEnoughCash', fillPrice: null, createdAt: new Date(0), closedAt: new Date(0) },
];
const TRADES: TradeView[] = [{ id: 1, symbol: 'ACME', side: 'sell', shares: 3, price: '42.5', commission: '1', realizedProfit: '-23.5', executedAt: new Date(0) }];
const LEADERBOARD: LeaderboardView = {
  scope: 'family',
  hidden: false,
  rows: [
    { rank: 1, displayName: 'Sam', avatarSeed: 's', avatarVariant: 'adventurer', returnPct: 3.2, isMe: false },
    { rank: 2, displayName: 'Charlie', avatarSeed: 'c', avatarVariant: 'adventurer', returnPct: -1.5, isMe: true },
  ],
  boards: [
    { key: 'class:c1', scope: 'class', name: 'Maths 4B' },
    { key: 'family', scope: 'family' },
  ],
  board: 'family',
};

function render(locale: Locale, element: ReactElement): string {
  return renderToString(inIntlProvider(intl, element, locale));
}

describe('the simulator page renders in every language', () => {
  beforeEach(() => {
    intl.errors = [];
  });

  for (const locale of LOCALES) {
    it(`${locale}: every panel, with no missing message`, async () => {
      intl.locale = locale;
      const display = { rate: EUR, locale };
      const html = [
        render(locale, await PortfolioSummary({ portfolio: PORTFOLIO, display })),
        render(locale, await HowItWorks({ rules: { ...PORTFOLIO.rules, paused: true }, display, open: true })),
        render(locale, await StockDetail({ stock: STOCK, owned: 20, display })),
        render(locale, await HoldingsPanel({ holdings: PORTFOLIO.holdings, display })),
        render(locale, await HoldingsPanel({ holdings: [], display })),
        render(locale, await OpenOrdersPanel({ orders: ORDERS.slice(0, 1), display })),
        render(locale, await OrderHistoryPanel({ orders: ORDERS, rules: PORTFOLIO.rules, display })),
        render(locale, await TradeHistoryPanel({ trades: TRADES, display })),
        render(locale, await TradeHistoryPanel({ trades: [], display })),
        render(locale, await PortfolioChartPanel({ points: [{ time: 0, value: 10000 }, { time: 3600, value: 9850 }], display })),
        render(locale, await PortfolioChartPanel({ points: [], display })),
        render(locale, await LeaderboardPanel({ leaderboard: LEADERBOARD, display })),
        render(locale, await LeaderboardPanel({ leaderboard: { ...LEADERBOARD, hidden: true }, display })),
        render(locale, await LeaderboardPanel({ leaderboard: { scope: 'none', hidden: false, rows: [], boards: [{ key: 'family', scope: 'family' }], board: 'family' }, display })),
        render(locale, await LeaderboardPanel({ leaderboard: { ...LEADERBOARD, scope: 'class', board: 'class:c1' }, display })),
        render(locale, await LeaderboardPanel({ leaderboard: { scope: 'none', hidden: false, rows: [], boards: [LEADERBOARD.boards[0]!], board: 'class:c1' }, display })),
        render(locale, createElement(MarketList, { stocks: [STOCK], selected: 'ACME', rate: EUR, locale })),
        render(
          locale,
          createElement(OrderForm, {
            stocks: [STOCK],
            initialSymbol: 'ACME',
            initialSide: 'sell',
            initialKey: 'key-12345678',
            cash: PORTFOLIO.cash,
            owned: { ACME: 20 },
            commission: '1',
            minSharePrice: '1',
            paused: false,
            rate: EUR,
            locale,
          }),
        ),
      ].join('\n');
      expect(intl.errors).toEqual([]);
      // Amounts in the viewer's currency (EUR at 0.5 per USD): 9,850 USD → 4,925 EUR.
      expect(html).toMatch(/4[\s,.\u202f\u00a0]?925/);
      expect(html).toContain('name="idempotencyKey" value="key-12345678"');
      expect(html).toContain('data-trend="down"');
      expect(html).toContain('aria-current="true"');
    });
  }

  it('says "no change yet", neutral, when the portfolio is exactly where it started', async () => {
    intl.locale = 'en';
    const display = { rate: EUR, locale: 'en' };
    const even = render('en', await PortfolioSummary({ portfolio: { ...PORTFOLIO, totalValue: '10000', gain: '0.0000', gainPct: 0 }, display }));
    expect(even).toContain(enPart.simulator.summary.evenWords);
    expect(even).not.toContain('▲');
    expect(even).not.toContain('data-trend="up"');
    expect(even).not.toContain(enPart.simulator.summary.upWords.replace(/'/g, '&#x27;'));
    // A real gain, however small, still says so (spec 9: green with ▲).
    const up = render('en', await PortfolioSummary({ portfolio: { ...PORTFOLIO, gain: '0.01', gainPct: 0 }, display }));
    expect(up).toContain('data-trend="up"');
    expect(up).toContain(enPart.simulator.summary.upWords.replace(/'/g, '&#x27;'));
    expect(intl.errors).toEqual([]);
  });

  it("speaks to the class's teacher on the class page, never as a child comparing their own return", async () => {
    intl.locale = 'en';
    const display = { rate: EUR, locale: 'en' };
    const empty = render('en', await LeaderboardPanel({ leaderboard: { scope: 'none', hidden: false, rows: [], boards: [{ key: 'family', scope: 'family' }], board: 'family' }, display, viewer: 'teacher' }));
    const full = render('en', await LeaderboardPanel({ leaderboard: { ...LEADERBOARD, scope: 'class', board: 'class:c1' }, display, viewer: 'teacher' }));
    for (const html of [empty, full]) {
      expect(html).not.toContain('Compare your return');
      expect(html).not.toContain('your family');
      expect(html).toContain(enPart.simulator.leaderboard.teacher.lead);
    }
    expect(empty).toContain(enPart.simulator.leaderboard.teacher.nobody.replace(/'/g, '&#x27;'));
    expect(intl.errors).toEqual([]);
  });

  it('explains a refused order with the orders namespace', async () => {
    intl.locale = 'en';
    const html = render('en', await OrderHistoryPanel({ orders: ORDERS, rules: PORTFOLIO.rules, display: { rate: EUR, locale: 'en' } }));
    expect(html).toContain(enOrders.orders.reasons.notEnoughCash.replace(/'/g, '&#x27;'));
  });
});

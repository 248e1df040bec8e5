import { randomUUID } from 'node:crypto';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import type { MarketDayView } from '../contract';
import { practiceTip, type PracticeLesson } from '../practice-hint';
import type { SimulatorPage } from '../queries';
import { HoldingsPanel } from './holdings-panel';
import { HowItWorks } from './how-it-works';
import { LeaderboardPanel } from './leaderboard-panel';
import { MarketList } from './market-list';
import { OrderForm } from './order-form';
import { OpenOrdersPanel, OrderHistoryPanel, TradeHistoryPanel } from './orders-panels';
import { Empty, Panel, type Display } from './panel';
import { PortfolioChartPanel } from './portfolio-chart-panel';
import { PortfolioSummary } from './portfolio-summary';
import { PracticeHint } from './practice-hint';
import { StockDetail } from './stock-detail';

/**
 * When the trading day ends (decision 047): the time in the academy's zone and the minutes left when the page was
 * read; at the end today's changes restart from 0 % and waiting limit orders expire. Not shown while the market is
 * paused (its day waits) nor before the engine started the first day.
 */
async function MarketDayNote({ day }: { day: MarketDayView }) {
  if (day.scheduled && day.endsAt === null) return null;
  const [t, format] = await Promise.all([getTranslations('simulator.marketDay'), getFormatter()]);
  const when =
    day.endsAt === null
      ? t('manual', { day: day.tradingDay })
      : day.minutesLeft <= 0
        ? t('endingNow', { day: day.tradingDay })
        : t('endsAt', { day: day.tradingDay, time: format.dateTime(new Date(day.endsAt), { timeStyle: 'short', timeZone: day.timeZone }), minutes: day.minutesLeft });
  return (
    <p className="text-sm" data-market-day-ends={day.endsAt ?? 'manual'}>
      <span className="font-semibold">
        <span aria-hidden="true">🔔 </span>
        {when}
      </span>{' '}
      <span className="text-muted">{t('explain')}</span>
    </p>
  );
}

/** A leaderboard tab keeps the chosen stock. */
function boardHref(board: string, symbol: string | undefined): string {
  const query = new URLSearchParams(symbol ? { stock: symbol, board } : { board });
  return `/simulator?${query.toString()}#leaderboard`;
}

/**
 * The whole /simulator page, from getSimulatorPage's DTO; `stock` picks a stock, `side` 'sell' prefills a sale.
 * Server-rendered; only the live price list, the order form, the charts and the cancel buttons run in the browser.
 * Layout: one column on phones; from 1280 px the market and its chart on one side, the order form and the waiting
 * orders on the other, then the holdings across the page.
 */
export async function SimulatorScreen({
  page: { portfolio, stocks, openOrders, orders, trades, history, leaderboard, rate, marketDay },
  stock,
  side,
  practice = [],
}: {
  page: SimulatorPage;
  stock?: string;
  side?: string;
  /** For a child: the lessons of the simulator's course, for a tip after a refused order or a sharp fall (decision 052). */
  practice?: readonly PracticeLesson[];
}) {
  const [locale, t, format] = await Promise.all([getLocale(), getTranslations('simulator'), getFormatter()]);
  // Sectors are stored as fixed English words (modules/market/sectors.ts); a word without a translation shows as it is.
  const sectorName = (sector: string) => (t.has(`sectors.${sector}`) ? t(`sectors.${sector}`) : sector);
  const market = stocks.map((row) => ({ ...row, sector: sectorName(row.sector) }));
  const display: Display = { rate, locale };
  const owned = Object.fromEntries(portfolio.holdings.map((holding) => [holding.symbol, holding.shares]));
  const wanted = stock?.trim().toUpperCase();
  const selected = market.find((row) => row.symbol === wanted) ?? market[0] ?? null;
  const orderSide = side === 'sell' ? 'sell' : 'buy';
  const tip = practiceTip({ orders, portfolio, stocks: market }, practice, new Date());
  const rateNote =
    rate.currency === 'USD'
      ? t('amountsInUsd')
      : t('amountsConverted', { currency: rate.currency, rate: rate.ratePerUsd.replace(/\.?0+$/, ''), date: format.dateTime(new Date(`${rate.asOf}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) });

  return (
    <PageLayout
      width="7xl"
      title={
        <>
          <span aria-hidden="true">📈 </span>
          {t('title')}
        </>
      }
      lead={
        <>
          <p>{t('lead')}</p>
          <p className="mt-1 text-xs" data-rate-note>
            {rateNote}
          </p>
        </>
      }
    >
      {/* The market list puts a link per stock before the order form: a keyboard skips them (WCAG 2.4.1). */}
      {selected ? (
        <a href="#order-form" className="sr-only self-start rounded-lg bg-card px-3 py-2 text-sm font-semibold focus:not-sr-only">
          {t('order.skipTo')}
        </a>
      ) : null}
      {portfolio.rules.paused ? (
        <Alert tone="info">
          <span aria-hidden="true">⏸️ </span>
          {t('paused')}
        </Alert>
      ) : null}
      {portfolio.rules.paused ? null : <MarketDayNote day={marketDay} />}
      <PortfolioSummary portfolio={portfolio} display={display} />
      <HowItWorks rules={portfolio.rules} display={display} open={trades.length === 0} />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel id="market" title={t('market.title')} lead={t('market.lead')}>
            <MarketList
              stocks={market.map(({ symbol, name, sector, price, changePct }) => ({ symbol, name, sector, price, changePct }))}
              selected={selected?.symbol ?? null}
              rate={rate}
              locale={locale}
            />
          </Panel>
          {selected ? <StockDetail stock={selected} owned={owned[selected.symbol] ?? 0} display={display} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Panel id="order-form" title={t('order.title')} lead={t('order.lead')}>
            {selected ? (
              <OrderForm
                // A new pick (a stock, or "Sell" in the holdings) starts a fresh form.
                key={`${selected.symbol}:${orderSide}`}
                stocks={market.map(({ symbol, name, price, changePct }) => ({ symbol, name, price, changePct }))}
                initialSymbol={selected.symbol}
                initialSide={orderSide}
                initialKey={randomUUID()}
                cash={portfolio.cash}
                owned={owned}
                commission={portfolio.rules.commission}
                minSharePrice={portfolio.rules.minSharePrice}
                paused={portfolio.rules.paused}
                rate={rate}
                locale={locale}
              />
            ) : (
              <Empty>{t('market.empty')}</Empty>
            )}
          </Panel>
          {tip ? <PracticeHint tip={tip} /> : null}
          <OpenOrdersPanel orders={openOrders} display={display} />
        </div>
      </div>
      {/* The full width: beside the market at 1280 px (with the sidebar) the column is too narrow for six columns. */}
      <HoldingsPanel holdings={portfolio.holdings} display={display} />

      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <PortfolioChartPanel points={history} display={display} />
        <LeaderboardPanel leaderboard={leaderboard} display={display} hrefFor={(key) => boardHref(key, selected?.symbol)} />
      </div>
      <OrderHistoryPanel orders={orders} rules={portfolio.rules} display={display} />
      <TradeHistoryPanel trades={trades} display={display} />
    </PageLayout>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/money';
import type { PortfolioPoint } from '../contract';
import { summarizePoints } from './chart-data';
import { formatPercent } from './format';
import { LazyChart } from './lazy-chart';
import { Empty, Panel, type Display } from './panel';

const THREE_DAYS = 3 * 24 * 60 * 60;

/** The portfolio's total value over time, as a small area chart with its story in words. */
export async function PortfolioChartPanel({ points, display }: { points: PortfolioPoint[]; display: Display }) {
  const [t, chart, format] = await Promise.all([getTranslations('simulator.portfolioChart'), getTranslations('simulator.chart'), getFormatter()]);
  const summary = summarizePoints(points);
  const money = (usd: number) => formatMoney(usd, display.rate, display.locale);
  return (
    <Panel id="portfolio-chart" title={t('title')} lead={t('lead')}>
      {!summary || points.length < 2 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <figure className="flex flex-col gap-3">
          <LazyChart
            series={{ kind: 'area', points }}
            currency={display.rate.currency}
            ratePerUsd={display.rate.ratePerUsd}
            locale={display.locale}
            showTime={summary.to - summary.from < THREE_DAYS}
            height={200}
            loadingLabel={chart('loading')}
            failedLabel={chart('failed')}
          />
          <figcaption className="text-sm text-muted">
            {t('summary', {
              from: format.dateTime(new Date(summary.from * 1000), { dateStyle: 'medium' }),
              first: money(summary.first),
              last: money(summary.last),
              change: formatPercent(summary.changePct, display.locale),
              low: money(summary.low),
              high: money(summary.high),
            })}
          </figcaption>
        </figure>
      )}
    </Panel>
  );
}

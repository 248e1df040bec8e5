'use client';

import { useTranslations } from '@/i18n/client';
import { useEffect, useMemo, useState } from 'react';
import { formatMoney, type DisplayRate } from '@/lib/money';
import type { CandleView, HistoryRange } from '../contract';
import { parseCandles, summarizeCandles, summarizeTradingDay, withLivePrice } from './chart-data';
import { formatPercent } from './format';
import { LazyChart } from './lazy-chart';
import { useLiveQuote } from './live-prices';

const RANGES: readonly HistoryRange[] = ['1h', '1d', '1w', '1m', 'all'];

interface Loaded {
  key: string;
  candles: CandleView[] | null;
}

/**
 * The selected stock's candles for a chosen range (GET /api/market/history), with a text summary for everyone.
 * `price`, `basePrice` and `changePct` are the server's quote (the trading day's opening price is the base price),
 * followed live over the page's price stream.
 */
export function StockChart({
  symbol,
  price,
  basePrice,
  changePct,
  rate,
  locale,
}: {
  symbol: string;
  price: string;
  basePrice: string;
  changePct: number;
  rate: DisplayRate;
  locale: string;
}) {
  const t = useTranslations('simulator.chart');
  const quote = useLiveQuote(symbol, { symbol, price, changePct });
  const [range, setRange] = useState<HistoryRange>('1d');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${symbol}|${range}|${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/market/history?symbol=${encodeURIComponent(symbol)}&range=${range}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((json: unknown) => setLoaded({ key, candles: parseCandles(json) }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, candles: null });
      });
    return () => controller.abort();
  }, [key, symbol, range]);

  const loading = loaded?.key !== key;
  const livePrice = Number(quote.price);
  const opening = Number(basePrice);
  // The chart and its summary end at the live "Price now" beside them, not at the close read when the range loaded.
  const candles = useMemo(() => (loaded?.candles ? withLivePrice(loaded.candles, livePrice) : null), [loaded, livePrice]);
  // While a new range loads, the previous candles stay on screen (dimmed) instead of an empty box.
  const series = useMemo(() => ({ kind: 'candles' as const, candles: candles ?? [] }), [candles]);
  /*
   * 1D is the trading day, as "% today" beside the chart and in the market list (decision 012: "New trading day"
   * makes the current price each stock's base, its opening price). The candle store keeps minutes by the clock and
   * does not know when the day opened, so the day's summary runs from the opening price to the price now with the
   * market's own change (the same figures the page shows elsewhere) and the chart marks the opening price with a line.
   * The other ranges are spans of clock time and summarise their first and last candles.
   */
  const tradingDay = range === '1d';
  const summary = candles ? (tradingDay ? summarizeTradingDay(candles, opening, livePrice, quote.changePct) : summarizeCandles(candles)) : null;
  const referenceLine = useMemo(() => (tradingDay && opening > 0 ? { price: opening, title: t('openingLine') } : null), [tradingDay, opening, t]);
  const money = (usd: number) => formatMoney(usd, rate, locale);
  const summaryText = !summary
    ? null
    : tradingDay
      ? t('summaryToday', { symbol, open: money(summary.first), last: money(summary.last), change: formatPercent(summary.changePct, locale), low: money(summary.low), high: money(summary.high) })
      : t('summary', {
          symbol,
          range: t(`rangeName.${range}`),
          first: money(summary.first),
          last: money(summary.last),
          change: formatPercent(summary.changePct, locale),
          low: money(summary.low),
          high: money(summary.high),
        });
  // The visible summary follows every tick; a live region doing the same would talk every two seconds. Screen
  // readers hear the summary once, as it stood when the range loaded (the live price is in the quote above).
  const [announced, setAnnounced] = useState<{ key: string; text: string | null } | null>(null);
  if (!loading && announced?.key !== key) setAnnounced({ key, text: summaryText });

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('rangeGroup')} className="flex flex-wrap gap-1.5">
        {RANGES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === range}
            // WCAG 2.5.3 (label in name): the spoken name starts with the visible "1H", so a speech user can say it.
            aria-label={t('rangeButton', { short: t(`range.${option}`), name: t(`rangeName.${option}`) })}
            onClick={() => setRange(option)}
            className="min-w-11 rounded-lg border border-line px-3 py-1.5 text-xs font-bold uppercase aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-ink hover:bg-page aria-pressed:hover:bg-primary"
          >
            {t(`range.${option}`)}
          </button>
        ))}
      </div>
      <div aria-busy={loading}>
        {candles === null && !loading ? (
          <div className="flex h-60 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line text-sm">
            <p role="alert" className="text-error">{t('failed')}</p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)} className="font-semibold text-primary hover:underline">
              {t('retry')}
            </button>
          </div>
        ) : candles !== null && candles.length === 0 && !loading ? (
          <p className="flex h-60 items-center justify-center rounded-xl border border-dashed border-line px-4 text-center text-sm text-muted">{t('empty')}</p>
        ) : (
          <LazyChart
            series={series}
            currency={rate.currency}
            ratePerUsd={rate.ratePerUsd}
            locale={locale}
            showTime={range !== 'all' && range !== '1m'}
            height={240}
            loadingLabel={t('loading')}
            failedLabel={t('failed')}
            referenceLine={referenceLine}
            dimmed={loading}
          />
        )}
      </div>
      <p className="text-sm text-muted" aria-hidden="true">
        {loading ? null : summaryText}
      </p>
      <p className="sr-only" aria-live="polite">
        {loading ? t('loading') : announced?.text}
      </p>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { formatMoney, type DisplayRate } from '@/lib/money';
import type { CandleView, HistoryRange } from '../contract';
import { parseCandles, summarizeCandles } from './chart-data';
import { formatPercent } from './format';
import { LazyChart } from './lazy-chart';

const RANGES: readonly HistoryRange[] = ['1h', '1d', '1w', '1m', 'all'];

interface Loaded {
  key: string;
  candles: CandleView[] | null;
}

/** The selected stock's candles for a chosen range (GET /api/market/history), with a text summary for everyone. */
export function StockChart({ symbol, rate, locale }: { symbol: string; rate: DisplayRate; locale: string }) {
  const t = useTranslations('simulator.chart');
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
  const candles = loaded?.candles ?? null;
  // While a new range loads, the previous candles stay on screen (dimmed) instead of an empty box.
  const series = useMemo(() => ({ kind: 'candles' as const, candles: candles ?? [] }), [candles]);
  const summary = candles ? summarizeCandles(candles) : null;
  const money = (usd: number) => formatMoney(usd, rate, locale);

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('rangeGroup')} className="flex flex-wrap gap-1.5">
        {RANGES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === range}
            aria-label={t(`rangeName.${option}`)}
            onClick={() => setRange(option)}
            className="min-w-11 rounded-lg border border-line px-3 py-1.5 text-xs font-bold uppercase aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-ink hover:bg-page aria-pressed:hover:bg-primary"
          >
            {t(`range.${option}`)}
          </button>
        ))}
      </div>
      <div className={loading ? 'opacity-60 transition-opacity motion-reduce:transition-none' : undefined} aria-busy={loading}>
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
          <LazyChart series={series} currency={rate.currency} ratePerUsd={rate.ratePerUsd} locale={locale} showTime={range !== 'all' && range !== '1m'} height={240} loadingLabel={t('loading')} failedLabel={t('failed')} />
        )}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {loading ? (
          <span className="sr-only">{t('loading')}</span>
        ) : summary ? (
          t('summary', {
            symbol,
            range: t(`rangeName.${range}`),
            first: money(summary.first),
            last: money(summary.last),
            change: formatPercent(summary.changePct, locale),
            low: money(summary.low),
            high: money(summary.high),
          })
        ) : null}
      </p>
    </div>
  );
}

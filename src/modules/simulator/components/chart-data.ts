import type { CandleView, PortfolioPoint } from '../contract';

/*
 * Pure helpers for the charts: the chart library refuses data that is not strictly ascending in time, so every
 * series is sorted and de-duplicated first; the text summary that screen readers (and everyone) read is computed
 * from the same data.
 */

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Sorted by time, one entry per time (the last one wins). */
export function ascendingUnique<T extends { time: number }>(items: readonly T[]): T[] {
  const byTime = new Map<number, T>();
  for (const item of items) byTime.set(item.time, item);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** GET /api/market/history's answer (`{ symbol, range, candles }`, or the bare list) as candles; malformed entries are dropped. */
export function parseCandles(json: unknown): CandleView[] {
  const list = Array.isArray(json) ? json : typeof json === 'object' && json !== null ? (json as { candles?: unknown }).candles : null;
  if (!Array.isArray(list)) return [];
  const candles = list.filter((entry): entry is CandleView => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { time, open, high, low, close } = entry as Record<string, unknown>;
    return isNumber(time) && isNumber(open) && isNumber(high) && isNumber(low) && isNumber(close);
  });
  return ascendingUnique(candles.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })));
}

export interface SeriesSummary {
  /** Time (seconds) of the first and last entries. */
  from: number;
  to: number;
  first: number;
  last: number;
  low: number;
  high: number;
  /** last against first, in %, rounded to 2 decimals; 0 when the first value is 0. */
  changePct: number;
}

function percent(first: number, last: number): number {
  if (first === 0) return 0;
  return Math.round(((last - first) / first) * 100 * 100) / 100;
}

/** First and last close, lowest low and highest high; null without candles. */
export function summarizeCandles(candles: readonly CandleView[]): SeriesSummary | null {
  const sorted = ascendingUnique(candles);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  return {
    from: first.time,
    to: last.time,
    first: first.close,
    last: last.close,
    low: Math.min(...sorted.map((candle) => candle.low)),
    high: Math.max(...sorted.map((candle) => candle.high)),
    changePct: percent(first.close, last.close),
  };
}

/**
 * The candles with the live price as the newest close (its high and low widened to hold it), so the chart ends at
 * the "Price now" shown beside it: candles are read once per range, while the stream moves the price every tick.
 * Unchanged without candles or without a usable price.
 */
export function withLivePrice(candles: readonly CandleView[], price: number): CandleView[] {
  const sorted = ascendingUnique(candles);
  const last = sorted.at(-1);
  if (!last || !Number.isFinite(price) || price <= 0 || price === last.close) return sorted;
  sorted[sorted.length - 1] = { ...last, close: price, high: Math.max(last.high, price), low: Math.min(last.low, price) };
  return sorted;
}

/**
 * The trading day as the page's other "today" figures measure it (decision 012: "New trading day" makes each
 * stock's base price its opening price; "% today" compares with it): from the opening price to the price now,
 * with the market's own change in %, and the lowest and highest of the chart, the opening and the price now.
 */
export function summarizeTradingDay(candles: readonly CandleView[], opening: number, now: number, changePct: number): SeriesSummary | null {
  const sorted = ascendingUnique(candles);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  const lows = [...sorted.map((candle) => candle.low), opening, now].filter((value) => Number.isFinite(value) && value > 0);
  const highs = [...sorted.map((candle) => candle.high), opening, now].filter((value) => Number.isFinite(value) && value > 0);
  return { from: first.time, to: last.time, first: opening, last: now, low: Math.min(...lows), high: Math.max(...highs), changePct };
}

/** The same for a line of values (the portfolio's worth over time). */
export function summarizePoints(points: readonly PortfolioPoint[]): SeriesSummary | null {
  const sorted = ascendingUnique(points);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  const values = sorted.map((point) => point.value);
  return { from: first.time, to: last.time, first: first.value, last: last.value, low: Math.min(...values), high: Math.max(...values), changePct: percent(first.value, last.value) };
}

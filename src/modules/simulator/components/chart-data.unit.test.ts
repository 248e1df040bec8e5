import { describe, expect, it } from 'vitest';
import { ascendingUnique, parseCandles, summarizeCandles, summarizePoints, summarizeTradingDay, withLivePrice } from './chart-data';

describe('chart data', () => {
  it('sorts by time and keeps one entry per time (the chart library demands it)', () => {
    expect(ascendingUnique([{ time: 3, v: 'a' }, { time: 1, v: 'b' }, { time: 3, v: 'c' }])).toEqual([
      { time: 1, v: 'b' },
      { time: 3, v: 'c' },
    ]);
  });

  it('reads the history answer and drops malformed candles', () => {
    const json = [
      { time: 120, open: 2, high: 3, low: 1, close: 2.5, volume: 9 },
      { time: 60, open: 1, high: 2, low: 0.5, close: 2 },
      { time: 'x', open: 1, high: 1, low: 1, close: 1 },
      { time: 180, open: 1, high: null, low: 1, close: 1 },
      null,
    ];
    expect(parseCandles(json)).toEqual([
      { time: 60, open: 1, high: 2, low: 0.5, close: 2 },
      { time: 120, open: 2, high: 3, low: 1, close: 2.5 },
    ]);
    expect(parseCandles({ symbol: 'ACME', range: '1d', candles: json })).toHaveLength(2);
    expect(parseCandles({ error: 'nope' })).toEqual([]);
    expect(parseCandles(null)).toEqual([]);
  });

  it('summarises candles: first and last close, extremes, change', () => {
    const summary = summarizeCandles([
      { time: 120, open: 2, high: 3, low: 1, close: 2.5 },
      { time: 60, open: 1, high: 2, low: 0.5, close: 2 },
    ]);
    expect(summary).toEqual({ from: 60, to: 120, first: 2, last: 2.5, low: 0.5, high: 3, changePct: 25 });
    expect(summarizeCandles([])).toBeNull();
  });

  it('summarises a line of values', () => {
    expect(summarizePoints([{ time: 1, value: 10000 }, { time: 2, value: 9000 }, { time: 3, value: 9850 }])).toEqual({
      from: 1,
      to: 3,
      first: 10000,
      last: 9850,
      low: 9000,
      high: 10000,
      changePct: -1.5,
    });
    expect(summarizePoints([{ time: 1, value: 0 }, { time: 2, value: 5 }])?.changePct).toBe(0);
    expect(summarizePoints([])).toBeNull();
  });

  it('ends the candles at the live price, widening the newest candle to hold it', () => {
    const candles = [
      { time: 120, open: 10, high: 11, low: 9.5, close: 10.5 },
      { time: 60, open: 9, high: 10, low: 9, close: 10 },
    ];
    expect(withLivePrice(candles, 12)).toEqual([
      { time: 60, open: 9, high: 10, low: 9, close: 10 },
      { time: 120, open: 10, high: 12, low: 9.5, close: 12 },
    ]);
    expect(withLivePrice(candles, 9).at(-1)).toEqual({ time: 120, open: 10, high: 11, low: 9, close: 9 });
    expect(withLivePrice(candles, Number.NaN).at(-1)?.close).toBe(10.5);
    expect(withLivePrice([], 12)).toEqual([]);
  });

  it("summarises 1D as the trading day: from the opening price to the price now, with the market's % today", () => {
    const candles = [
      { time: 60, open: 41, high: 41.5, low: 40.5, close: 41 },
      { time: 120, open: 41, high: 42.8, low: 41, close: 42.5 },
    ];
    // Opened at 40 (the base price), 42.50 now: +6.25 % today, as the quote and the market list say.
    expect(summarizeTradingDay(candles, 40, 42.5, 6.25)).toEqual({ from: 60, to: 120, first: 40, last: 42.5, low: 40, high: 42.8, changePct: 6.25 });
    expect(summarizeTradingDay([], 40, 42.5, 6.25)).toBeNull();
  });
});

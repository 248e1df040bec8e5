import { describe, expect, it } from 'vitest';
import { percentChange, selectTopMovers, TICKER_SIZE } from './top-movers';

describe('ticker: top movers (spec 3 Stock, 9)', () => {
  it('orders by the absolute percentage change, largest first, and keeps 25', () => {
    const stocks = Array.from({ length: 40 }, (_, i) => ({ symbol: `S${String(i).padStart(2, '0')}`, currentPrice: String(100 + (i % 2 ? i : -i)), basePrice: '100' }));
    const top = selectTopMovers(stocks);
    expect(top).toHaveLength(TICKER_SIZE);
    expect(top[0]).toMatchObject({ symbol: 'S39', changePct: 39, direction: 'up' });
    expect(top[1]).toMatchObject({ symbol: 'S38', changePct: -38, direction: 'down' });
    const magnitudes = top.map((item) => Math.abs(item.changePct));
    expect([...magnitudes].sort((a, b) => b - a)).toEqual(magnitudes);
  });

  it('breaks ties by symbol so the order is stable', () => {
    const top = selectTopMovers([
      { symbol: 'ZED', currentPrice: 90, basePrice: 100 },
      { symbol: 'ABC', currentPrice: 110, basePrice: 100 },
      { symbol: 'MID', currentPrice: 110, basePrice: 100 },
    ]);
    expect(top.map((item) => item.symbol)).toEqual(['ABC', 'MID', 'ZED']);
  });

  it('rounds to 2 decimals and calls 0 green (up)', () => {
    expect(percentChange({ symbol: 'A', currentPrice: '229.87', basePrice: '226.10' })).toBe(1.67);
    expect(percentChange({ symbol: 'A', currentPrice: '22.41', basePrice: '23.85' })).toBe(-6.04);
    expect(percentChange({ symbol: 'A', currentPrice: '1.005', basePrice: '1' })).toBe(0.5);
    expect(selectTopMovers([{ symbol: 'FLAT', currentPrice: 5, basePrice: 5 }])[0]).toMatchObject({ changePct: 0, direction: 'up' });
  });

  it('falls back to a base price of 1 when it is missing, zero or not a number', () => {
    for (const basePrice of [null, undefined, '0', 0, '-3', 'abc']) {
      expect(percentChange({ symbol: 'X', currentPrice: '2', basePrice })).toBe(100);
    }
  });
});

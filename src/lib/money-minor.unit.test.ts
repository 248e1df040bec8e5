import { describe, expect, it } from 'vitest';
import { convertMinor, formatMinor, majorToMinor, minorToMajor } from './money';

describe('amounts in minor units (decision 040)', () => {
  it('reads and writes amounts with the currency’s own minor digits', () => {
    expect(minorToMajor(799, 'USD')).toBe('7.99');
    expect(minorToMajor(5, 'EUR')).toBe('0.05');
    expect(minorToMajor(1200, 'JPY')).toBe('1200');
    expect(minorToMajor(-1050, 'GBP')).toBe('-10.50');
    expect(majorToMinor('7.99', 'USD')).toBe(799);
    expect(majorToMinor('7,5', 'EUR')).toBe(750);
    expect(majorToMinor('12', 'AUD')).toBe(1200);
    expect(majorToMinor('1200', 'JPY')).toBe(1200);
    expect(majorToMinor('12.5', 'JPY')).toBeNull();
    expect(majorToMinor('7.999', 'USD')).toBeNull();
    expect(majorToMinor('-1', 'USD')).toBeNull();
    expect(majorToMinor('1e3', 'USD')).toBeNull();
  });

  it('formats minor units in the reader’s locale', () => {
    expect(formatMinor(799, 'USD', 'en')).toBe('$7.99');
    expect(formatMinor(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(formatMinor(799, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('7,99 €');
  });

  it('converts through the rates per USD exactly, rounding half away from zero', () => {
    const usd = { currency: 'USD', ratePerUsd: '1' };
    const eur = { currency: 'EUR', ratePerUsd: '0.92' };
    const jpy = { currency: 'JPY', ratePerUsd: '150' };
    expect(convertMinor(799, eur, usd)).toBe(868n); // 7.99 / 0.92 = 8.6847…
    expect(convertMinor(1000, usd, jpy)).toBe(1500n); // $10 → ¥1,500
    expect(convertMinor(1500, jpy, eur)).toBe(920n); // ¥1,500 → $10 → €9.20
    expect(convertMinor(-799, eur, usd)).toBe(-868n);
    expect(convertMinor(799, eur, eur)).toBe(799n);
    expect(convertMinor(1, { currency: 'USD', ratePerUsd: '1' }, { currency: 'EUR', ratePerUsd: '0.5' })).toBe(1n); // 0.5 cent rounds up
  });
});

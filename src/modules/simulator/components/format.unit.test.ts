import { describe, expect, it } from 'vitest';
import { formatPercent, messageKeyFor, trendOf } from './format';

describe('simulator display helpers', () => {
  it('calls 0 and more up (green), below 0 down (red)', () => {
    expect(trendOf(0)).toBe('up');
    expect(trendOf('12.5')).toBe('up');
    expect(trendOf(-0.01)).toBe('down');
    expect(trendOf('-3')).toBe('down');
  });

  it('formats percentages in the locale, signed, two decimals', () => {
    expect(formatPercent(2.5, 'en')).toBe('+2.50%');
    expect(formatPercent(-1.234, 'en')).toBe('-1.23%');
    expect(formatPercent(0, 'en')).toBe('0.00%');
    expect(formatPercent(12, 'en', { signed: false, digits: 1 })).toBe('12.0%');
    expect(formatPercent(-2.5, 'fr').replace(/\s/g, ' ')).toBe('-2,50 %');
  });

  it('finds message keys with or without the orders namespace', () => {
    const known = new Set(['orders.filled', 'errors.forbidden']);
    const has = (key: string) => known.has(key);
    expect(messageKeyFor('orders.filled', has)).toBe('orders.filled');
    expect(messageKeyFor('filled', has)).toBe('orders.filled');
    expect(messageKeyFor('errors.forbidden', has)).toBe('errors.forbidden');
    expect(messageKeyFor('Something plain', has)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits } from '@/lib/money';
import { convertUsd } from '@/lib/usd-conversion';

describe('currency conversion (amounts stored in USD, shown in the chosen currency)', () => {
  it('multiplies exactly and rounds to the currency’s minor digits, half away from zero', () => {
    expect(convertUsd('229.87', '0.92', 2)).toBe('211.48'); // 211.4804
    expect(convertUsd('0.10', '0.25', 2)).toBe('0.03'); // 0.025 rounds up
    expect(convertUsd('-0.10', '0.25', 2)).toBe('-0.03');
    expect(convertUsd('229.87', '151.4', 0)).toBe('34802'); // 34802.318
    expect(convertUsd('0.1', '3', 2)).toBe('0.30'); // no 0.30000000000000004
    expect(convertUsd('10000000.00', '83.25', 2)).toBe('832500000.00');
    expect(convertUsd(1, '1', 2)).toBe('1.00');
  });

  it('knows the minor digits of each supported currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('INR')).toBe(2);
  });

  it('formats in the locale: symbol, separators and digits change with it', () => {
    const eur = { currency: 'EUR', ratePerUsd: '0.92', asOf: '2026-11-20' };
    expect(formatMoney('1234.5', eur, 'en')).toBe('€1,135.74');
    expect(formatMoney('1234.5', eur, 'fr').replace(/\s/g, ' ')).toBe('1 135,74 €');
    expect(formatMoney('229.87', { currency: 'JPY', ratePerUsd: '151.4', asOf: '2026-11-20' }, 'en')).toBe('¥34,802');
    expect(formatMoney('229.87', { currency: 'USD', ratePerUsd: '1', asOf: '' }, 'en')).toBe('$229.87');
  });
});

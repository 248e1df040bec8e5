import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-formats';
import { formatCurrency } from './number-format';

describe('shared number formats', () => {
  it('are made once per locale and options, and format as a fresh Intl.NumberFormat would', () => {
    const percent = numberFormat('fr', { style: 'percent', minimumFractionDigits: 2 });
    expect(numberFormat('fr', { style: 'percent', minimumFractionDigits: 2 })).toBe(percent);
    expect(numberFormat('en', { style: 'percent', minimumFractionDigits: 2 })).not.toBe(percent);
    expect(numberFormat('fr', { style: 'percent', minimumFractionDigits: 1 })).not.toBe(percent);
    expect(percent.format(0.1234)).toBe(new Intl.NumberFormat('fr', { style: 'percent', minimumFractionDigits: 2 }).format(0.1234));
  });

  it('keep date formats and plural rules the same way, apart from number formats of the same options', () => {
    const day = dateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(day);
    expect(day.format(new Date('2026-11-29T12:00:00Z'))).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-29T12:00:00Z')));
    expect(pluralRules('ar')).toBe(pluralRules('ar'));
    expect(pluralRules('ar').select(2)).toBe('two');
    expect(pluralRules('fr', {})).not.toBe(numberFormat('fr', {}));
  });

  it('leave money formatting as it was: the viewer currency, locale and minor digits', () => {
    expect(formatMoney('1234.5', { currency: 'USD', ratePerUsd: '1', asOf: '2026-11-24' }, 'en')).toBe('$1,234.50');
    expect(formatMoney('10', { currency: 'JPY', ratePerUsd: '151.237', asOf: '2026-11-24' }, 'en')).toBe('¥1,512');
    expect(formatMoney('10', { currency: 'EUR', ratePerUsd: '0.92', asOf: '2026-11-24' }, 'fr')).toMatch(/^9,20\s€$/);
  });

  it('keep a Latin currency sign in one piece inside right-to-left text', () => {
    const arabic = formatMoney('10250.5', { currency: 'USD', ratePerUsd: '1', asOf: '2026-11-24' }, 'ar');
    // The sign is embedded left to right (LRE … PDF), so "US$" is not split into "$US" by the bidi algorithm.
    expect(arabic).toContain('\u202AUS$\u202C');
    expect(arabic.replace(/[\u202A\u202C]/g, '')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(10250.5));
    // A sign without Latin letters, and left-to-right locales, are left as Intl writes them.
    expect(formatCurrency('ar', { style: 'currency', currency: 'EUR' }, 5)).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(5));
    expect(formatCurrency('fr', { style: 'currency', currency: 'USD' }, 5)).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(5));
  });
});

import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './constants';
import { formatMoney } from './money';
import { numberFormat } from './intl-formats';
import { formatWithShape } from './number-shape';
import { moneyShape, numberShape } from './read-number-shape';
import { convertUsd } from './usd-conversion';
import { LOCALES } from '@/i18n/locales';

// Amounts of every length, rounding up and down, zero, and the ticker's changes (two decimals, signed).
const AMOUNTS = ['0', '0.004', '0.005', '1', '9.99', '12.345', '999.995', '1000', '1234.5', '44.4288', '98765.4321', '1234567.891', '100000000'];
const CHANGES = [0, -0, 0.01, -0.01, 6.04, -5.52, 12.5, -100, 1234.56, -99999.99];

describe('number shapes (numbers written in the browser without Intl)', () => {
  it('write money as formatMoney does, in every locale and currency of the product', () => {
    for (const locale of LOCALES) {
      for (const currency of CURRENCIES) {
        const shape = moneyShape(locale, currency);
        for (const rate of ['1', '0.92', '151.237']) {
          for (const amount of AMOUNTS) {
            expect(formatWithShape(shape, convertUsd(amount, rate, shape.fractionDigits)), `${locale} ${currency} ${rate} ${amount}`).toBe(formatMoney(amount, { currency, ratePerUsd: rate, asOf: '2026-11-29' }, locale));
          }
        }
      }
    }
  });

  it("write the ticker's signed changes as Intl does, a zero without a sign", () => {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' };
    for (const locale of LOCALES) {
      const shape = numberShape(locale, options);
      for (const change of CHANGES) expect(formatWithShape(shape, change.toFixed(2)), `${locale} ${change}`).toBe(numberFormat(locale, options).format(change));
    }
    expect(formatWithShape(numberShape('en', options), '-5.52')).toBe('-5.52');
    expect(formatWithShape(numberShape('en', options), '0.00')).toBe('0.00');
  });

  it('refuse options without a fixed number of decimals', () => {
    expect(() => numberShape('en', { maximumFractionDigits: 2 })).toThrow(/fixed number of decimals/);
  });
});

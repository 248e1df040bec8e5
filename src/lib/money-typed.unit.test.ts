import { describe, expect, it } from 'vitest';
import { convertToUsd, minorDigits, typedDecimalText } from './money';
import { convertUsd } from './usd-conversion';

/*
 * A game's amounts are typed in its currency and stored in USD at 4 decimals (decision 065): the stored value must
 * show back as the very figure typed, at the same rate, for every amount a teacher may type.
 */

const RATES = { EUR: '0.92', GBP: '0.79', JPY: '151.4', INR: '83.25', SGD: '1.34', AUD: '1.53' } as const;

/** 5,000 amounts spread over 1 to 10,000,000 (a fixed pseudo-random walk), and every amount up to 20, as decimal strings with the currency's decimals. */
function amounts(digits: number): string[] {
  const scale = 10n ** BigInt(digits);
  const span = 10_000_000n * scale;
  const minors: bigint[] = [];
  for (let minor = 1n; minor <= 20n * scale; minor += 1n) minors.push(minor);
  let seed = 65n;
  for (let i = 0; i < 5000; i += 1) {
    seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
    minors.push((seed % span) + 1n);
  }
  return minors.map((minor) => {
    const text = minor.toString().padStart(digits + 1, '0');
    return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  });
}

describe('an amount typed in a game’s currency, stored in USD', () => {
  for (const [currency, rate] of Object.entries(RATES)) {
    it(`${currency}: shows back exactly as typed at the same rate`, () => {
      const digits = minorDigits(currency);
      for (const amount of [...amounts(digits), digits ? '10000.00' : '10000', digits ? '0.01' : '1', digits ? '9999999.99' : '9999999']) {
        const { usd, exact } = convertToUsd(amount, rate, digits);
        expect(usd).toMatch(/^\d+\.\d{4}$/);
        expect([amount, exact, convertUsd(usd, rate, digits)]).toEqual([amount, true, amount]);
      }
    });
  }

  for (const [currency, rate] of Object.entries({ ...RATES, USD: '1' })) {
    it(`${currency}: a limit is the largest ten-thousandth of a dollar still shown as typed`, () => {
      const digits = minorDigits(currency);
      for (const amount of amounts(digits).slice(0, 2000)) {
        const { usd, exact } = convertToUsd(amount, rate, digits, 'largest');
        expect([amount, exact, convertUsd(usd, rate, digits)]).toEqual([amount, true, amount]);
        const oneMore = (Number(usd) + 0.0001).toFixed(4);
        expect([amount, convertUsd(oneMore, rate, digits)]).not.toEqual([amount, amount]);
      }
    });
  }

  it('stores the nearest ten-thousandth of a dollar, half away from zero', () => {
    expect(convertToUsd('10000.00', '0.92', 2)).toEqual({ usd: '10869.5652', exact: true });
    expect(convertToUsd('500.00', '0.92', 2)).toEqual({ usd: '543.4783', exact: true });
    expect(convertToUsd('10000', '151.4', 0)).toEqual({ usd: '66.0502', exact: true });
    expect(convertToUsd('10000.00', '1', 2)).toEqual({ usd: '10000.0000', exact: true });
    // 1 / 0.0003 = 3333.33333…; 2 / 0.0003 = 6666.6666… rounds up.
    expect(convertToUsd('2', '0.0003', 0).usd).toBe('6666.6667');
  });

  it('says when no 4-decimal dollar amount shows a figure back (a rate of 100 or more per USD for a currency with cents)', () => {
    const misses = amounts(2).filter((amount) => !convertToUsd(amount, '157.3', 2).exact);
    expect(misses.length).toBeGreaterThan(0);
    for (const amount of misses) expect(convertUsd(convertToUsd(amount, '157.3', 2).usd, '157.3', 2)).not.toBe(amount);
  });

  it('reads a typed figure as a plain decimal: spaces, a decimal comma, Arabic-Indic digits', () => {
    expect(typedDecimalText(' 10 000 ')).toBe('10000');
    expect(typedDecimalText('10\u202f000,50')).toBe('10000.50');
    expect(typedDecimalText('١٠٬٠٠٠٫٥')).toBe('10000.5');
    expect(typedDecimalText('1e3')).toBe('1e3');
  });
});

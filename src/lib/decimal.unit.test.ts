import { describe, expect, it } from 'vitest';
import { divideRounded, formatDecimal, parseDecimal, parseDecimalRounded, rescale } from './decimal';

/* The product's one exact decimal arithmetic (decision 056): what money, prices and rates rely on. */

describe('exact decimals', () => {
  it('reads plain decimal strings at a scale, and refuses anything else or more decimals than the scale holds', () => {
    expect(parseDecimal('12.5', 4)).toBe(125_000n);
    expect(parseDecimal('-0.0004', 4)).toBe(-4n);
    expect(parseDecimal(' 10000.000000 ', 4)).toBe(100_000_000n);
    expect(parseDecimal('7', 0)).toBe(7n);
    for (const bad of ['', '1e-7', '1,5', '.5', '--1', 'NaN']) expect(() => parseDecimal(bad, 4)).toThrow(/not a decimal/);
    expect(() => parseDecimal('0.00001', 4)).toThrow(/too many decimals/);
  });

  it('rounds a longer computed value half away from zero when asked to', () => {
    expect(parseDecimalRounded('2.123456785', 8)).toBe(212_345_679n);
    expect(parseDecimalRounded('-2.123456785', 8)).toBe(-212_345_679n);
    expect(parseDecimalRounded('2.5', 8)).toBe(250_000_000n);
  });

  it('divides and rescales half away from zero, exactly at any size', () => {
    expect([divideRounded(5n, 2n), divideRounded(-5n, 2n), divideRounded(4n, 3n), divideRounded(5n, -3n)]).toEqual([3n, -3n, 1n, -2n]);
    expect(() => divideRounded(1n, 0n)).toThrow(/division by zero/);
    expect(rescale(1_234_567n, 6, 4)).toBe(12_346n);
    expect(rescale(-1_234_550n, 6, 4)).toBe(-12_346n);
    expect(rescale(12n, 2, 6)).toBe(120_000n);
    const huge = 10n ** 30n + 5n;
    expect(rescale(huge, 1, 0)).toBe(10n ** 29n + 1n);
  });

  it('writes units with the decimals asked for, rounding when fewer', () => {
    expect(formatDecimal(125_000n, 4)).toBe('12.5000');
    expect(formatDecimal(-4n, 4)).toBe('-0.0004');
    expect(formatDecimal(1_234_567n, 6, 4)).toBe('1.2346');
    expect(formatDecimal(1_250_000n, 6, 0)).toBe('1');
    expect(formatDecimal(-1_500_000n, 6, 0)).toBe('-2');
    expect(formatDecimal(799n, 2)).toBe('7.99');
    expect(formatDecimal(1200n, 0)).toBe('1200');
  });
});

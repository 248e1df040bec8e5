import { describe, expect, it } from 'vitest';
import { estimateOrder, fromScaled, isGreater, isOutside, limitBand, maxAffordableShares, parseShares, toScaled } from './order-estimate';

describe('simulator order estimate (exact decimals)', () => {
  it('reads and writes decimal strings without floating-point error', () => {
    expect(toScaled('0.1')).toBe(10_000_000n);
    expect(toScaled('-12.5')).toBe(-1_250_000_000n);
    expect(toScaled('abc')).toBeNull();
    expect(toScaled(Number.NaN)).toBeNull();
    expect(fromScaled(toScaled('229.8700')!)).toBe('229.87');
    expect(fromScaled(0n)).toBe('0');
    expect(fromScaled(-5n)).toBe('-0.00000005');
  });

  it('adds the commission to a buy and takes it from a sell', () => {
    expect(estimateOrder({ side: 'buy', shares: 3, price: '0.1', commission: '1' })).toEqual({ gross: '0.3', commission: '1', total: '1.3' });
    expect(estimateOrder({ side: 'sell', shares: 3, price: '229.87', commission: '0.99' })).toEqual({ gross: '689.61', commission: '0.99', total: '688.62' });
    expect(estimateOrder({ side: 'buy', shares: 10, price: '19.32', commission: '0' })).toEqual({ gross: '193.2', commission: '0', total: '193.2' });
  });

  it('gives no estimate without a whole positive number of shares and a positive price', () => {
    expect(estimateOrder({ side: 'buy', shares: 0, price: '10', commission: '0' })).toBeNull();
    expect(estimateOrder({ side: 'buy', shares: 1.5, price: '10', commission: '0' })).toBeNull();
    expect(estimateOrder({ side: 'buy', shares: 2, price: '', commission: '0' })).toBeNull();
    expect(estimateOrder({ side: 'buy', shares: 2, price: '0', commission: '0' })).toBeNull();
  });

  it('counts the whole shares the cash pays for, fee included', () => {
    expect(maxAffordableShares('10000', '229.87', '0')).toBe(43);
    expect(maxAffordableShares('100', '10', '1')).toBe(9);
    expect(maxAffordableShares('0.5', '10', '1')).toBe(0);
    expect(maxAffordableShares('100', '0', '0')).toBe(0);
  });

  it('compares decimal strings and parses share counts', () => {
    expect(isGreater('100.01', '100')).toBe(true);
    expect(isGreater('100', '100.00')).toBe(false);
    expect(isGreater('x', '1')).toBe(false);
    expect(parseShares('12')).toBe(12);
    expect(parseShares(' 3 ')).toBe(3);
    expect(parseShares('0')).toBeNull();
    expect(parseShares('1.5')).toBeNull();
    expect(parseShares('-2')).toBeNull();
    expect(parseShares('')).toBeNull();
  });

  it('shows the band a limit price must stay in', () => {
    const band = limitBand('42.50', 50n, 150n);
    expect(band).toEqual({ min: '21.25', max: '63.75' });
    expect(isOutside('21.24', band!)).toBe(true);
    expect(isOutside('21.25', band!)).toBe(false);
    expect(isOutside('63.76', band!)).toBe(true);
    expect(isOutside('abc', band!)).toBe(false);
    expect(limitBand('0', 50n, 150n)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parsePricesMessage, priceMove } from './live-prices-parse';

describe('live prices: the market stream message', () => {
  it('reads every stock of a prices message', () => {
    const data = JSON.stringify([
      { symbol: 'ACME', name: 'Acme', sector: 'Toys', price: '42.5000', basePrice: '40.00', changePct: 6.25 },
      { symbol: 'ZED', name: 'Zed', sector: 'Food', price: '9.99', basePrice: '10', changePct: -0.1 },
    ]);
    expect(parsePricesMessage(data)).toEqual([
      { symbol: 'ACME', price: '42.5000', changePct: 6.25 },
      { symbol: 'ZED', price: '9.99', changePct: -0.1 },
    ]);
  });

  it('skips malformed entries and accepts numeric prices and string percentages', () => {
    const data = JSON.stringify([
      null,
      { symbol: '', price: '1', changePct: 0 },
      { symbol: 'BAD', price: 'lots', changePct: 1 },
      { symbol: 'NEG', price: '-1', changePct: 1 },
      { symbol: 'NAN', price: '1', changePct: 'x' },
      { symbol: 'NUM', price: 12.5, changePct: '1.5' },
    ]);
    expect(parsePricesMessage(data)).toEqual([{ symbol: 'NUM', price: '12.5', changePct: 1.5 }]);
  });

  it('answers null for anything that is not a JSON array', () => {
    expect(parsePricesMessage('not json')).toBeNull();
    expect(parsePricesMessage('{"symbol":"ACME"}')).toBeNull();
    expect(parsePricesMessage('')).toBeNull();
  });

  it('tells which way a price moved', () => {
    expect(priceMove('10.00', '10.50')).toBe('up');
    expect(priceMove('10.50', '10.00')).toBe('down');
    expect(priceMove('10.00', '10.0')).toBeNull();
    expect(priceMove('10', '10')).toBeNull();
    expect(priceMove(undefined, '10')).toBeNull();
  });
});

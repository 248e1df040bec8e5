import { describe, expect, it } from 'vitest';
import { boundPrice, MAX_TICK_MOVE, nextModelPrice, priceBand, replayStepPrice, yearFractionPerTick } from './price-model';
import { SeededRandom } from './random';

const TICKS = 100_000;

function simulate(options: { volatility: number; drift: number; start: number; base: number; tickMs: number; seed: number }): number[] {
  const random = new SeededRandom(options.seed);
  const dt = yearFractionPerTick(options.tickMs);
  const path = [options.start];
  let price = options.start;
  for (let tick = 0; tick < TICKS; tick++) {
    price = nextModelPrice({ price, basePrice: options.base, volatility: options.volatility, drift: options.drift }, dt, random.normal());
    path.push(price);
  }
  return path;
}

describe('the price model (geometric Brownian motion, bounded)', () => {
  const cases = [
    { volatility: 0.05, drift: 0.05 },
    { volatility: 0.3, drift: 0.05 },
    { volatility: 1, drift: -1 },
    { volatility: 3, drift: 1 },
    { volatility: 3, drift: -1 },
  ];
  for (const { volatility, drift } of cases) {
    for (const tickMs of [2000, 60_000]) {
      it(`σ ${volatility}, μ ${drift}, ${tickMs} ms ticks: 100,000 ticks stay positive, inside the band, at most ±10 % a tick, 4 decimals`, () => {
        const base = 50;
        const path = simulate({ volatility, drift, start: base, base, tickMs, seed: 42 });
        const { low, high } = priceBand(base);
        expect(low).toBe(2.5);
        expect(high).toBe(1000);
        let worstMove = 0;
        let outside = 0;
        let unrounded = 0;
        let lowest = Infinity;
        let highest = 0;
        for (let index = 1; index < path.length; index++) {
          const price = path[index]!;
          if (!(price > 0 && price >= low && price <= high)) outside += 1;
          if (Math.round(price * 10_000) / 10_000 !== price) unrounded += 1;
          lowest = Math.min(lowest, price);
          highest = Math.max(highest, price);
          worstMove = Math.max(worstMove, Math.abs(price / path[index - 1]! - 1));
        }
        expect({ outside, unrounded }).toEqual({ outside: 0, unrounded: 0 });
        expect(lowest).toBeGreaterThan(0);
        expect(highest).toBeLessThanOrEqual(high);
        // Rounding to 4 decimals may add half a hundredth of a cent.
        expect(worstMove).toBeLessThanOrEqual(MAX_TICK_MOVE + 0.00005 / low);
      });
    }
  }

  it('the log-returns have the model’s mean and spread (σ 0.3, μ 0.05): a sane distribution', () => {
    const volatility = 0.3;
    const drift = 0.05;
    const dt = yearFractionPerTick(2000);
    // A high price and a wide band, so rounding and bounds do not touch the statistics.
    const path = simulate({ volatility, drift, start: 10_000, base: 10_000, tickMs: 2000, seed: 7 });
    const returns = path.slice(1).map((price, index) => Math.log(price / path[index]!));
    const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
    const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
    const sd = Math.sqrt(variance);
    const expectedSd = volatility * Math.sqrt(dt);
    expect(sd / expectedSd).toBeGreaterThan(0.99);
    expect(sd / expectedSd).toBeLessThan(1.01);
    const expectedMean = (drift - volatility ** 2 / 2) * dt;
    expect(Math.abs(mean - expectedMean)).toBeLessThan((4 * expectedSd) / Math.sqrt(returns.length));
    const withinOneSd = returns.filter((value) => Math.abs(value - mean) <= expectedSd).length / returns.length;
    expect(withinOneSd).toBeGreaterThan(0.673);
    expect(withinOneSd).toBeLessThan(0.693);
    // One tick of σ 0.3 is about 0.1 %: prices move visibly but gently.
    expect(expectedSd).toBeGreaterThan(0.0008);
    expect(expectedSd).toBeLessThan(0.0012);
  });

  it('a seed replays the same path; different seeds differ', () => {
    const a = simulate({ volatility: 0.4, drift: 0, start: 20, base: 20, tickMs: 2000, seed: 1 }).slice(0, 1000);
    const b = simulate({ volatility: 0.4, drift: 0, start: 20, base: 20, tickMs: 2000, seed: 1 }).slice(0, 1000);
    const c = simulate({ volatility: 0.4, drift: 0, start: 20, base: 20, tickMs: 2000, seed: 2 }).slice(0, 1000);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('the normal draws have mean 0 and variance 1', () => {
    const random = new SeededRandom(3);
    const draws = Array.from({ length: 200_000 }, () => random.normal());
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    const variance = draws.reduce((sum, value) => sum + (value - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(variance - 1)).toBeLessThan(0.01);
  });

  it('a price outside the band (an admin’s edit) is never pushed further out, and comes back by ordinary moves; nothing goes to zero', () => {
    expect(boundPrice(5000, 6000, 100)).toBe(5000);
    expect(boundPrice(5000, 4000, 100)).toBe(4500);
    expect(boundPrice(5000, 4990, 100)).toBe(4990);
    expect(boundPrice(1, 0.5, 100)).toBe(1);
    expect(boundPrice(1, 1.05, 100)).toBe(1.05);
    expect(boundPrice(0.001, 0, 0.001)).toBe(0.01);
    expect(boundPrice(10, Number.NaN, 10)).toBe(10);
    expect(boundPrice(10, 0, 10)).toBe(9);
  });

  it('a replay moves geometrically from one close to the next and lands on it', () => {
    expect(replayStepPrice(100, 200, 0, 4)).toBe(100);
    expect(replayStepPrice(100, 400, 2, 4)).toBe(200);
    expect(replayStepPrice(100, 200, 4, 4)).toBe(200);
    expect(replayStepPrice(100, 200, 1, 1)).toBe(200);
  });
});

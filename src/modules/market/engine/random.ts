import { randomInt } from 'node:crypto';

/*
 * A small seedable random source for the price model: mulberry32 (32-bit state, period 2^32, fast, well mixed for
 * simulation; not for secrets) and standard normal draws by the Box–Muller transform. A fixed seed replays the same
 * prices, which the tests and the benchmark rely on; the app server seeds from the system's random source.
 */
export class SeededRandom {
  private state: number;
  private spare: number | undefined;

  constructor(seed: number = randomInt(0, 2 ** 32 - 1)) {
    this.state = seed >>> 0;
  }

  /** Uniform on (0, 1): never exactly 0, so a logarithm of it is finite. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  }

  /** A standard normal draw (mean 0, variance 1); Box–Muller gives two, the second is kept for the next call. */
  normal(): number {
    if (this.spare !== undefined) {
      const value = this.spare;
      this.spare = undefined;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(this.next()));
    const angle = 2 * Math.PI * this.next();
    this.spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  }
}

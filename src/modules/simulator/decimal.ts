import { divideRounded, formatDecimal, parseDecimal, rescale } from '@/lib/decimal';

/*
 * The simulator's money (USD) in lib/decimal.ts's exact decimals (decision 056): amounts are BigInt "micro-units" (6 decimals, the
 * finest scale any simulator column stores: average cost), never JS floats. Prices and cash carry 4 decimals,
 * so price × whole shares and every sum of them stay exact; only an average cost (a division) and a realized
 * profit written to a 4-decimal column are rounded, half away from zero.
 */

export const SCALE = 6;

/** A decimal string ("12.5", "-0.0004", "10000.0000") → micro-units. More than 6 decimals is refused. */
export function toUnits(value: string | number): bigint {
  return parseDecimal(typeof value === 'number' ? String(value) : value, SCALE);
}

export { divideRounded };

/** Micro-units → a decimal string with `digits` decimals (rounded half away from zero when digits < 6). */
export function fromUnits(units: bigint, digits = 4): string {
  return formatDecimal(units, SCALE, digits);
}

/** Rounds micro-units to `digits` decimals, staying in micro-units (what a numeric(…, digits) column stores). */
export function roundUnits(units: bigint, digits: number): bigint {
  return digits >= SCALE ? units : rescale(rescale(units, SCALE, digits), digits, SCALE);
}

/** a / b as a percentage, for display only (percentages are plain numbers in the contract), 2 decimals. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  return Number(divideRounded(part * 10_000n, whole)) / 100;
}

export function maxUnits(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

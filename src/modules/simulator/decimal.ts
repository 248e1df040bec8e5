/*
 * Exact decimal arithmetic for the simulator's money (USD): amounts are BigInt "micro-units" (6 decimals, the
 * finest scale any simulator column stores: average cost), never JS floats. Prices and cash carry 4 decimals,
 * so price × whole shares and every sum of them stay exact; only an average cost (a division) and a realized
 * profit written to a 4-decimal column are rounded, half away from zero.
 */

export const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string ("12.5", "-0.0004", "10000.0000") → micro-units. More than 6 decimals is refused. */
export function toUnits(value: string | number): bigint {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > SCALE) throw new Error(`too many decimals: ${text}`);
  const units = BigInt(whole!) * ONE + BigInt((fraction + '0'.repeat(SCALE)).slice(0, SCALE));
  return sign === '-' ? -units : units;
}

/** numerator / denominator, rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** Micro-units → a decimal string with `digits` decimals (rounded half away from zero when digits < 6). */
export function fromUnits(units: bigint, digits = 4): string {
  const scaled = digits >= SCALE ? units * 10n ** BigInt(digits - SCALE) : divideRounded(units, 10n ** BigInt(SCALE - digits));
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  return `${negative ? '-' : ''}${whole}${digits ? `.${text.slice(-digits)}` : ''}`;
}

/** Rounds micro-units to `digits` decimals, staying in micro-units (what a numeric(…, digits) column stores). */
export function roundUnits(units: bigint, digits: number): bigint {
  if (digits >= SCALE) return units;
  const step = 10n ** BigInt(SCALE - digits);
  return divideRounded(units, step) * step;
}

/** a / b as a percentage, for display only (percentages are plain numbers in the contract), 2 decimals. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  return Number(divideRounded(part * 10_000n, whole)) / 100;
}

export function maxUnits(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

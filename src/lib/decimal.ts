/*
 * Exact decimals, one way for the whole product (decision 056): money, prices and rates are BigInt units at a scale
 * (a number of decimals), read from and written to decimal strings, never JS floats. Rounding is half away from zero,
 * the rule of the simulator's columns, the display conversions and the invoices alike. No dependency: BigInt does
 * everything these amounts need, and the browser has it too (order estimates).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "12.5" at scale 4 → 125000n. A string that is not a plain decimal, or has more non-zero decimals than `scale`, throws. */
export function parseDecimal(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > scale) throw new Error(`too many decimals for ${scale}: ${text}`);
  const units = BigInt(whole!) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
  return sign === '-' ? -units : units;
}

/** As parseDecimal, but more decimals than `scale` are rounded half away from zero (a computed value read for display). */
export function parseDecimalRounded(text: string, scale: number): bigint {
  const fraction = DECIMAL.exec(text.trim())?.[3] ?? '';
  return fraction.length > scale ? rescale(parseDecimal(text, fraction.length), fraction.length, scale) : parseDecimal(text, scale);
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

/** Units at scale `from` as units at scale `to`: exact when `to` is finer, rounded half away from zero when coarser. */
export function rescale(units: bigint, from: number, to: number): bigint {
  return to >= from ? units * 10n ** BigInt(to - from) : divideRounded(units, 10n ** BigInt(from - to));
}

/** Units at `scale` as a decimal string with `digits` decimals (rounded half away from zero when fewer). */
export function formatDecimal(units: bigint, scale: number, digits = scale): string {
  const scaled = rescale(units, scale, digits);
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  return `${negative ? '-' : ''}${whole}${digits ? `.${text.slice(-digits)}` : ''}`;
}

import type { OrderSide } from '../contract';

/*
 * The order form's live estimate, in exact decimals (BigInt at 8 decimals, never floating-point money). Amounts are
 * USD decimal strings as the server sends them; the form converts the result for display with lib/money.
 */

const SCALE = 8;

/** A decimal string (or a finite number) at SCALE decimals; null when it is not a number. */
export function toScaled(value: string | number): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(SCALE) : '') : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole}${(fraction + '0'.repeat(SCALE)).slice(0, SCALE)}`);
  return sign === '-' ? -digits : digits;
}

/** A scaled amount back to a decimal string without trailing zeros ("12.5", "0", "-3.25"). */
export function fromScaled(value: bigint): string {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const fraction = text.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${text.slice(0, -SCALE)}${fraction ? `.${fraction}` : ''}`;
}

export interface OrderEstimate {
  /** shares × price. */
  gross: string;
  commission: string;
  /** A buy costs gross + commission; a sell brings in gross − commission. */
  total: string;
}

/** What an order of `shares` at `price` (USD) costs or brings in; null while the inputs are not a whole number of shares and a price. */
export function estimateOrder(input: { side: OrderSide; shares: number; price: string | number; commission: string | number }): OrderEstimate | null {
  const price = toScaled(input.price);
  const commission = toScaled(input.commission) ?? 0n;
  if (price === null || price <= 0n || !Number.isSafeInteger(input.shares) || input.shares < 1) return null;
  const gross = price * BigInt(input.shares);
  const total = input.side === 'buy' ? gross + commission : gross - commission;
  return { gross: fromScaled(gross), commission: fromScaled(commission), total: fromScaled(total) };
}

/** The most whole shares `cash` pays for at `price`, commission included (spec: no borrowing). */
export function maxAffordableShares(cash: string | number, price: string | number, commission: string | number): number {
  const available = toScaled(cash);
  const each = toScaled(price);
  const fee = toScaled(commission) ?? 0n;
  if (available === null || each === null || each <= 0n) return 0;
  const left = available - fee;
  return left <= 0n ? 0 : Number(left / each);
}

/** True when `a` > `b` (both decimal strings); false when either is not a number. */
export function isGreater(a: string | number, b: string | number): boolean {
  const left = toScaled(a);
  const right = toScaled(b);
  return left !== null && right !== null && left > right;
}

/** Whole shares typed in a number input: a positive integer, or null. */
export function parseShares(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const shares = Number(text);
  return Number.isSafeInteger(shares) && shares >= 1 ? shares : null;
}

/** The prices a limit may take: lowPct %..highPct % of the current price (the server's rule; shown so a child sees the range). */
export function limitBand(price: string | number, lowPct: bigint, highPct: bigint): { min: string; max: string } | null {
  const scaled = toScaled(price);
  if (scaled === null || scaled <= 0n) return null;
  return { min: fromScaled((scaled * lowPct) / 100n), max: fromScaled((scaled * highPct) / 100n) };
}

/** True when `value` lies outside [min, max] (decimal strings); false when it is not a number. */
export function isOutside(value: string, band: { min: string; max: string }): boolean {
  const scaled = toScaled(value);
  const min = toScaled(band.min);
  const max = toScaled(band.max);
  return scaled !== null && min !== null && max !== null && (scaled < min || scaled > max);
}

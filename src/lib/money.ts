import { divideRounded, formatDecimal, parseDecimal, parseDecimalRounded } from './decimal';
import { numberFormat } from './intl-formats';
import { formatCurrency } from './number-format';
import { convertUsd } from './usd-conversion';

/**
 * Converting USD amounts for display, exactly: decimal strings and BigInt (lib/decimal.ts), never floating-point money.
 * The result has the target currency's minor digits (JPY 0, most others 2), rounded half away from zero.
 */

/** The minor digits of a currency, as Intl knows them (USD 2, JPY 0, …). */
export function minorDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The scale USD amounts are stored at (`numeric(16,4)`: starting cash, a competition's limits). */
export const STORED_USD_SCALE = 4;

/**
 * An amount typed in a currency as USD at the stored scale, for a rate per USD: the nearest, half away from zero (or,
 * for a limit, `largest`: the largest that still shows as typed).
 * Shown back through `convertUsd` at the same rate with the currency's `digits`, it reads exactly as typed whenever
 * the rate is below 10^(4 − digits) per USD (100 for cents, 10,000 for yen: every listed currency's), since the
 * stored value is then within half a minor unit's worth; above it, some amounts have no such USD value, and `exact`
 * says whether this one does (decision 056). `amount` is a plain decimal with at most `digits` decimals.
 */
export function convertToUsd(amount: string, ratePerUsd: string, digits: number, bound: 'nearest' | 'largest' = 'nearest'): { usd: string; exact: boolean } {
  const rate = parseDecimalRounded(ratePerUsd, 8);
  if (rate <= 0n) throw new Error(`no usable rate: ${ratePerUsd}`);
  const typed = parseDecimal(amount, digits);
  const shows = (usd: string) => convertUsd(usd, ratePerUsd, digits) === formatDecimal(typed, digits);
  // amount·10^digits × 10^(8 + scale − digits) / rate·10^8 = usd·10^scale
  const scaleUp = 10n ** BigInt(8 + STORED_USD_SCALE - digits);
  const nearest = formatDecimal(divideRounded(typed * scaleUp, rate), STORED_USD_SCALE);
  if (bound === 'largest') {
    // A limit: the largest USD still shown as the typed figure (just under half a minor unit more), so that anything
    // shown as at most the limit is within it and a refusal never names two equal figures.
    const numerator = (2n * typed + 1n) * scaleUp;
    const under = numerator / (2n * rate) - (numerator % (2n * rate) === 0n ? 1n : 0n);
    const largest = formatDecimal(under, STORED_USD_SCALE);
    if (shows(largest)) return { usd: largest, exact: true };
  }
  return { usd: nearest, exact: shows(nearest) };
}

/**
 * A decimal someone typed as a plain decimal string: Arabic-Indic digits read as Latin ones, a comma or the Arabic
 * decimal sign as the point, spaces (the French "10 000", no-break ones too) and the Arabic thousands sign dropped.
 * Anything else is left as it is, for the caller's pattern to refuse.
 */
export function typedDecimalText(typed: string): string {
  return typed
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/g, '.')
    .replace(/[\s\u00a0\u202f٬]/g, '');
}

export interface DisplayRate {
  currency: string;
  ratePerUsd: string;
  asOf: string;
}

/** Formats a USD amount in the viewer's currency and locale. */
export function formatMoney(amountUsd: string | number, rate: DisplayRate, locale: string): string {
  const digits = minorDigits(rate.currency);
  const converted = convertUsd(amountUsd, rate.ratePerUsd, digits);
  // A decimal string keeps every digit (Intl formats strings exactly).
  return formatCurrency(locale, { style: 'currency', currency: rate.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }, converted as Intl.StringNumericLiteral);
}

/*
 * Amounts in integer minor units of their own currency (decision 040: plans, invoices, MRR), and their conversion
 * through the USD rates of the rates table, exactly: BigInt, rounded half away from zero.
 */

/** A whole number of minor units as a decimal string of the currency (799 USD → "7.99", 1200 JPY → "1200"). */
export function minorToMajor(amountMinor: number | bigint, currency: string): string {
  const digits = minorDigits(currency);
  return formatDecimal(BigInt(amountMinor), digits);
}

/** "7.99" in USD → 799; null when it is not a positive amount with at most the currency's minor digits. */
export function majorToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > digits) return null;
  const minor = Number(BigInt(`${match[1]}${(match[2] ?? '').padEnd(digits, '0')}`));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Formats minor units of a currency in a locale (799, 'EUR', 'fr' → "7,99 €"). */
export function formatMinor(amountMinor: number | bigint, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return formatCurrency(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }, minorToMajor(amountMinor, currency) as Intl.StringNumericLiteral);
}

/** Minor units of `from.currency` in minor units of `to.currency`, through both currencies' rates per USD. */
export function convertMinor(amountMinor: number | bigint, from: Pick<DisplayRate, 'currency' | 'ratePerUsd'>, to: Pick<DisplayRate, 'currency' | 'ratePerUsd'>): bigint {
  const amount = BigInt(amountMinor);
  if (from.currency === to.currency) return amount;
  const fromRate = parseDecimalRounded(from.ratePerUsd, 8);
  const toRate = parseDecimalRounded(to.ratePerUsd, 8);
  if (fromRate <= 0n || toRate <= 0n) throw new Error(`no usable rate for ${from.currency} or ${to.currency}`);
  // amount / 10^dFrom / rateFrom × rateTo × 10^dTo
  return divideRounded(amount * toRate * 10n ** BigInt(minorDigits(to.currency)), fromRate * 10n ** BigInt(minorDigits(from.currency)));
}


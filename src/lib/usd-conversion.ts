import { formatDecimal, parseDecimalRounded } from './decimal';

/*
 * A module of its own, apart from lib/money.ts and its Intl formats: the ticker converts every price it receives in
 * the browser, which loads this and none of Intl (lib/number-shape.ts says why).
 */

/** amountUsd × ratePerUsd, as a decimal string with `digits` decimals. */
export function convertUsd(amountUsd: string | number, ratePerUsd: string | number, digits: number): string {
  const amount = parseDecimalRounded(typeof amountUsd === 'number' ? amountUsd.toFixed(8) : amountUsd, 8);
  const rate = parseDecimalRounded(typeof ratePerUsd === 'number' ? ratePerUsd.toFixed(8) : ratePerUsd, 8);
  // amount·1e8 × rate·1e8 = product·1e16, written with `digits` decimals.
  return formatDecimal(amount * rate, 16, digits);
}

import { REFUSAL_CODES, type RefusalCode } from './trading-rules';

/*
 * Reading a stored reason back (the order history, a resent order, the practice hint), apart from the rules
 * themselves: the rules are shared with the competitions' portfolios (decision 065), whose pages need none of the
 * everyday history's words.
 */

/** The refusal a stored reason key names, or null for anything else. */
export function refusalCodeOf(reason: string | null): RefusalCode | null {
  const code = reason?.startsWith('orders.reasons.') ? reason.slice('orders.reasons.'.length) : null;
  return code !== null && (REFUSAL_CODES as readonly string[]).includes(code) ? (code as RefusalCode) : null;
}

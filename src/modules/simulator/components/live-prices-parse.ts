/*
 * The market engine's live prices (GET /api/market/stream, `event: prices`): a JSON array with every stock,
 * prices as USD decimal strings and the day's change in %. Anything malformed is skipped, never thrown:
 * a bad message must not break the page.
 */

export interface LiveQuote {
  symbol: string;
  /** USD, decimal string. */
  price: string;
  changePct: number;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

function quoteOf(entry: unknown): LiveQuote | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { symbol, price, changePct } = entry as Record<string, unknown>;
  if (typeof symbol !== 'string' || symbol === '') return null;
  const priceText = typeof price === 'number' && Number.isFinite(price) && price >= 0 ? String(price) : price;
  if (typeof priceText !== 'string' || !DECIMAL.test(priceText)) return null;
  const change = typeof changePct === 'string' ? Number(changePct) : changePct;
  if (typeof change !== 'number' || !Number.isFinite(change)) return null;
  return { symbol, price: priceText, changePct: change };
}

/** The quotes in one `prices` message; null when the message is not a JSON array. */
export function parsePricesMessage(data: string): LiveQuote[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.map(quoteOf).filter((quote): quote is LiveQuote => quote !== null);
}

/** Which way a price moved, for the flash: null when it did not (or either side is unknown). */
export function priceMove(previous: string | undefined, next: string | undefined): 'up' | 'down' | null {
  if (previous === undefined || next === undefined || previous === next) return null;
  const a = Number(previous);
  const b = Number(next);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return null;
  return b > a ? 'up' : 'down';
}

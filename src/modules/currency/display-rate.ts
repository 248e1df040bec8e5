import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { exchangeRates } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';

// No 'server-only': the custom server's jobs (a parent's weekly report) show money too.

/** US dollars themselves: what every amount is stored in (rate 1). */
export const USD: DisplayRate = { currency: 'USD', ratePerUsd: '1', asOf: '' };

/**
 * The rate for showing USD amounts in `currency`, read with `db` (a job reads it in its own transaction; the pages
 * keep it in the shared cache, queries.ts): US dollars, at rate 1, when the rates table has none.
 */
export async function readDisplayRate(db: Db | Tx, currency: string): Promise<DisplayRate> {
  const [row] = await db
    .select({ currency: exchangeRates.currency, ratePerUsd: exchangeRates.ratePerUsd, asOf: exchangeRates.asOf })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return row ?? USD;
}

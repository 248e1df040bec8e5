import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { exchangeRates } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';

/*
 * The rate for showing USD amounts in `currency`, read in the caller's transaction: for the custom server's jobs (a
 * parent's weekly report), which run outside the pages' request cache (queries.ts). US dollars, at rate 1, when the
 * rates table has none. No 'server-only'.
 */
export async function readDisplayRate(db: Db | Tx, currency: string): Promise<DisplayRate> {
  const [row] = await db
    .select({ currency: exchangeRates.currency, ratePerUsd: exchangeRates.ratePerUsd, asOf: exchangeRates.asOf })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return row ?? { currency: 'USD', ratePerUsd: '1', asOf: '' };
}

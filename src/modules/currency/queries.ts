import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { exchangeRates } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';
import { assertCan } from '@/server/permissions';
import { sharedCache } from '@/server/shared-cache';
import type { Actor } from '@/server/session-flow';

const USD: DisplayRate = { currency: 'USD', ratePerUsd: '1', asOf: '' };

/** The rate for showing USD amounts in `currency`; USD itself (rate 1) when no rate is stored. */
export const getDisplayRate = cache(async (currency: string): Promise<DisplayRate> => (currency === 'USD' ? USD : storedRates.get(currency)));

/** Rates are the same for every visitor: read once per currency, kept until an edit (decision 019). */
export const storedRates = sharedCache('exchange-rates', async (currency): Promise<DisplayRate> => {
  const [row] = await getDb()
    .select({ currency: exchangeRates.currency, ratePerUsd: exchangeRates.ratePerUsd, asOf: exchangeRates.asOf })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return row ?? USD;
});

export async function listExchangeRates(actor: Actor): Promise<DisplayRate[]> {
  assertCan(actor, 'edit:theme:any');
  return getDb()
    .select({ currency: exchangeRates.currency, ratePerUsd: exchangeRates.ratePerUsd, asOf: exchangeRates.asOf })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency));
}

import 'server-only';
import { asc } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { exchangeRates } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';
import { assertCan } from '@/server/permissions';
import { sharedCache } from '@/server/shared-cache';
import { readDisplayRate, USD } from './display-rate';
import type { Actor } from '@/server/session-flow';

/** The rate for showing USD amounts in `currency`; USD itself (rate 1) when no rate is stored. */
export const getDisplayRate = cache(async (currency: string): Promise<DisplayRate> => (currency === 'USD' ? USD : storedRates.get(currency)));

/** Rates are the same for every visitor: read once per currency, kept until an edit (decision 019). */
export const storedRates = sharedCache('exchange-rates', (currency): Promise<DisplayRate> => readDisplayRate(getDb(), currency));

export async function listExchangeRates(actor: Actor): Promise<DisplayRate[]> {
  assertCan(actor, 'edit:theme:any');
  return getDb()
    .select({ currency: exchangeRates.currency, ratePerUsd: exchangeRates.ratePerUsd, asOf: exchangeRates.asOf })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency));
}

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, exchangeRates } from '@/db/schema';
import { seedDatabase } from '@/seed/seed';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getDisplayRate, listExchangeRates } from './queries';
import { exchangeRateSchema } from './schemas';
import { setExchangeRate } from './update-rate';

describe('exchange rates', () => {
  it('are seeded for the seven currencies, USD at 1', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    const rates = await listExchangeRates(admin);
    expect(rates.map((rate) => rate.currency)).toEqual(['AUD', 'EUR', 'GBP', 'INR', 'JPY', 'SGD', 'USD']);
    expect(Number((await getDisplayRate('USD')).ratePerUsd)).toBe(1);
    expect(await getDisplayRate('EUR')).toEqual({ currency: 'EUR', ratePerUsd: '0.92000000', asOf: '2026-11-20' });
  });

  it('an admin sets a rate and its date, audited; others may not', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await setExchangeRate(admin, exchangeRateSchema.parse({ currency: 'GBP', ratePerUsd: '0.8123', asOf: '2026-11-21' }));
    const [row] = await getDb().select().from(exchangeRates).where(eq(exchangeRates.currency, 'GBP'));
    expect(row).toMatchObject({ ratePerUsd: '0.81230000', asOf: '2026-11-21' });
    const entries = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'exchange_rate_change'), eq(auditLogs.entityId, 'GBP')));
    expect(entries).toHaveLength(1);
    const parent = await actorFor(await createTestUser({ role: 'parent' }));
    expect((await appErrorOf(setExchangeRate(parent, { currency: 'GBP', ratePerUsd: '1', asOf: '2026-11-21' }))).status).toBe(403);
  });

  it('are read once and kept (decision 019); an edit shows on the very next read', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await setExchangeRate(admin, { currency: 'AUD', ratePerUsd: '1.5', asOf: '2026-11-22' });
    expect(await getDisplayRate('AUD')).toMatchObject({ ratePerUsd: '1.50000000', asOf: '2026-11-22' });
    // A change that bypasses the app is not seen: the rate comes from memory, not from a read per request.
    await getDb().update(exchangeRates).set({ ratePerUsd: '9' }).where(eq(exchangeRates.currency, 'AUD'));
    expect((await getDisplayRate('AUD')).ratePerUsd).toBe('1.50000000');
    await setExchangeRate(admin, { currency: 'AUD', ratePerUsd: '1.52', asOf: '2026-11-23' });
    expect(await getDisplayRate('AUD')).toMatchObject({ ratePerUsd: '1.52000000', asOf: '2026-11-23' });
  });

  it('refuses USD, unknown currencies, zero or malformed rates and bad dates with a message', () => {
    const message = (input: Record<string, string>) => exchangeRateSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ currency: 'USD', ratePerUsd: '2', asOf: '2026-11-21' })).toBe('errors.usdFixed');
    expect(message({ currency: 'XYZ', ratePerUsd: '2', asOf: '2026-11-21' })).toBe('errors.currencyInvalid');
    expect(message({ currency: 'EUR', ratePerUsd: '0', asOf: '2026-11-21' })).toBe('errors.rateInvalid');
    expect(message({ currency: 'EUR', ratePerUsd: '1e3', asOf: '2026-11-21' })).toBe('errors.rateInvalid');
    expect(message({ currency: 'EUR', ratePerUsd: '0.9', asOf: '21/11/2026' })).toBe('errors.dateInvalid');
  });
});

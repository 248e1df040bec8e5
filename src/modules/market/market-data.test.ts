import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, stocks } from '@/db/schema';
import { seedDatabase } from '@/seed/seed';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { stockPriceSchema } from './schemas';
import { getTickerHub } from './ticker-hub';
import { setStockPrice } from './update-stock-price';

describe('market data: an admin sets a price', () => {
  it('updates the prices, audits the change with before and after, and refreshes the shared ticker at once', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await setStockPrice(admin, stockPriceSchema.parse({ symbol: 'ko', currentPrice: '140', basePrice: '70' }));
    const [row] = await getDb().select().from(stocks).where(eq(stocks.symbol, 'KO'));
    expect(row).toMatchObject({ currentPrice: '140.0000', basePrice: '70.0000' });
    expect(getTickerHub().items[0]).toEqual({ symbol: 'KO', price: 140, changePct: 100, direction: 'up' });
    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'stock_price_change'), eq(auditLogs.entityId, 'KO')));
    expect(entry?.details).toEqual({ from: { currentPrice: '69.8400', basePrice: '69.5000' }, to: { currentPrice: '140', basePrice: '70' } });
  });

  it('refuses non-admins (403), unknown symbols (404) and bad prices', async () => {
    const child = await actorFor(await createTestUser({ role: 'child' }));
    expect((await appErrorOf(setStockPrice(child, { symbol: 'KO', currentPrice: '1', basePrice: '1' }))).status).toBe(403);
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    expect((await appErrorOf(setStockPrice(admin, { symbol: 'NOPE', currentPrice: '1', basePrice: '1' }))).status).toBe(404);
    for (const currentPrice of ['0', '-1', 'abc', '1.23456', '1e5']) {
      expect(stockPriceSchema.safeParse({ symbol: 'KO', currentPrice, basePrice: '1' }).error?.issues[0]?.message).toBe('errors.priceInvalid');
    }
  });
});

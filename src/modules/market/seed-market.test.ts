import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { simulatorSettings, stocks } from '@/db/schema';
import { seedDatabase } from '@/seed/seed';
import { SEED_STOCKS } from '@/seed/seed-data';
import { isStockSector } from './sectors';
import { getSimulatorSettings, SIMULATOR_DEFAULTS } from './settings';

describe('the seed and the market', () => {
  it('every seeded stock has a known sector, a short description and a model within the column checks', () => {
    for (const [symbol, , , , profile] of SEED_STOCKS) {
      expect(isStockSector(profile.sector), symbol).toBe(true);
      expect(profile.sector, symbol).not.toBe('Other');
      expect(profile.description.length, symbol).toBeGreaterThan(10);
      expect(profile.description.length, symbol).toBeLessThanOrEqual(300);
      expect(Number(profile.volatility)).toBeGreaterThan(0);
      expect(Number(profile.volatility)).toBeLessThanOrEqual(3);
      expect(Math.abs(Number(profile.drift))).toBeLessThanOrEqual(1);
    }
  });

  it('fills the profiles of stocks seeded before sectors existed, once, leaves an admin’s edits alone, and writes the default settings', async () => {
    await seedDatabase(getDb(), { demo: 'first-run' });
    // A database from before the simulator: the seeded stocks still at the column defaults, no settings.
    await getDb().update(stocks).set({ sector: 'Other', description: '', volatility: '0.3', drift: '0.05' }).where(inArray(stocks.symbol, ['KO', 'AAPL']));
    await getDb().update(stocks).set({ sector: 'Other', description: 'Edited by an admin.' }).where(eq(stocks.symbol, 'NKE'));
    await getDb().delete(simulatorSettings);

    const first = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(first.created).toContain('profiles of 2 stocks');
    expect(first.created).toContain(`${Object.keys(SIMULATOR_DEFAULTS).length} simulator settings`);
    const [ko] = await getDb().select().from(stocks).where(eq(stocks.symbol, 'KO'));
    expect(ko).toMatchObject({ sector: 'Food', description: 'Makes Coca-Cola and many other drinks.', volatility: '0.1600', drift: '0.0400' });
    const [nke] = await getDb().select().from(stocks).where(eq(stocks.symbol, 'NKE'));
    expect(nke).toMatchObject({ sector: 'Other', description: 'Edited by an admin.' });
    expect(await getSimulatorSettings(getDb())).toEqual(SIMULATOR_DEFAULTS);

    const second = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(second.created.filter((line) => line.includes('stocks') || line.includes('settings'))).toEqual([]);
  });
});

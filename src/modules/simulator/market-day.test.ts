import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { stocks } from '@/db/schema';
import { getMarketEngine } from '@/modules/market/runtime';
import { getMarketDay, getSimulatorPage, listMarket } from './queries';
import { createStock, resetSettings, setSettings, trader } from './test-fixtures';
import { classRosters } from '@/modules/classes';

// The page's money shows in the viewer's currency, read from the request; there is no request here.
vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

/*
 * What /simulator says about the trading day (decision 047): when it ends, in the academy's zone, and today's
 * changes measured against the day's opening price, so they start again from 0 % when a day ends.
 */

beforeEach(async () => {
  await resetSettings();
});

describe("the simulator's trading day", () => {
  it('says when the day ends and how many minutes are left; manual days have no end; a day not started yet has none', async () => {
    const startedAt = new Date('2026-11-26T13:00:00Z');
    await setSettings({ tradingDay: 6, dayScheduleMode: 'daily', dayCloseTime: '15:00', dayTimeZone: 'Europe/Paris', dayStartedAt: startedAt.toISOString() });
    expect(await getMarketDay(new Date('2026-11-26T13:18:00Z'))).toEqual({ tradingDay: 6, scheduled: true, endsAt: '2026-11-26T14:00:00.000Z', minutesLeft: 42, timeZone: 'Europe/Paris' });
    await setSettings({ dayScheduleMode: 'manual' });
    expect(await getMarketDay()).toMatchObject({ scheduled: false, endsAt: null });
    await setSettings({ dayScheduleMode: 'interval', dayStartedAt: null });
    expect(await getMarketDay()).toMatchObject({ scheduled: true, endsAt: null });
    expect((await getSimulatorPage(await trader(), classRosters)).marketDay).toMatchObject({ tradingDay: 6, scheduled: true });
  });

  it("measures today's change against the day's open: after the day ends on schedule the market list starts from 0 %", async () => {
    const stock = await createStock({ price: '10' });
    await getDb().update(stocks).set({ currentPrice: '12', volatility: '0', drift: '0' }).where(eq(stocks.id, stock.id));
    const before = (await listMarket()).find((row) => row.symbol === stock.symbol)!;
    expect(before.changePct).toBe(20);
    await setSettings({ dayScheduleMode: 'interval', dayLengthMinutes: 5, dayStartedAt: new Date(Date.now() - 6 * 60_000).toISOString() });
    expect(await getMarketEngine().step()).toMatchObject({ status: 'ticked', closedDay: 1 });
    const after = (await listMarket()).find((row) => row.symbol === stock.symbol)!;
    expect(after).toMatchObject({ basePrice: '12.0000', changePct: 0 });
  });
});

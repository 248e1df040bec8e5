import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, priceCandles, priceReplays, simAccounts, simOrders, simulatorSettings, stocks } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { actorFor, createTestUser } from '../../../tests/factories';
import { closeMarketDayIfDue } from './close-market-day';
import { MarketEngine } from './engine/market-engine';
import { SeededRandom } from './engine/random';
import { readMarketRows, toStreamItems } from './market-hub';
import { getSimulatorSettings, storeSimulatorSettings, type SimulatorSettings } from './settings';
import { startTradingDay } from './start-trading-day';
import { selectTopMovers } from './top-movers';

/*
 * The trading day follows its schedule (decision 047): the engine (the leader's) ends it when due and not before,
 * resets every opening price, expires the day's resting limit orders, and does so once however many engines try.
 */

const START = new Date('2026-11-26T10:00:00Z');
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

let admin: Actor;
let childId: string;
let auditBefore = 0;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
  childId = (await createTestUser({ role: 'child' })).id;
  await getDb().insert(simAccounts).values({ userId: childId, cash: '1000.0000', startingCash: '10000' });
});

beforeEach(async () => {
  // Each test counts the closes it made (the audit log is append-only).
  const [last] = await getDb().select({ id: auditLogs.id }).from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  auditBefore = last?.id ?? 0;
  await getDb().delete(simOrders);
  await getDb().delete(priceCandles);
  await getDb().delete(priceReplays);
  await getDb().delete(stocks);
  await getDb().delete(simulatorSettings);
  // Volatility 0 and drift 0: a tick leaves these prices where they are, so every change below is the close's.
  await getDb()
    .insert(stocks)
    .values([
      { symbol: 'UPP', name: 'Up', currentPrice: '12.0000', basePrice: '10.0000', volatility: '0', drift: '0' },
      { symbol: 'DWN', name: 'Down', currentPrice: '8.0000', basePrice: '10.0000', volatility: '0', drift: '0' },
    ]);
  await setSettings({ tradingDay: 3, dayScheduleMode: 'interval', dayLengthMinutes: 60, dayStartedAt: START.toISOString() });
});

async function setSettings(values: Partial<SimulatorSettings>): Promise<void> {
  await getDb().transaction((tx) => storeSimulatorSettings(tx, values));
}

const engineAt = (now: Date) => new MarketEngine({ random: new SeededRandom(3), now: () => now, publish: () => undefined });

async function basePrices(): Promise<Record<string, string>> {
  const rows = await getDb().select({ symbol: stocks.symbol, base: stocks.basePrice }).from(stocks);
  return Object.fromEntries(rows.map((row) => [row.symbol, row.base]));
}

async function restingOrder(tradingDay: number): Promise<string> {
  const [stock] = await getDb().select({ id: stocks.id }).from(stocks).where(eq(stocks.symbol, 'UPP'));
  const id = randomUUID();
  await getDb().insert(simOrders).values({ id, userId: childId, stockId: stock!.id, side: 'buy', type: 'limit', shares: 1, limitPrice: '1.0000', status: 'open', idempotencyKey: id, tradingDay });
  return id;
}

async function statusOf(orderId: string): Promise<string | undefined> {
  const [row] = await getDb().select({ status: simOrders.status }).from(simOrders).where(eq(simOrders.id, orderId));
  return row?.status;
}

async function scheduledCloses(day: number): Promise<number> {
  const rows = await getDb()
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(and(eq(auditLogs.actionType, 'trading_day_start'), eq(auditLogs.entityId, String(day)), eq(auditLogs.performedBy, 'system'), gt(auditLogs.id, auditBefore)));
  return rows.length;
}

describe('a scheduled trading day', () => {
  it('does not end before its close, and ends at it: opening prices reset, the day moves on, the close is recorded', async () => {
    expect(await engineAt(minutes(59)).step()).toMatchObject({ status: 'ticked', tradingDay: 3 });
    expect(await basePrices()).toEqual({ UPP: '10.0000', DWN: '10.0000' });
    expect((await getSimulatorSettings(getDb())).tradingDay).toBe(3);

    expect(await engineAt(minutes(60)).step()).toMatchObject({ status: 'ticked', tradingDay: 4, closedDay: 3 });
    expect(await basePrices()).toEqual({ UPP: '12.0000', DWN: '8.0000' });
    const settings = await getSimulatorSettings(getDb());
    expect(settings).toMatchObject({ tradingDay: 4, dayStartedAt: minutes(60).toISOString() });
    expect(await scheduledCloses(4)).toBe(1);

    // The next day counts from this close: nothing more until an hour later.
    expect((await engineAt(minutes(119)).step()).status === 'ticked' && (await getSimulatorSettings(getDb())).tradingDay).toBe(4);
    expect(await engineAt(minutes(120)).step()).toMatchObject({ closedDay: 4, tradingDay: 5 });
  });

  it("expires the ended day's resting limit orders at the close; an order of the new day stays open", async () => {
    const older = await restingOrder(3);
    await engineAt(minutes(30)).step();
    expect(await statusOf(older)).toBe('open');
    await engineAt(minutes(61)).step();
    expect(await statusOf(older)).toBe('expired');
    const today = await restingOrder(4);
    await engineAt(minutes(62)).step();
    expect(await statusOf(today)).toBe('open');
  });

  it('closes once when two engines (two instances, or a restart) find the same close due at the same moment', async () => {
    const order = await restingOrder(3);
    const [steps, calls] = await Promise.all([
      Promise.all([engineAt(minutes(75)).step(), engineAt(minutes(75)).step()]),
      Promise.all([closeMarketDayIfDue(getDb(), minutes(75)), closeMarketDayIfDue(getDb(), minutes(75))]),
    ]);
    const closedBySteps = steps.filter((result) => 'closedDay' in result && result.closedDay === 3).length;
    const closedByCalls = calls.filter((result) => result !== null).length;
    expect(closedBySteps + closedByCalls).toBe(1);
    expect((await getSimulatorSettings(getDb())).tradingDay).toBe(4);
    expect(await scheduledCloses(4)).toBe(1);
    expect(await scheduledCloses(5)).toBe(0);
    expect(await statusOf(order)).toBe('expired');
    // A restarted engine at the same moment finds the new day and closes nothing.
    expect(await closeMarketDayIfDue(getDb(), minutes(75))).toBeNull();
  });

  it("measures today's change against the day's opening price: the ticker and the market list start again from 0 %", async () => {
    const before = toStreamItems(await readMarketRows());
    expect(before.map((row) => [row.symbol, row.changePct])).toEqual([
      ['DWN', -20],
      ['UPP', 20],
    ]);
    await engineAt(minutes(60)).step();
    expect(toStreamItems(await readMarketRows()).map((row) => row.changePct)).toEqual([0, 0]);
    expect(selectTopMovers(await getDb().select({ symbol: stocks.symbol, currentPrice: stocks.currentPrice, basePrice: stocks.basePrice }).from(stocks)).map((row) => row.changePct)).toEqual([0, 0]);
    // The new day's move is against its own open (12), not the old base (10).
    await getDb().update(stocks).set({ currentPrice: '13.2000' }).where(eq(stocks.symbol, 'UPP'));
    expect(toStreamItems(await readMarketRows()).find((row) => row.symbol === 'UPP')!.changePct).toBe(10);
  });

  it("an admin's new day resets the schedule: the next close is a full day after it", async () => {
    const now = new Date();
    await setSettings({ dayStartedAt: new Date(now.getTime() - 59 * 60_000).toISOString() });
    expect(await startTradingDay(admin)).toEqual({ endedDay: 3, tradingDay: 4 });
    const startedAt = Date.parse((await getSimulatorSettings(getDb())).dayStartedAt!);
    expect(Math.abs(startedAt - now.getTime())).toBeLessThan(60_000);
    expect(await closeMarketDayIfDue(getDb(), new Date(startedAt + 59 * 60_000))).toBeNull();
    expect(await closeMarketDayIfDue(getDb(), new Date(startedAt + 60 * 60_000))).toMatchObject({ endedDay: 4, tradingDay: 5 });
  });

  it('daily at a time in the academy’s zone: closes at 15:00 Paris time, not at 15:00 UTC', async () => {
    await setSettings({ dayScheduleMode: 'daily', dayCloseTime: '15:00', dayTimeZone: 'Europe/Paris' });
    // 15:00 in Paris in November is 14:00 UTC.
    expect(await closeMarketDayIfDue(getDb(), new Date('2026-11-26T13:59:00Z'))).toBeNull();
    expect(await closeMarketDayIfDue(getDb(), new Date('2026-11-26T14:00:00Z'))).toMatchObject({ endedDay: 3 });
  });

  it('manual: only an admin ends the day; a market without a stored start starts its day instead of closing it', async () => {
    await setSettings({ dayScheduleMode: 'manual' });
    expect(await closeMarketDayIfDue(getDb(), minutes(24 * 60))).toBeNull();
    await setSettings({ dayScheduleMode: 'interval', dayStartedAt: null });
    expect(await closeMarketDayIfDue(getDb(), minutes(600))).toBeNull();
    expect(await getSimulatorSettings(getDb())).toMatchObject({ tradingDay: 3, dayStartedAt: minutes(600).toISOString() });
    expect(await closeMarketDayIfDue(getDb(), minutes(660))).toMatchObject({ endedDay: 3 });
  });

  it('a paused market keeps its day; the first tick after it resumes ends an overdue one', async () => {
    await setSettings({ paused: true });
    expect(await engineAt(minutes(90)).step()).toEqual({ status: 'paused' });
    expect((await getSimulatorSettings(getDb())).tradingDay).toBe(3);
    await setSettings({ paused: false });
    expect(await engineAt(minutes(91)).step()).toMatchObject({ closedDay: 3, tradingDay: 4 });
  });
});

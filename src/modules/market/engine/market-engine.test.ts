import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDatabaseHandle, getDb, type Tx } from '@/db/client';
import { holdLease, type LeaderFence } from '@/db/lease';
import { rowsOf } from '@/db/rows';
import { priceCandles, priceReplays, simulatorSettings, stocks } from '@/db/schema';
import { MarketEngine } from './market-engine';
import { SeededRandom } from './random';
import { runMarketTick } from './run-tick';
import { storeSimulatorSettings } from '../settings';
import { pricesChanged } from '../events';
import { subscribe } from '@/server/domain-events';
import { log } from '@/server/logger';

/*
 * The tick in one transaction: the trading hook is replaced by a spy that looks at the database THROUGH the tick's
 * transaction (new prices and candles are there) and can make the tick fail (then nothing of it remains).
 */
const hook = vi.hoisted(() => ({
  calls: [] as { changed: { stockId: number; price: string }[]; tradingDay: number; seenPrices: Record<number, string>; seenCandles: number }[],
  fail: false,
}));

// The simulator's subscription is replaced for this file (the setup wires the real one again before each file).
subscribe(pricesChanged, 'simulator.fill-and-revalue', async (tx: Tx, { changed, tradingDay }) => {
  const seen = await tx.select({ id: stocks.id, price: stocks.currentPrice }).from(stocks);
  const candles = await tx.select({ stockId: priceCandles.stockId }).from(priceCandles);
  hook.calls.push({ changed, tradingDay, seenPrices: Object.fromEntries(seen.map((row) => [row.id, row.price])), seenCandles: candles.length });
  if (hook.fail) throw new Error('the trading side failed');
});

const NOW = new Date('2026-11-21T10:15:30Z');

async function resetMarket(): Promise<void> {
  await getDb().delete(priceCandles);
  await getDb().delete(priceReplays);
  await getDb().delete(stocks);
  await getDb().delete(simulatorSettings);
  await getDb()
    .insert(stocks)
    .values([
      { symbol: 'AAA', name: 'Alpha', currentPrice: '100.0000', basePrice: '100.0000', volatility: '0.3', drift: '0.05' },
      { symbol: 'BBB', name: 'Beta', currentPrice: '20.0000', basePrice: '19.0000', volatility: '1.2', drift: '-0.2' },
      { symbol: 'CCC', name: 'Calm', currentPrice: '5.0000', basePrice: '5.0000', volatility: '0', drift: '0' },
    ]);
}

async function prices(): Promise<Record<string, string>> {
  const rows = await getDb().select({ symbol: stocks.symbol, price: stocks.currentPrice }).from(stocks);
  return Object.fromEntries(rows.map((row) => [row.symbol, row.price]));
}

async function setSettings(values: Parameters<typeof storeSimulatorSettings>[1]): Promise<void> {
  await getDb().transaction((tx) => storeSimulatorSettings(tx, values));
}

beforeEach(async () => {
  hook.calls.length = 0;
  hook.fail = false;
  await resetMarket();
});

describe('a market tick (one transaction)', () => {
  it('writes the new prices and the 1-minute candles, then calls the trading hook inside the same transaction', async () => {
    await setSettings({ tradingDay: 7 });
    const before = await prices();
    const result = await runMarketTick(getDb(), { random: new SeededRandom(1), tickNumber: 0, now: NOW });
    const after = await prices();

    // The random stocks moved (a little), the one with σ 0 and μ 0 did not.
    expect(after.AAA).not.toBe(before.AAA);
    expect(after.BBB).not.toBe(before.BBB);
    expect(after.CCC).toBe('5.0000');
    expect(Math.abs(Number(after.AAA) / 100 - 1)).toBeLessThan(0.02);
    expect(result.changed).toBe(2);
    expect(result.rows.map((row) => row.symbol).sort()).toEqual(['AAA', 'BBB', 'CCC']);

    const candles = await getDb().select().from(priceCandles).orderBy(asc(priceCandles.stockId));
    expect(candles).toHaveLength(3);
    for (const candle of candles) {
      expect(candle.resolution).toBe(60);
      expect(candle.bucketStart.toISOString()).toBe('2026-11-21T10:15:00.000Z');
      expect(candle.open).toBe(candle.close);
    }

    // The hook saw the tick's own writes through the transaction, and got only the changed stocks and the day.
    expect(hook.calls).toHaveLength(1);
    const call = hook.calls[0]!;
    expect(call.tradingDay).toBe(7);
    expect(call.changed).toHaveLength(2);
    expect(call.seenCandles).toBe(3);
    for (const change of call.changed) expect(call.seenPrices[change.stockId]).toBe(change.price);
  });

  it('a second tick in the same minute updates that candle: high, low and close move, open stays', async () => {
    for (let tick = 0; tick < 20; tick++) await runMarketTick(getDb(), { random: new SeededRandom(tick), tickNumber: tick, now: new Date(NOW.getTime() + tick * 1000) });
    const [aaa] = await getDb().select({ id: stocks.id, price: stocks.currentPrice }).from(stocks).where(eq(stocks.symbol, 'AAA'));
    const candles = await getDb().select().from(priceCandles).where(eq(priceCandles.stockId, aaa!.id)).orderBy(asc(priceCandles.bucketStart));
    // 10:15:30 … 10:15:49: one minute bucket.
    expect(candles).toHaveLength(1);
    const candle = candles[0]!;
    expect(candle.close).toBe(aaa!.price);
    expect(Number(candle.high)).toBeGreaterThanOrEqual(Math.max(Number(candle.open), Number(candle.close)));
    expect(Number(candle.low)).toBeLessThanOrEqual(Math.min(Number(candle.open), Number(candle.close)));
    expect(Number(candle.high)).toBeGreaterThan(Number(candle.low));
  });

  it('when the trading hook fails, nothing of the tick remains (prices and candles roll back)', async () => {
    const before = await prices();
    hook.fail = true;
    await expect(runMarketTick(getDb(), { random: new SeededRandom(1), tickNumber: 0, now: NOW })).rejects.toThrow('the trading side failed');
    expect(await prices()).toEqual(before);
    expect(await getDb().select().from(priceCandles)).toHaveLength(0);
  });
});

describe('the engine loop', () => {
  it('paused: no tick, no price change, no candle; resumed: it ticks and publishes after the commit', async () => {
    const published: number[] = [];
    const engine = new MarketEngine({ random: new SeededRandom(5), now: () => NOW, publish: (rows) => void published.push(rows.length) });
    await setSettings({ paused: true });
    const before = await prices();
    expect(await engine.step()).toEqual({ status: 'paused' });
    expect(await prices()).toEqual(before);
    expect(await getDb().select().from(priceCandles)).toHaveLength(0);
    expect(hook.calls).toHaveLength(0);
    expect(published).toEqual([]);

    await setSettings({ paused: false });
    expect(await engine.step()).toMatchObject({ status: 'ticked', changed: 2 });
    expect(published).toEqual([3]);
  });

  it('never runs two steps at once (the second is skipped), and a failing tick is logged, not thrown', async () => {
    const engine = new MarketEngine({ random: new SeededRandom(5), now: () => NOW, publish: () => undefined });
    const [first, second] = await Promise.all([engine.step(), engine.step()]);
    expect(first.status).toBe('ticked');
    expect(second.status).toBe('busy');
    expect(engine.skipped).toBe(1);

    hook.fail = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await engine.step()).toEqual({ status: 'failed' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a tick that meets the database away (a restart: 57P01) is a warning, not an error, and the next tick runs again', async () => {
    let away = true;
    const restarting = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const engine = new MarketEngine({
      random: new SeededRandom(6),
      now: () => NOW,
      publish: () => undefined,
      db: () => {
        if (away) throw new Error('Failed query: select …', { cause: restarting });
        return getDb();
      },
    });
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      expect(await engine.step()).toEqual({ status: 'failed' });
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).toHaveBeenCalledWith('market engine: tick failed, the database is away', expect.anything());
      away = false;
      expect((await engine.step()).status).toBe('ticked');
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('start/stop: the timer ticks at the interval from the settings and stops cleanly', async () => {
    await setSettings({ tickIntervalMs: 250 });
    let ticks = 0;
    const engine = new MarketEngine({ random: new SeededRandom(9), publish: () => void (ticks += 1) });
    engine.start();
    const deadline = Date.now() + 10_000;
    while (ticks < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await engine.stop();
    const stoppedAt = ticks;
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ticks).toBe(stoppedAt);
  });
});

describe('replaying an imported price series', () => {
  it('walks from close to close over replayTicksPerDay ticks, then hands the stock back to the random model', async () => {
    await setSettings({ replayTicksPerDay: 2 });
    const [stock] = await getDb().select({ id: stocks.id }).from(stocks).where(eq(stocks.symbol, 'CCC'));
    await getDb()
      .insert(priceReplays)
      .values([
        { stockId: stock!.id, position: 0, day: '2024-01-02', close: '10' },
        { stockId: stock!.id, position: 1, day: '2024-01-03', close: '40' },
        { stockId: stock!.id, position: 2, day: '2024-01-04', close: '10' },
      ]);
    await getDb().update(stocks).set({ replayPosition: 0, currentPrice: '10', volatility: '0.5' }).where(eq(stocks.id, stock!.id));
    const state = async () => (await getDb().select({ price: stocks.currentPrice, position: stocks.replayPosition }).from(stocks).where(eq(stocks.id, stock!.id)))[0]!;
    const seen: { price: string; position: number | null }[] = [];
    for (let tick = 0; tick < 6; tick++) {
      await runMarketTick(getDb(), { random: new SeededRandom(tick), tickNumber: tick, now: NOW });
      seen.push(await state());
    }
    expect(seen.slice(0, 5)).toEqual([
      { price: '20.0000', position: 0 }, // half way, geometrically: 10 × 4^½
      { price: '40.0000', position: 1 },
      { price: '20.0000', position: 1 },
      { price: '10.0000', position: 2 },
      // The last close reached: the replay ends there…
      { price: '10.0000', position: null },
    ]);
    // …and the random model moves it again.
    expect(seen[5]!.position).toBeNull();
    expect(seen[5]!.price).not.toBe('10.0000');
    const rows = await getDb().select().from(priceReplays).where(and(eq(priceReplays.stockId, stock!.id)));
    expect(rows).toHaveLength(3);
  });
});

describe('a fenced engine (decision 050)', () => {
  it('writes a tick, recorded with its instance and epoch, only while its lease is current; after a takeover its tick changes nothing', async () => {
    const taken: (LeaderFence | null)[] = [];
    const first = holdLease(getDatabaseHandle(), { instance: 'engine-a', onChange: (fence) => void taken.push(fence), retryMs: 100 });
    await vi.waitFor(() => expect(taken).toHaveLength(1), { timeout: 5_000 });
    const engine = new MarketEngine({ random: new SeededRandom(7), now: () => NOW, publish: () => undefined });
    engine.start(taken[0]!);
    await engine.stop();
    const before = await prices();
    const ticked = await engine.step();
    expect(ticked.status).toBe('ticked');
    expect(await prices()).not.toEqual(before);
    const [record] = rowsOf<{ instance: string; epoch: number }>(await getDb().execute(sql`select instance, epoch::int as epoch from leader_writes where work = 'tick' order by id desc limit 1`));
    expect(record).toEqual({ instance: 'engine-a', epoch: taken[0]!.epoch });
    await first.release();

    // Another instance takes the lease; the old engine's next tick is refused inside its transaction.
    const next: (LeaderFence | null)[] = [];
    const second = holdLease(getDatabaseHandle(), { instance: 'engine-b', onChange: (fence) => void next.push(fence), retryMs: 100 });
    await vi.waitFor(() => expect(next).toHaveLength(1), { timeout: 5_000 });
    const settled = await prices();
    expect(await engine.step()).toEqual({ status: 'failed' });
    expect(await prices()).toEqual(settled);
    await second.release();
  });
});

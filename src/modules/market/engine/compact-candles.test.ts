import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { priceCandles, stocks } from '@/db/schema';
import { compactCandles } from './compact-candles';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-21T10:30:00Z');

async function newStock(symbol: string): Promise<number> {
  const [row] = await getDb().insert(stocks).values({ symbol, name: symbol, currentPrice: '10', basePrice: '10' }).returning({ id: stocks.id });
  return row!.id;
}

/** A deterministic zig-zag price for minute `index`. */
function priceAt(index: number): number {
  return 100 + (index % 7) - (index % 3);
}

async function countOf(stockId: number, resolution: number): Promise<number> {
  return (await getDb().select().from(priceCandles).where(and(eq(priceCandles.stockId, stockId), eq(priceCandles.resolution, resolution)))).length;
}

describe('candle downsampling', () => {
  it('rolls minutes older than 24 h into hours and hours older than 30 days into days, keeping OHLC, and bounds the rows', async () => {
    const stockId = await newStock('CMP');
    // Three days of minute candles (4,320 rows), ending now.
    const minutes = 3 * 24 * 60;
    const start = NOW.getTime() - minutes * 60_000;
    const rows = Array.from({ length: minutes }, (_, index) => {
      const price = priceAt(index);
      return { stockId, resolution: 60, bucketStart: new Date(start + index * 60_000), open: String(price), high: String(price + 0.5), low: String(price - 0.5), close: String(price + 0.25) };
    });
    for (let offset = 0; offset < rows.length; offset += 1000) await getDb().insert(priceCandles).values(rows.slice(offset, offset + 1000));
    // Forty days of hourly candles, ending three days ago (older than anything above).
    const hourStart = start - 40 * DAY;
    const hours = Array.from({ length: 40 * 24 }, (_, index) => ({ stockId, resolution: 3600, bucketStart: new Date(hourStart + index * HOUR), open: '50', high: String(60 + (index % 24)), low: '40', close: String(50 + (index % 5)) }));
    for (let offset = 0; offset < hours.length; offset += 1000) await getDb().insert(priceCandles).values(hours.slice(offset, offset + 1000));
    const other = await newStock('OTH');
    await getDb().insert(priceCandles).values({ stockId: other, resolution: 60, bucketStart: new Date(NOW.getTime() - 60_000), open: '1', high: '1', low: '1', close: '1' });

    // The hour the first minute falls in, as the expected hourly candle.
    const firstHour = Math.floor(start / HOUR) * HOUR;
    const inFirstHour = rows.filter((row) => row.bucketStart.getTime() < firstHour + HOUR);

    const result = await compactCandles(getDb(), NOW);
    const cutoff = Math.floor((NOW.getTime() - DAY) / HOUR) * HOUR;
    const rolled = rows.filter((row) => row.bucketStart.getTime() < cutoff).length;
    expect(result.minutesRolledUp).toBe(rolled);

    // Minutes: only the last 24 h (and the partial hour before the cut-off) remain.
    const minuteRows = await getDb().select({ bucketStart: priceCandles.bucketStart }).from(priceCandles).where(and(eq(priceCandles.stockId, stockId), eq(priceCandles.resolution, 60)));
    expect(minuteRows.length).toBe(minutes - rolled);
    expect(minuteRows.every((row) => row.bucketStart.getTime() >= cutoff)).toBe(true);
    expect(minuteRows.length).toBeLessThanOrEqual(25 * 60);

    // The first rolled hour has the first minute's open, the last minute's close, the extremes in between.
    const [hour] = await getDb()
      .select()
      .from(priceCandles)
      .where(and(eq(priceCandles.stockId, stockId), eq(priceCandles.resolution, 3600), eq(priceCandles.bucketStart, new Date(firstHour))));
    expect(Number(hour!.open)).toBe(Number(inFirstHour[0]!.open));
    expect(Number(hour!.close)).toBe(Number(inFirstHour.at(-1)!.close));
    expect(Number(hour!.high)).toBe(Math.max(...inFirstHour.map((row) => Number(row.high))));
    expect(Number(hour!.low)).toBe(Math.min(...inFirstHour.map((row) => Number(row.low))));

    // Hours older than 30 days became days; no hourly candle older than the cut-off remains.
    const dayCutoff = Math.floor((NOW.getTime() - 30 * DAY) / DAY) * DAY;
    const hourly = await getDb().select({ bucketStart: priceCandles.bucketStart }).from(priceCandles).where(and(eq(priceCandles.stockId, stockId), eq(priceCandles.resolution, 3600)));
    expect(hourly.every((row) => row.bucketStart.getTime() >= dayCutoff)).toBe(true);
    expect(hourly.length).toBeLessThanOrEqual(31 * 24);
    const daily = await getDb().select().from(priceCandles).where(and(eq(priceCandles.stockId, stockId), eq(priceCandles.resolution, 86400))).orderBy(asc(priceCandles.bucketStart));
    expect(daily.length).toBeGreaterThanOrEqual(9);
    const fullDay = daily[1]!;
    expect(fullDay.open).toBe('50.0000');
    expect(fullDay.high).toBe('83.0000');
    expect(fullDay.low).toBe('40.0000');

    // The other stock's fresh minute is untouched; a second run changes nothing.
    expect(await countOf(other, 60)).toBe(1);
    const total = (await getDb().select().from(priceCandles)).length;
    expect(await compactCandles(getDb(), NOW)).toEqual({ minutesRolledUp: 0, hoursRolledUp: 0 });
    expect((await getDb().select().from(priceCandles)).length).toBe(total);
  });
});

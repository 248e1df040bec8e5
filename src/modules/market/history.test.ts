import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/market/history/route';
import { getDb } from '@/db/client';
import { priceCandles, stocks } from '@/db/schema';
import type { CandleView } from './schemas';
import { createTestUser, signInHeaders } from '../../../tests/factories';
import { getStockHistory } from './history';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let childCookie: string;
const now = Date.now();
const minuteNow = Math.floor(now / MINUTE) * MINUTE;
const hourNow = Math.floor(now / HOUR) * HOUR;

beforeAll(async () => {
  childCookie = (await signInHeaders((await createTestUser({ role: 'child' })).email)).get('cookie')!;
  const [stock] = await getDb().insert(stocks).values({ symbol: 'HIST', name: 'History', currentPrice: '10', basePrice: '10' }).returning({ id: stocks.id });
  const stockId = stock!.id;
  const candle = (resolution: number, at: number, close: number) => ({ stockId, resolution, bucketStart: new Date(at), open: String(close - 1), high: String(close + 2), low: String(close - 2), close: String(close) });
  // The last 3 hours by the minute (as the engine keeps them), 10 days by the hour before that, 60 days by the day before that.
  const rows = [
    ...Array.from({ length: 180 }, (_, index) => candle(60, minuteNow - index * MINUTE, 100 + (index % 10))),
    ...Array.from({ length: 240 }, (_, index) => candle(3600, hourNow - 3 * HOUR - (index + 1) * HOUR, 50 + (index % 5))),
    ...Array.from({ length: 60 }, (_, index) => candle(86400, Math.floor((now - 11 * DAY) / DAY) * DAY - index * DAY, 20 + (index % 3))),
  ];
  for (let offset = 0; offset < rows.length; offset += 200) await getDb().insert(priceCandles).values(rows.slice(offset, offset + 200));
});

function request(query: string, cookie: string | null = childCookie) {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  return new NextRequest(new URL(`/api/market/history${query}`, 'http://localhost:3000'), { headers });
}

async function candlesOf(query: string): Promise<CandleView[]> {
  const response = await GET(request(query));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { symbol: string; range: string; candles: CandleView[] };
  return body.candles;
}

function ascending(candles: CandleView[]): boolean {
  return candles.every((candle, index) => index === 0 || candle.time > candles[index - 1]!.time);
}

describe('price history: GET /api/market/history', () => {
  it('1h and 1d are 1-minute candles over the last hour / day', async () => {
    const hour = await candlesOf('?symbol=hist&range=1h');
    expect(hour.length).toBeGreaterThanOrEqual(60);
    expect(hour.length).toBeLessThanOrEqual(61);
    expect(ascending(hour)).toBe(true);
    expect(hour.every((candle) => candle.time % 60 === 0)).toBe(true);
    expect(hour.at(-1)).toEqual({ time: minuteNow / 1000, open: 99, high: 102, low: 98, close: 100 });
    const day = await candlesOf('?symbol=HIST&range=1d');
    expect(day).toHaveLength(180);
  });

  it('1w and 1m are hourly: stored hours plus the recent minutes folded into hours', async () => {
    const week = await candlesOf('?symbol=HIST&range=1w');
    expect(ascending(week)).toBe(true);
    expect(week.every((candle) => candle.time % 3600 === 0)).toBe(true);
    // 7 days of hours, some from stored hourly candles and the last 3–4 from minutes.
    expect(week.length).toBeGreaterThanOrEqual(7 * 24 - 1);
    expect(week.length).toBeLessThanOrEqual(7 * 24 + 1);
    const last = week.at(-1)!;
    expect(last.time).toBe(hourNow / 1000);
    expect(last.close).toBe(100);
    // The hour folded from minutes has the extremes of its minutes.
    const folded = week.find((candle) => candle.time === hourNow / 1000 - 3600)!;
    expect(folded.high).toBe(111);
    expect(folded.low).toBe(98);
    const month = await candlesOf('?symbol=HIST&range=1m');
    expect(month.length).toBe(240 + new Set(Array.from({ length: 180 }, (_, index) => Math.floor((minuteNow - index * MINUTE) / HOUR))).size);
  });

  it('all is daily, from the oldest stored day, folding hours and minutes into days', async () => {
    const all = await candlesOf('?symbol=HIST&range=all');
    expect(ascending(all)).toBe(true);
    expect(all.every((candle) => candle.time % 86400 === 0)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(60 + 10);
    expect(all.length).toBeLessThanOrEqual(60 + 12);
    expect(await getStockHistory('HIST', 'all')).toEqual(all);
  });

  it('answers 401 signed out, 400 for a bad range or symbol, 404 for an unknown stock, readable', async () => {
    const anonymous = await GET(request('?symbol=HIST&range=1d', null));
    expect(anonymous.status).toBe(401);
    for (const [query, field] of [
      ['?symbol=HIST&range=2y', 'range'],
      ['?symbol=HIST', 'range'],
      ['?range=1d', 'symbol'],
      ['?symbol=bad*symbol&range=1d', 'symbol'],
    ] as const) {
      const response = await GET(request(query));
      expect(response.status, query).toBe(400);
      // The field's problem, as a sentence (a translated message, not its key).
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(body.error, query).toMatch(/^[A-Z]/);
      expect(Object.keys(body.fieldErrors), query).toEqual([field]);
      expect(body.fieldErrors[field], query).toMatch(/^[A-Z]/);
    }
    const unknown = await GET(request('?symbol=NOPE&range=1d'));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('That stock no longer exists.');
  });
});

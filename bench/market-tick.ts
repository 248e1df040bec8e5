/**
 * The simulator's benchmark: the market engine and the market stream, in-process (no Next build needed).
 *
 * 1. Fan-out (run first, before the database exists, so RSS is about the streams): 1,000 server-sent-event streams
 *    to a MarketHub on a bare node:http server in this process; each tick's one serialised message (500 stocks, and
 *    44 like the seeded market) is timed from publish to its last byte arriving at every client (p50 / p95 over all
 *    deliveries), with the process's RSS before the streams opened and after the rounds.
 * 2. Ticks: a fresh embedded database (openMemoryDatabase + migrate) with 500 stocks, ACCOUNTS simulator accounts
 *    (children inserted directly, for setup speed) holding a few stocks each, and 10,000 resting limit orders spread
 *    over them. Each tick is the real one (runMarketTick: prices, candles, the trading hook that fills crossed orders
 *    and revalues the holders), timed end to end: p50 / p95 / max ms.
 *
 * `node --expose-gc --import tsx bench/market-tick.ts` runs it alone; `npm run bench` runs it after the HTTP benchmarks.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request, type Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { closeDatabase, installDatabase, openMemoryDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { authUsers, simAccounts, simHoldings, simOrders, stocks, users } from '../src/db/schema';
import { SeededRandom } from '../src/modules/market/engine/random';
import { runMarketTick } from '../src/modules/market/engine/run-tick';
import { wireDomainEvents } from '../src/wiring/domain-events';
import { MarketHub, type MarketRow } from '../src/modules/market/market-hub';

export interface MarketBenchOptions {
  stocks?: number;
  orders?: number;
  accounts?: number;
  ticks?: number;
  streams?: number;
  rounds?: number;
}

export interface MarketBenchResult {
  setup: { stocks: number; orders: number; accounts: number; holdings: number };
  tick: { count: number; p50: number; p95: number; max: number };
  fanOut: { streams: number; stocks: number; messageBytes: number; rounds: number; p50: number; p95: number; max: number; rssBeforeMb: number; rssAfterMb: number }[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The benchmark's stocks: prices from 5 to 504 USD, volatilities from 0.1 to 0.82. */
function makeStocks(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const price = (5 + ((index * 37) % 500)).toFixed(4);
    return { symbol: `S${String(index).padStart(4, '0')}`, name: `Stock ${index}`, sector: 'Other', currentPrice: price, basePrice: price, volatility: (0.1 + (index % 10) * 0.08).toFixed(2), drift: '0.05' };
  });
}

async function prepare(options: Required<MarketBenchOptions>) {
  const handle = openMemoryDatabase();
  await migrateDatabase(handle);
  installDatabase(handle);
  const db = handle.db;
  const inserted = await db.insert(stocks).values(makeStocks(options.stocks)).returning({ id: stocks.id, price: stocks.currentPrice });
  const userIds = Array.from({ length: options.accounts }, () => randomUUID());
  for (let start = 0; start < userIds.length; start += 500) {
    const batch = userIds.slice(start, start + 500);
    await db.insert(authUsers).values(batch.map((id, offset) => ({ id, name: `Bench ${start + offset}`, email: `bench-${id}@academy.local`, emailVerified: true })));
    await db.insert(users).values(batch.map((id) => ({ id, role: 'child', email: `bench-${id}@academy.local`, emailVerified: true, welcomeSent: true })));
    await db.insert(simAccounts).values(batch.map((id) => ({ userId: id, cash: '5000', startingCash: '10000' })));
  }
  // Five holdings per account, so every tick revalues the accounts.
  const holdings = userIds.flatMap((userId, account) =>
    Array.from({ length: 5 }, (_, k) => {
      const stock = inserted[(account * 7 + k * 101) % inserted.length]!;
      return { userId, stockId: stock.id, shares: 10, averageCost: stock.price };
    }),
  );
  for (let start = 0; start < holdings.length; start += 1000) await db.insert(simHoldings).values(holdings.slice(start, start + 1000)).onConflictDoNothing();
  // Resting buy limits well below the price: they rest (the hook still checks every one of them each tick).
  const orders = Array.from({ length: options.orders }, (_, index) => {
    const stock = inserted[(index * 13) % inserted.length]!;
    const id = randomUUID();
    return { id, userId: userIds[index % userIds.length]!, stockId: stock.id, side: 'buy' as const, type: 'limit' as const, shares: 1, limitPrice: (Number(stock.price) * 0.5).toFixed(4), status: 'open' as const, idempotencyKey: id, tradingDay: 1 };
  });
  for (let start = 0; start < orders.length; start += 1000) await db.insert(simOrders).values(orders.slice(start, start + 1000));
  return { db, setup: { stocks: inserted.length, orders: orders.length, accounts: userIds.length, holdings: holdings.length } };
}

/** Opens `count` event streams to the hub's server; resolves once every one has its first message. */
async function openStreams(port: number, count: number, agent: Agent) {
  const clients: { received: number; onData?: (bytes: number) => void; close: () => void }[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const client: (typeof clients)[number] = { received: 0, close: () => undefined };
          const req = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
            let first = true;
            response.on('data', (chunk: Buffer) => {
              if (first) {
                first = false;
                resolve();
                return;
              }
              client.onData?.(chunk.length);
            });
          });
          req.on('error', reject);
          req.end();
          client.close = () => req.destroy();
          clients.push(client);
        }),
    ),
  );
  return clients;
}

async function measureFanOut(rows: MarketRow[], streams: number, rounds: number): Promise<MarketBenchResult['fanOut'][number]> {
  const hub = new MarketHub();
  hub.publish(rows);
  const server = createServer((req, res) => hub.attach(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const { Agent: HttpAgent } = await import('node:http');
  const agent = new HttpAgent({ keepAlive: false, maxSockets: Infinity });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const clients = await openStreams(port, streams, agent);
  // Let the rest of each first snapshot arrive before the rounds start counting bytes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const latencies: number[] = [];
  let messageBytes = 0;
  const random = new SeededRandom(3);
  for (let round = 0; round < rounds; round++) {
    // A new price for every stock, as a tick gives.
    const next = rows.map((row) => ({ ...row, currentPrice: (Number(row.currentPrice) * (1 + (random.next() - 0.5) / 100)).toFixed(4) }));
    const done = new Promise<void>((resolve) => {
      let remaining = clients.length;
      for (const client of clients) {
        client.received = 0;
        client.onData = (bytes) => {
          client.received += bytes;
          if (client.received >= messageBytes && messageBytes > 0) {
            client.onData = undefined;
            latencies.push(performance.now() - started);
            remaining -= 1;
            if (remaining === 0) resolve();
          }
        };
      }
    });
    const started = performance.now();
    hub.publish(next);
    messageBytes = hub.messageBytes;
    await done;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const rssAfter = process.memoryUsage().rss;
  for (const client of clients) client.close();
  hub.closeAll();
  await new Promise((resolve) => server.close(resolve));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    streams,
    stocks: rows.length,
    messageBytes,
    rounds,
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    max: round1(latencies.at(-1) ?? 0),
    rssBeforeMb: Math.round(rssBefore / 1024 / 1024),
    rssAfterMb: Math.round(rssAfter / 1024 / 1024),
  };
}

export async function runMarketBench(options: MarketBenchOptions = {}): Promise<MarketBenchResult> {
  const settings: Required<MarketBenchOptions> = { stocks: 500, orders: 10_000, accounts: 500, ticks: 50, streams: 1000, rounds: 20, ...options };
  wireDomainEvents();
  // Fan-out first, before the embedded database exists, so the RSS figures are the streams' (clients included: same
  // process), not the database's.
  const stockRows: MarketRow[] = makeStocks(settings.stocks);
  const fanOut = [await measureFanOut(stockRows, settings.streams, settings.rounds), await measureFanOut(stockRows.slice(0, 44), settings.streams, settings.rounds)];

  const { db, setup } = await prepare(settings);
  try {
    const random = new SeededRandom(42);
    // Two warm-up ticks (query plans, JIT), not counted.
    for (let tick = 0; tick < 2; tick++) await runMarketTick(db, { random, tickNumber: tick });
    const durations: number[] = [];
    for (let tick = 0; tick < settings.ticks; tick++) {
      const started = performance.now();
      await runMarketTick(db, { random, tickNumber: tick + 2 });
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    return { setup, tick: { count: durations.length, p50: round1(percentile(durations, 50)), p95: round1(percentile(durations, 95)), max: round1(durations.at(-1) ?? 0) }, fanOut };
  } finally {
    await closeDatabase();
  }
}

/** The result as the Markdown rows bench/run.ts prints. */
export function formatMarketBench(result: MarketBenchResult): string {
  const lines = [
    `\n| market engine (${result.setup.stocks} stocks, ${result.setup.orders.toLocaleString('en')} resting limit orders, ${result.setup.accounts} accounts, ${result.setup.holdings} holdings) | ticks | p50 / p95 / max ms |`,
    '|---|---|---|',
    `| one tick: prices + candles + trading hook, one transaction | ${result.tick.count} | ${result.tick.p50} / ${result.tick.p95} / ${result.tick.max} |`,
    `\n| market stream fan-out (bare node:http, clients in-process) | message | delivery p50 / p95 / max ms | RSS before → after |`,
    '|---|---|---|---|',
    ...result.fanOut.map(
      (row) => `| ${row.streams.toLocaleString('en')} streams, ${row.stocks} stocks, ${row.rounds} ticks | ${(row.messageBytes / 1024).toFixed(1)} KB | ${row.p50} / ${row.p95} / ${row.max} | ${row.rssBeforeMb} → ${row.rssAfterMb} MB |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMarketBench()
    .then((result) => console.log(formatMarketBench(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

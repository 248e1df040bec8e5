/**
 * The trading benchmark (not a timed test): `placeOrder` called in-process on a fresh database — an
 * in-memory PGlite, or a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (dropped afterwards).
 * Rows: orders per second on ONE account (sequential, then 50 at once: they queue on the account's row lock),
 * across 200 accounts at once (first their first trades, which award the First Trade badge, then the same accounts
 * again: the steady state), and one engine tick (`onPricesChanged`) over 500 moved stocks and 10,000 resting limit
 * orders of which 2,000 fill, 200 accounts revalued, badges included: once where the fills are the accounts' first
 * trades (40 badge awards), once where every account has traded before (the check runs, nothing is due).
 * The steady state again beside as many notifications, their signal after the commit and then inside it (decision
 * 063): on PostgreSQL a NOTIFY inside a transaction holds a database-wide lock at its commit.
 * Latency per order is measured from the call to its answer, so queueing counts. BENCH_PROFILE=1 (PostgreSQL) also
 * prints, per row, the statements per order and where the time went (bench/query-profile.ts).
 *
 * Run alone: `node --conditions=react-server --import tsx bench/orders.ts` (the condition turns the domain's
 * 'server-only' marker into the no-op it is inside Next). `npm run bench` gets the rows through runOrderBench(),
 * which runs this file in such a child process.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { installDatabase, openDatabase, openMemoryDatabase, type DatabaseHandle, type Db } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '../src/server/session-flow';
import { installQueryProfiler } from './query-profile';

export interface OrderBenchRow {
  name: string;
  orders: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const SEQUENTIAL_ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const CONCURRENCY = 50;
const CONCURRENT_ORDERS = Number(process.env.BENCH_ORDERS ?? 400) * 2;
const ACCOUNTS = 200;
const ORDERS_PER_ACCOUNT = 5;
const TICK_STOCKS = 500;
const TICK_RESTING_ORDERS = 10_000;
const TICK_RUNS = Number(process.env.BENCH_TICKS ?? 3);
const profiler = process.env.BENCH_PROFILE && process.env.BENCH_DATABASE_URL ? installQueryProfiler() : undefined;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

function row(name: string, latencies: number[], elapsedMs: number, failures: number): OrderBenchRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { name, orders: latencies.length, perSecond: Math.round((latencies.length / elapsedMs) * 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures };
}

async function openFreshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = openMemoryDatabase();
    await migrateDatabase(handle);
    return { handle, drop: async () => {} };
  }
  const name = `academy_bench_orders_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: target.toString(), dataDir: '.', purpose: 'order bench' });
  await migrateDatabase(handle);
  return {
    handle,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Children straight into the tables (no password hashing: the benchmark measures trading, not sign-up). */
async function createChildren(db: Db, count: number): Promise<Actor[]> {
  const stamp = randomBytes(4).toString('hex');
  const ids = Array.from({ length: count }, (_, index) => `bench-${stamp}-${index}`);
  const rows = JSON.stringify(ids.map((id, index) => ({ id, email: `${id}@academy.local`, first: 'Bench', last: `Child ${index}` })));
  await db.execute(sql`insert into auth_users (id, name, email, email_verified) select id, first, email, true from jsonb_to_recordset(${rows}::jsonb) as r(id text, email text, first text, last text)`);
  await db.execute(sql`insert into users (id, role, first_name, last_name, email, email_verified) select id, 'child', first, last, email, true from jsonb_to_recordset(${rows}::jsonb) as r(id text, email text, first text, last text)`);
  return ids.map((id, index) => ({
    id,
    sessionId: 'bench',
    email: `${id}@academy.local`,
    role: 'child',
    firstName: 'Bench',
    lastName: `Child ${index}`,
    displayName: 'Bench',
    emailVerified: true,
    avatarSeed: 'default',
    avatarVariant: 'adventurer',
    locale: null,
    currency: null,
    awaitingConsent: false,
    simulatorOff: false,
  }));
}

async function createStocks(db: Db, count: number, prefix: string): Promise<{ id: number; symbol: string }[]> {
  const result = await db.execute(sql`
    insert into stocks (symbol, name, current_price, base_price, sector)
    select ${prefix} || n, 'Bench ' || n, 20 + (n % 50), 20 + (n % 50), 'Sector ' || (n % 8)
    from generate_series(1, ${count}) as n
    returning id, symbol`);
  return (result as unknown as { rows: { id: number; symbol: string }[] }).rows;
}

/** Runs the measurements in this process (needs the react-server condition; see the file's comment). */
export async function measureOrders(): Promise<OrderBenchRow[]> {
  const { handle, drop } = await openFreshDatabase();
  installDatabase(handle);
  (await import('../src/wiring/domain-events')).wireDomainEvents();
  const { placeOrder } = await import('../src/modules/simulator/place-order');
  const { onPricesChanged } = await import('../src/modules/simulator/market-hooks');
  const db = handle.db;
  const rows: OrderBenchRow[] = [];
  try {
    await seedBadges(db);
    // Generous cash, a $1 fee, no cap: the rules are all checked, few orders are refused.
    for (const [key, value] of Object.entries({ startingCash: '100000000', commission: '1', positionCapPct: 100, minSharePrice: '1', paused: false, tradingDay: 1 })) {
      await db.execute(sql`insert into simulator_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb) on conflict (key) do update set value = excluded.value`);
    }
    const stocks = await createStocks(db, 20, 'BO');
    let failures = 0;
    const timed = async (actor: Actor, index: number, latencies: number[]) => {
      const stock = stocks[index % stocks.length]!;
      // Buy, buy, sell: holdings grow slowly, every kind of execution is exercised.
      const side = index % 3 === 2 ? 'sell' : 'buy';
      const started = performance.now();
      try {
        const result = await placeOrder(actor, { symbol: stock.symbol, side, type: 'market', shares: 1 + (index % 3), idempotencyKey: randomUUID() });
        if (result.outcome === 'rejected' && side === 'buy') failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
    };

    const [single] = await createChildren(db, 1);
    // BENCH_ONLY=tick: the tick rows alone (to compare versions of the tick quickly).
    if (process.env.BENCH_ONLY !== 'tick') {
      {
        const latencies: number[] = [];
        failures = 0;
        profiler?.start();
        const started = performance.now();
        for (let index = 0; index < SEQUENTIAL_ORDERS; index++) await timed(single!, index, latencies);
        rows.push(row('one account, one order at a time', latencies, performance.now() - started, failures));
        profiler?.report(rows.at(-1)!.name, latencies.length);
      }
      {
        const latencies: number[] = [];
        failures = 0;
        let next = 0;
        profiler?.start();
        const started = performance.now();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < CONCURRENT_ORDERS) await timed(single!, next++, latencies);
          }),
        );
        rows.push(row(`one account, ${CONCURRENCY} orders at once`, latencies, performance.now() - started, failures));
        profiler?.report(rows.at(-1)!.name, latencies.length);
      }
      {
        const accounts = await createChildren(db, ACCOUNTS);
        for (const label of ['first trades: accounts opened, First Trade badges awarded', 'again: the steady state']) {
          const latencies: number[] = [];
          failures = 0;
          profiler?.start();
          const started = performance.now();
          await Promise.all(
            accounts.map(async (actor, accountIndex) => {
              for (let index = 0; index < ORDERS_PER_ACCOUNT; index++) await timed(actor, accountIndex + index, latencies);
            }),
          );
          rows.push(row(`${ACCOUNTS} accounts, all at once (${ORDERS_PER_ACCOUNT} orders each; ${label})`, latencies, performance.now() - started, failures));
          profiler?.report(rows.at(-1)!.name, latencies.length);
        }
        // Decision 063: the same steady state while as many notifications are made, each in a transaction of its own
        // beside the orders; the signal after the commit (as the app sends it), then inside the transaction (as it
        // was), whose commit takes PostgreSQL's database-wide NOTIFY lock.
        const { notify, NOTIFICATIONS_CHANNEL } = await import('../src/modules/notifications/notify');
        for (const signal of ['after commit', 'inside the transaction'] as const) {
          const latencies: number[] = [];
          failures = 0;
          let notifyFailures = 0;
          profiler?.start();
          const started = performance.now();
          const orders = Promise.all(
            accounts.map(async (actor, accountIndex) => {
              for (let index = 0; index < ORDERS_PER_ACCOUNT; index++) await timed(actor, accountIndex + index, latencies);
            }),
          );
          const notifications = Promise.all(
            accounts.map(async (actor) => {
              for (let index = 0; index < ORDERS_PER_ACCOUNT; index++) {
                await db
                  .transaction(async (tx) => {
                    await notify(tx, [{ recipientId: actor.id, type: 'badge_earned', params: { badge: 'bench' }, link: '/achievements' }]);
                    if (signal === 'inside the transaction') await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${actor.id})`);
                  })
                  .catch(() => (notifyFailures += 1));
              }
            }),
          );
          await orders;
          const elapsed = performance.now() - started;
          await notifications;
          rows.push(row(`${ACCOUNTS} accounts, all at once, beside ${ACCOUNTS * ORDERS_PER_ACCOUNT} notifications (signal ${signal})`, latencies, elapsed, failures + notifyFailures));
          profiler?.report(rows.at(-1)!.name, latencies.length);
        }
      }
    }
    rows.push(await measureTicks(db, onPricesChanged, false, placeOrder));
    rows.push(await measureTicks(db, onPricesChanged, true, placeOrder));
  } finally {
    installDatabase(undefined);
    await handle.close();
    await drop();
  }
  return rows;
}

/**
 * TICK_RUNS ticks, each on a fixture of its own (the machine is shared: one tick is one sample); the row's p50 is
 * their median, its p99 column the slowest.
 */
async function measureTicks(db: Db, onPricesChanged: OnPricesChanged, tradedBefore: boolean, placeOrder: PlaceOrder): Promise<OrderBenchRow> {
  const runs: TickRun[] = [];
  for (let run = 0; run < TICK_RUNS; run++) runs.push(await measureTick(db, onPricesChanged, { prefix: `${tradedBefore ? 'S' : 'T'}${String.fromCharCode(65 + run)}`, tradedBefore, placeOrder }));
  const elapsed = runs.map((run) => run.elapsed).sort((a, b) => a - b);
  const median = elapsed[Math.floor(elapsed.length / 2)]!;
  const count = runs[0]!.filled;
  return {
    name: `one tick: ${TICK_STOCKS} stocks moved, ${TICK_RESTING_ORDERS.toLocaleString('en')} resting orders (${runs.map((run) => run.filled.toLocaleString('en')).join('/')} filled, 200 accounts revalued, ${tradedBefore ? 'accounts that traded before' : 'first trades'}: ${runs.map((run) => run.awarded).join('/')} badges awarded; ${TICK_RUNS} ticks)`,
    orders: count,
    perSecond: Math.round((count / median) * 1000),
    p50: Math.round(median),
    p99: Math.round(elapsed.at(-1)!),
    failures: runs.filter((run) => run.filled !== 2_000).length,
  };
}

type OnPricesChanged = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], changed: { stockId: number; price: string }[], tradingDay: number) => Promise<void>;
interface TickRun {
  elapsed: number;
  filled: number;
  awarded: number;
}
type PlaceOrder = (actor: Actor, input: { symbol: string; side: 'buy' | 'sell'; type: 'market'; shares: number; idempotencyKey: string }) => Promise<unknown>;

/**
 * One engine tick over TICK_STOCKS moved stocks with TICK_RESTING_ORDERS resting limit orders of 200 accounts (set
 * up with SQL, as placing them one by one would take minutes): every stock moves 5 % down, which crosses a fifth of
 * the buy limits (2,000 orders of 40 accounts); the accounts all hold shares, so every one is revalued and
 * snapshotted; the badge check runs for the 40 that traded. `tradedBefore`: each account first places one market
 * order through placeOrder (its First Trade badge and, holding 5 sectors, World Investor are awarded then), so the
 * tick has no badge to award: the steady state. Otherwise the fills are the 40 accounts' first trades.
 */
async function measureTick(db: Db, onPricesChanged: OnPricesChanged, options: { prefix: string; tradedBefore: boolean; placeOrder: PlaceOrder }): Promise<TickRun> {
  const prefix = options.prefix;
  const like = `${prefix}%`;
  await createStocks(db, TICK_STOCKS, prefix);
  const accounts = await createChildren(db, 200);
  const accountRows = JSON.stringify(accounts.map((actor) => ({ id: actor.id })));
  await db.execute(sql`insert into sim_accounts (user_id, cash, starting_cash) select id, 1000000, 1000000 from jsonb_to_recordset(${accountRows}::jsonb) as r(id text) on conflict do nothing`);
  // Each account holds 10 shares of 25 stocks; the resting buy limits (80 %..98 % of the price) spread over every
  // account and stock, oldest first.
  await db.execute(sql`
    insert into sim_holdings (user_id, stock_id, shares, average_cost)
    select a.id, s.id, 10, 20
    from jsonb_to_recordset(${accountRows}::jsonb) as a(id text)
    cross join lateral (select id from stocks where symbol like ${like} order by random() limit 25) s
    on conflict do nothing`);
  if (options.tradedBefore) {
    for (const actor of accounts) await options.placeOrder(actor, { symbol: `${prefix}1`, side: 'buy', type: 'market', shares: 1, idempotencyKey: randomUUID() });
  }
  await db.execute(sql`
    with a as (select id, (row_number() over ()) - 1 as i from jsonb_to_recordset(${accountRows}::jsonb) as a(id text)),
         s as (select id, current_price, (row_number() over (order by id)) - 1 as i from stocks where symbol like ${like})
    insert into sim_orders (id, user_id, stock_id, side, type, shares, limit_price, status, idempotency_key, trading_day, created_at)
    select gen_random_uuid(), a.id, s.id, 'buy', 'limit', 1, round(s.current_price * (0.80 + (n % 10) * 0.02), 4), 'open', ${`bench-${prefix}-`} || n, 1,
           now() - make_interval(secs => n / 1000.0)
    from generate_series(1, ${TICK_RESTING_ORDERS}) as n
    join a on a.i = n % 200
    join s on s.i = n % ${TICK_STOCKS}`);
  const moves = (
    (await db.execute(sql`select id as "stockId", round(current_price * 0.95, 4)::text as price from stocks where symbol like ${like}`)) as unknown as {
      rows: { stockId: number; price: string }[];
    }
  ).rows;
  const badgeCount = async () =>
    ((await db.execute(sql`select count(*)::int as n from user_badges where user_id in (select jsonb_array_elements_text(${JSON.stringify(accounts.map((actor) => actor.id))}::jsonb))`)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  const badgesBefore = await badgeCount();
  profiler?.start();
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`update stocks s set current_price = m.price from jsonb_to_recordset(${JSON.stringify(moves.map((move) => ({ id: move.stockId, price: move.price })))}::jsonb) as m(id int, price numeric) where s.id = m.id`);
    await onPricesChanged(tx, moves, 1);
  });
  const elapsed = performance.now() - started;
  profiler?.report(`one tick (${prefix}, ${options.tradedBefore ? 'accounts that traded before' : 'first trades'})`, TICK_RESTING_ORDERS / 5);
  const filled = (await db.execute(sql`select count(*)::int as n from sim_orders where status = 'filled' and idempotency_key like ${`bench-${prefix}-%`}`)) as unknown as { rows: { n: number }[] };
  const count = filled.rows[0]?.n ?? 0;
  return { elapsed, filled: count, awarded: (await badgeCount()) - badgesBefore };
}

/** For `npm run bench`: the rows, measured in a child process started with the react-server condition. */
export function runOrderBench(env: NodeJS.ProcessEnv = process.env): OrderBenchRow[] {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/orders.ts', '--json'], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`the order benchmark failed: ${child.stderr}`);
  const line = child.stdout.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(line) as OrderBenchRow[];
}

export function printOrderRows(rows: OrderBenchRow[]): void {
  console.log(`\n| trading (placeOrder in-process, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}) | orders | orders/s | p50 / p99 ms | refused or failed |\n|---|---|---|---|---|`);
  for (const entry of rows) {
    const latency = entry.name.startsWith('one tick') ? `${entry.p50} / ${entry.p99} (the whole tick: median / slowest)` : `${entry.p50} / ${entry.p99}`;
    console.log(`| ${entry.name} | ${entry.orders} | ${entry.perSecond} | ${latency} | ${entry.failures} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureOrders()
    .then((rows) => {
      if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
      else {
        printOrderRows(rows);
        console.log(`\n${os.cpus().length} cores.`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

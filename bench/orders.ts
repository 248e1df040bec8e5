/**
 * The trading benchmark (not a timed test): `placeOrder` called in-process on a fresh database — an
 * in-memory PGlite, or a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (dropped afterwards).
 * Rows: orders per second on ONE account (sequential, then 50 at once: they queue on the account's row lock),
 * across 200 accounts at once (first their first trades, which award the First Trade badge, then the same accounts
 * again: the steady state), and one engine tick (`onPricesChanged`) over 500 moved stocks and 10,000 resting limit
 * orders of which 2,000 fill, 200 accounts revalued, badges included: once where the fills are the accounts' first
 * trades (40 badge awards), once where every account has traded before (the check runs, nothing is due).
 * The steady state again beside as many notifications, their signal after the commit and then inside it (decision
 * 063): on PostgreSQL a NOTIFY inside a transaction holds a database-wide lock at its commit. Then 30 class
 * competitions of 30 children (decision 065): their orders alone, the steady state beside them, and the tick with
 * them present followed by what a tick costs them (their rankings are read again for every open competition page).
 * Latency per order is measured from the call to its answer, so queueing counts. BENCH_PROFILE=1 (PostgreSQL) also
 * prints, per row, the statements per order and where the time went (bench/query-profile.ts).
 *
 * Run alone: `node --conditions=react-server --import tsx bench/orders.ts` (the condition turns the domain's
 * 'server-only' marker into the no-op it is inside Next). `npm run bench` gets the rows through runOrderBench(),
 * which runs this file in such a child process.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { register } from 'node:module';
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
  /** The rows beside notifications: how their signal was sent (bench/run.ts's summary compares 'after commit' with 'none'). */
  notifySignal?: 'after commit' | 'inside the transaction' | 'none';
}

const SEQUENTIAL_ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const CONCURRENCY = 50;
const CONCURRENT_ORDERS = Number(process.env.BENCH_ORDERS ?? 400) * 2;
const ACCOUNTS = 200;
const ORDERS_PER_ACCOUNT = 5;
const TICK_STOCKS = 500;
const TICK_RESTING_ORDERS = 10_000;
const TICK_RUNS = Number(process.env.BENCH_TICKS ?? 3);
const COMPETITIONS = 30;
/** Resting buy limits per competition entry in the ticks with the competitions' pass: a fifth of them crossed. */
const COMPETITION_RESTING_PER_ENTRY = 4;
const PLAYERS_PER_COMPETITION = 30;
const ORDERS_PER_PLAYER = 2;
/**
 * BENCH_ONLY=tick: the engine's tick rows alone; =notify: the 200 accounts' rows and the notifications beside them;
 * =competitions: the 200 accounts' rows, the steady tick and the competitions' rows (to compare one part quickly).
 */
const ONLY = process.env.BENCH_ONLY;
// Next's server bundle gives server code the react-server build of next/navigation (redirect, forbidden: no React
// context); plain Node resolves the client build, which needs it. The accounts front door reaches it through the
// session helpers, so the domain is loaded here as Next loads it.
const serverNavigation = `export async function resolve(specifier, context, next) { return next(specifier === 'next/navigation' ? 'next/dist/client/components/navigation.react-server.js' : specifier, context); }`;
register(`data:text/javascript,${encodeURIComponent(serverNavigation)}`);

const profiler = process.env.BENCH_PROFILE && process.env.BENCH_DATABASE_URL ? installQueryProfiler() : undefined;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** One row's answers: each order's latency, and how many failed. */
interface Sample {
  latencies: number[];
  failures: number;
}

function row(name: string, sample: Sample, elapsedMs: number): OrderBenchRow {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  return { name, orders: sample.latencies.length, perSecond: Math.round((sample.latencies.length / elapsedMs) * 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures: sample.failures };
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

/** Children (or teachers) straight into the tables (no password hashing: the benchmark measures trading, not sign-up). */
async function createChildren(db: Db, count: number, role: 'child' | 'tutor' = 'child'): Promise<Actor[]> {
  const stamp = randomBytes(4).toString('hex');
  const ids = Array.from({ length: count }, (_, index) => `bench-${stamp}-${index}`);
  const rows = JSON.stringify(ids.map((id, index) => ({ id, email: `${id}@academy.local`, first: 'Bench', last: `Child ${index}` })));
  await db.execute(sql`insert into auth_users (id, name, email, email_verified) select id, first, email, true from jsonb_to_recordset(${rows}::jsonb) as r(id text, email text, first text, last text)`);
  await db.execute(sql`insert into users (id, role, first_name, last_name, email, email_verified) select id, ${role}, first, last, email, true from jsonb_to_recordset(${rows}::jsonb) as r(id text, email text, first text, last text)`);
  return ids.map((id, index) => ({
    id,
    sessionId: 'bench',
    email: `${id}@academy.local`,
    role,
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
  const { placeCompetitionOrder } = await import('../src/modules/competitions');
  const db = handle.db;
  const rows: OrderBenchRow[] = [];
  try {
    await seedBadges(db);
    // Generous cash, a $1 fee, no cap: the rules are all checked, few orders are refused.
    for (const [key, value] of Object.entries({ startingCash: '100000000', commission: '1', positionCapPct: 100, minSharePrice: '1', paused: false, tradingDay: 1 })) {
      await db.execute(sql`insert into simulator_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb) on conflict (key) do update set value = excluded.value`);
    }
    const stocks = await createStocks(db, 20, 'BO');
    /** One order timed from the call to its answer; a refused buy counts as a failure (the cash is generous). */
    const timed = async (sample: Sample, side: 'buy' | 'sell', place: () => Promise<{ outcome: string }>) => {
      const started = performance.now();
      try {
        const result = await place();
        if (result.outcome === 'rejected' && side === 'buy') sample.failures += 1;
      } catch {
        sample.failures += 1;
      }
      sample.latencies.push(performance.now() - started);
    };
    // Buy, buy, sell: holdings grow slowly, every kind of execution is exercised.
    const market = (index: number) => ({ symbol: stocks[index % stocks.length]!.symbol, side: index % 3 === 2 ? ('sell' as const) : ('buy' as const), type: 'market' as const, shares: 1 + (index % 3), idempotencyKey: randomUUID() });
    const everyday = (actor: Actor, index: number, sample: Sample) => {
      const order = market(index);
      return timed(sample, order.side, () => placeOrder(actor, order));
    };
    const inCompetition = (player: Player, index: number, sample: Sample) => {
      const order = market(index);
      return timed(sample, order.side, () => placeCompetitionOrder(player.actor, { ...order, competitionId: player.competitionId }));
    };
    /** Every account at once, each placing its orders one after the other; the time until the last answer. */
    const allAtOnce = async <T>(people: T[], perPerson: number, place: (person: T, index: number, sample: Sample) => Promise<void>, sample: Sample) => {
      const started = performance.now();
      await Promise.all(
        people.map(async (person, personIndex) => {
          for (let index = 0; index < perPerson; index++) await place(person, personIndex + index, sample);
        }),
      );
      return performance.now() - started;
    };
    const measured = async (name: string, measure: (sample: Sample) => Promise<number>) => {
      const sample: Sample = { latencies: [], failures: 0 };
      profiler?.start();
      const elapsed = await measure(sample);
      rows.push(row(name, sample, elapsed));
      profiler?.report(name, sample.latencies.length);
    };

    if (!ONLY) {
      const [single] = await createChildren(db, 1);
      await measured('one account, one order at a time', async (sample) => {
        const started = performance.now();
        for (let index = 0; index < SEQUENTIAL_ORDERS; index++) await everyday(single!, index, sample);
        return performance.now() - started;
      });
      await measured(`one account, ${CONCURRENCY} orders at once`, async (sample) => {
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < CONCURRENT_ORDERS) await everyday(single!, next++, sample);
          }),
        );
        return performance.now() - started;
      });
    }
    const accounts = ONLY === 'tick' ? [] : await createChildren(db, ACCOUNTS);
    if (ONLY !== 'tick') {
      for (const label of ['first trades: accounts opened, First Trade badges awarded', 'again: the steady state']) {
        await measured(`${ACCOUNTS} accounts, all at once (${ORDERS_PER_ACCOUNT} orders each; ${label})`, (sample) => allAtOnce(accounts, ORDERS_PER_ACCOUNT, everyday, sample));
      }
    }
    if (!ONLY || ONLY === 'notify') {
      // Decision 063: the same steady state while as many notifications are made, each in a transaction of its own
      // beside the orders; the signal after the commit (as the app sends it), then inside the transaction (as it
      // was), whose commit takes PostgreSQL's database-wide NOTIFY lock.
      const { notify, NOTIFICATIONS_CHANNEL } = await import('../src/modules/notifications/notify');
      const { queueNotificationMails } = await import('../src/modules/notifications/email');
      const { notifications: notificationsTable } = await import('../src/db/schema');
      // The runs with 'none' write the same rows and e-mail choices as notify() with no signal at all: what the
      // signal itself costs the orders is the difference between 'after commit' and them. Those two run twice,
      // interleaved (A B C B A), so that their difference can be read against each one's own spread run to run.
      const runs = ['after commit', 'none (the same rows, no NOTIFY)', 'inside the transaction', 'none (the same rows, no NOTIFY)', 'after commit'] as const;
      for (const [index, signal] of runs.entries()) {
        const repeat = runs.indexOf(signal) === index ? '' : ', again';
        await measured(`${ACCOUNTS} accounts, all at once, beside ${ACCOUNTS * ORDERS_PER_ACCOUNT} notifications (signal ${signal}${repeat})`, async (sample) => {
          let notifyFailures = 0;
          const notifications = Promise.all(
            accounts.map(async (actor) => {
              for (let index = 0; index < ORDERS_PER_ACCOUNT; index++) {
                await db
                  .transaction(async (tx) => {
                    const item = { recipientId: actor.id, type: 'badge_earned' as const, params: { badge: 'bench' }, link: '/achievements' };
                    if (signal.startsWith('none')) {
                      await tx.insert(notificationsTable).values({ ...item, actorId: null, childId: null });
                      await queueNotificationMails(tx, [item]);
                      return;
                    }
                    await notify(tx, [item]);
                    if (signal === 'inside the transaction') await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${actor.id})`);
                  })
                  .catch(() => (notifyFailures += 1));
              }
            }),
          );
          const elapsed = await allAtOnce(accounts, ORDERS_PER_ACCOUNT, everyday, sample);
          await notifications;
          sample.failures += notifyFailures;
          return elapsed;
        });
        rows.at(-1)!.notifySignal = signal === 'after commit' || signal === 'inside the transaction' ? signal : 'none';
      }
    }
    if (!ONLY || ONLY === 'tick') rows.push(...(await measureTicks(db, onPricesChanged, { tradedBefore: false, placeOrder, prefix: 'T' })));
    // The steady tick is also what the tick with competitions present is compared with.
    if (ONLY !== 'notify') rows.push(...(await measureTicks(db, onPricesChanged, { tradedBefore: true, placeOrder, prefix: 'S' })));
    if (!ONLY || ONLY === 'competitions') {
      // Decision 065: competitions are portfolios and rules over the one market. Their children's orders alone, then
      // at the same time as the everyday steady state (each side's rate over its own time to its last answer).
      // The everyday goals (Issue 12 in docs/benchmarks.md) just before the games are made and again with them present
      // and their players idle: a running game is rows and rules, so the everyday orders should not notice it.
      const [single] = await createChildren(db, 1);
      const everydayGoals = async (when: string) => {
        await measured(`one account, one order at a time (${when})`, async (sample) => {
          const started = performance.now();
          for (let index = 0; index < SEQUENTIAL_ORDERS; index++) await everyday(single!, index, sample);
          return performance.now() - started;
        });
        await measured(`${ACCOUNTS} accounts, all at once (${ORDERS_PER_ACCOUNT} orders each; the steady state, ${when})`, (sample) => allAtOnce(accounts, ORDERS_PER_ACCOUNT, everyday, sample));
      };
      await everydayGoals('no game yet');
      const players = await createCompetitions(db);
      const games = `${COMPETITIONS} competitions × ${PLAYERS_PER_COMPETITION} children`;
      await everydayGoals(`${games} present`);
      await measured(`${games}, all at once (${ORDERS_PER_PLAYER} competition orders each, alone)`, (sample) => allAtOnce(players, ORDERS_PER_PLAYER, inCompetition, sample));
      const everydaySample: Sample = { latencies: [], failures: 0 };
      const competitionSample: Sample = { latencies: [], failures: 0 };
      profiler?.start();
      const [everydayElapsed, competitionElapsed] = await Promise.all([allAtOnce(accounts, ORDERS_PER_ACCOUNT, everyday, everydaySample), allAtOnce(players, ORDERS_PER_PLAYER, inCompetition, competitionSample)]);
      const beside = `${ACCOUNTS} accounts' ${ACCOUNTS * ORDERS_PER_ACCOUNT} everyday orders and ${games}'s ${players.length * ORDERS_PER_PLAYER} competition orders, all at once`;
      rows.push(row(`${beside}: the everyday orders (steady state)`, everydaySample, everydayElapsed));
      rows.push(row(`${beside}: the competition orders`, competitionSample, competitionElapsed));
      profiler?.report(beside, everydaySample.latencies.length + competitionSample.latencies.length);
      rows.push(...(await measureTicks(db, onPricesChanged, { tradedBefore: true, placeOrder, prefix: 'C', competitions: players })));
      // Limit orders in competitions (decision 065, amended): the same ticks with resting buy limits in every entry and
      // the competitions' pass beside the simulator's, as `market.prices-changed` runs both in the tick's transaction.
      const { fillCompetitionLimitOrders } = await import('../src/modules/competitions/limit-order-fills');
      const bothPasses: OnPricesChanged = async (tx, changed, tradingDay) => {
        await onPricesChanged(tx, changed, tradingDay);
        await fillCompetitionLimitOrders(tx, changed);
      };
      rows.push(...(await measureTicks(db, bothPasses, { tradedBefore: true, placeOrder, prefix: 'L', competitions: players, restingPerEntry: COMPETITION_RESTING_PER_ENTRY })));
    }
  } finally {
    installDatabase(undefined);
    await handle.close();
    await drop();
  }
  return rows;
}

/**
 * TICK_RUNS ticks, each on a fixture of its own (the machine is shared: one tick is one sample); the row's p50 is
 * their median, its p99 column the slowest. With `competitions` present, each tick is followed by what it costs them:
 * a competition's page follows its ranking's stream (decision 067), so after a tick every competition's standings
 * statement runs at once, and then the ranking streams' pass that reads them and sends them to every player's page.
 */
async function measureTicks(db: Db, onPricesChanged: OnPricesChanged, options: { tradedBefore: boolean; placeOrder: PlaceOrder; prefix: string; competitions?: Player[]; restingPerEntry?: number }): Promise<OrderBenchRow[]> {
  const { tradedBefore, placeOrder, competitions } = options;
  const resting = competitions && options.restingPerEntry ? { competitionIds: [...new Set(competitions.map((player) => player.competitionId))], perEntry: options.restingPerEntry } : undefined;
  const { readStandings } = await import('../src/modules/competitions/standings');
  const { rankingChannelOf, RankingStreams } = await import('../src/modules/competitions/ranking-streams');
  // Every player follows their game's ranking, on the channel the custom server would give them (decision 067).
  const followed = competitions ? await Promise.all(competitions.map((player) => rankingChannelOf({ id: player.actor.id, role: player.actor.role }, player.competitionId))) : [];
  const followers = new Map<string, number>();
  for (const channel of followed) if (channel) followers.set(channel, (followers.get(channel) ?? 0) + 1);
  let bytesSent = 0;
  const streams = new RankingStreams({ channelNames: [...followers.keys()], send: (channel, payload) => (bytesSent += Buffer.byteLength(payload) * (followers.get(channel) ?? 0)) });
  const competitionIds = [...new Set(competitions?.map((player) => player.competitionId))];
  const rankings: Sample = { latencies: [], failures: 0 };
  const pages: Sample = { latencies: [], failures: 0 };
  let rankingsElapsed = 0;
  let pagesElapsed = 0;
  const runs: TickRun[] = [];
  for (let run = 0; run < TICK_RUNS; run++) {
    runs.push(await measureTick(db, onPricesChanged, { prefix: `${options.prefix}${String.fromCharCode(65 + run)}`, tradedBefore, placeOrder, resting }));
    if (!competitions) continue;
    rankingsElapsed += await eachAtOnce(competitionIds, (competitionId) => readStandings(db, competitionId, false), rankings);
    const started = performance.now();
    await streams.refresh();
    pages.latencies.push(performance.now() - started);
    pagesElapsed += performance.now() - started;
  }
  const elapsed = runs.map((run) => run.elapsed).sort((a, b) => a - b);
  const median = elapsed[Math.floor(elapsed.length / 2)]!;
  const count = runs[0]!.filled;
  const present = !competitions
    ? ''
    : resting
      ? `; ${competitionIds.length} competitions × ${competitions.length / competitionIds.length} children present with ${(competitions.length * resting.perEntry).toLocaleString('en')} resting competition limit orders, the competitions' pass filling ${runs.map((run) => run.competitionFilled.toLocaleString('en')).join('/')}`
      : `; ${competitionIds.length} competitions × ${competitions.length / competitionIds.length} children present`;
  const tick: OrderBenchRow = {
    name: `one tick: ${TICK_STOCKS} stocks moved, ${TICK_RESTING_ORDERS.toLocaleString('en')} resting orders (${runs.map((run) => run.filled.toLocaleString('en')).join('/')} filled, 200 accounts revalued, ${tradedBefore ? 'accounts that traded before' : 'first trades'}: ${runs.map((run) => run.awarded).join('/')} badges awarded; ${TICK_RUNS} ticks${present})`,
    orders: count,
    perSecond: Math.round((count / median) * 1000),
    p50: Math.round(median),
    p99: Math.round(elapsed.at(-1)!),
    failures: runs.filter((run) => run.filled !== 2_000).length,
  };
  if (!competitions) return [tick];
  return [
    tick,
    row(`after each tick: the ${competitionIds.length} competitions' live rankings, one statement each, all at once (statements)`, rankings, rankingsElapsed),
    row(`after each tick: the ranking streams' pass for the ${followed.filter(Boolean).length} players following their games (${followers.size} channels; one standings statement per game; ${Math.round(bytesSent / TICK_RUNS / 1024)} KB written to the streams per pass) (passes)`, pages, pagesElapsed),
  ];
}

/** Runs `read` for every item at once; each call's latency in `sample`, the time until the last answer returned. */
async function eachAtOnce<T>(items: T[], read: (item: T) => Promise<unknown>, sample: Sample): Promise<number> {
  const started = performance.now();
  await Promise.all(
    items.map(async (item) => {
      const begun = performance.now();
      await read(item).catch(() => (sample.failures += 1));
      sample.latencies.push(performance.now() - begun);
    }),
  );
  return performance.now() - started;
}

/** A child in a competition, and the competition they trade in. */
interface Player {
  actor: Actor;
  competitionId: string;
}

/**
 * COMPETITIONS running competitions (started yesterday, a week to go, every stock, market orders, no hours or order
 * limit), each for a class of its own teacher with PLAYERS_PER_COMPETITION approved children who have joined (set up
 * with SQL: the rows joining writes; joining is not what is measured).
 */
async function createCompetitions(db: Db): Promise<Player[]> {
  const teachers = await createChildren(db, COMPETITIONS, 'tutor');
  const children = await createChildren(db, COMPETITIONS * PLAYERS_PER_COMPETITION);
  const players: Player[] = [];
  for (const [index, teacher] of teachers.entries()) {
    const members = children.slice(index * PLAYERS_PER_COMPETITION, (index + 1) * PLAYERS_PER_COMPETITION);
    const ids = JSON.stringify(members.map((child) => ({ id: child.id })));
    const [game] = (
      (await db.execute(sql`
        with class as (insert into classes (tutor_id, name) values (${teacher.id}, ${`Bench class ${index}`}) returning id),
             members as (insert into class_members (class_id, child_id, status, decided_at) select class.id, r.id, 'approved', now() from class, jsonb_to_recordset(${ids}::jsonb) as r(id text)),
             game as (
               insert into competitions (creator_id, name, starts_on, ends_on, time_zone, starts_at, ends_at, starting_cash)
               values (${teacher.id}, ${`Bench game ${index}`}, current_date - 1, current_date + 7, 'UTC', now() - interval '1 day', now() + interval '7 days', 100000)
               returning id),
             linked as (insert into competition_classes (competition_id, class_id) select game.id, class.id from game, class)
        select game.id from game`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await db.execute(sql`
      with entries as (insert into competition_entries (competition_id, cash) select ${game!.id}, 100000 from jsonb_to_recordset(${ids}::jsonb) as r(id text) returning id),
           numbered as (select id, row_number() over () as n from entries),
           people as (select r.id, row_number() over () as n from jsonb_to_recordset(${ids}::jsonb) as r(id text))
      insert into competition_participants (competition_id, user_id, entry_id) select ${game!.id}, people.id, numbered.id from people join numbered using (n)`);
    players.push(...members.map((actor) => ({ actor, competitionId: game!.id })));
  }
  return players;
}

type OnPricesChanged = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], changed: { stockId: number; price: string }[], tradingDay: number) => Promise<void>;
interface TickRun {
  elapsed: number;
  filled: number;
  /** Competition limit orders the competitions' pass filled (0 without it). */
  competitionFilled: number;
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
async function measureTick(
  db: Db,
  onPricesChanged: OnPricesChanged,
  options: { prefix: string; tradedBefore: boolean; placeOrder: PlaceOrder; resting?: { competitionIds: string[]; perEntry: number } },
): Promise<TickRun> {
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
  if (options.resting) {
    // Each competition entry's resting buy limits (80 %..98 % of the price, as the everyday ones), spread over the
    // tick's stocks, each keeping its limit and the $1 fee aside.
    const perEntry = options.resting.perEntry;
    await db.execute(sql`
      with p as (select entry_id, user_id, (row_number() over (order by entry_id, user_id)) - 1 as i
                 from competition_participants where competition_id in (select (jsonb_array_elements_text(${JSON.stringify(options.resting.competitionIds)}::jsonb))::uuid)),
           s as (select id, current_price, (row_number() over (order by id)) - 1 as i from stocks where symbol like ${like}),
           o as (select p.entry_id, p.user_id, s.id as stock_id, round(s.current_price * (0.80 + ((p.i + n) % 10) * 0.02), 4) as limit_price, n, p.i
                 from p cross join generate_series(1, ${perEntry}) as n join s on s.i = (p.i * ${perEntry} + n) % ${TICK_STOCKS})
      insert into competition_orders (id, entry_id, placed_by, stock_id, side, type, shares, limit_price, status, idempotency_key, reserved_cash, created_at)
      select gen_random_uuid(), entry_id, user_id, stock_id, 'buy', 'limit', 1, limit_price, 'open', ${`bench-${prefix}-`} || i || '-' || n, limit_price + 1, now() - make_interval(secs => n / 1000.0)
      from o`);
  }
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
  const competitionFilled = options.resting
    ? (((await db.execute(sql`select count(*)::int as n from competition_orders where status = 'filled' and idempotency_key like ${`bench-${prefix}-%`}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
    : 0;
  return { elapsed, filled: count, competitionFilled, awarded: (await badgeCount()) - badgesBefore };
}

/** For `npm run bench`: the rows, measured in a child process started with the react-server condition. */
export function runOrderBench(env: NodeJS.ProcessEnv = process.env): OrderBenchRow[] {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/orders.ts', '--json'], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`the order benchmark failed: ${child.stderr}`);
  const line = child.stdout.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(line) as OrderBenchRow[];
}

export function formatOrderRows(rows: OrderBenchRow[]): string {
  const lines = [`| trading (placeOrder in-process, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}) | orders | orders/s | p50 / p99 ms | refused or failed |`, '|---|---|---|---|---|'];
  for (const entry of rows) {
    const latency = entry.name.startsWith('one tick') ? `${entry.p50} / ${entry.p99} (the whole tick: median / slowest)` : `${entry.p50} / ${entry.p99}`;
    lines.push(`| ${entry.name} | ${entry.orders} | ${entry.perSecond} | ${latency} | ${entry.failures} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureOrders()
    .then((rows) => {
      if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
      else {
        console.log(`\n${formatOrderRows(rows)}\n\n${os.cpus().length} cores.`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { kib, measureClientJs } from '../scripts/client-js';
import { ensureProductionBuild, loadAverage, waitForServer } from './app-server';
import { prepareChildren, runLessonLoad, signInChildren } from './lesson-load';
import { prepareReviewer } from './review-setup';
import { formatOrderRows, runOrderBench, type OrderBenchRow } from './orders';
import { formatMarketBench, runMarketBench } from './market-tick';
import { formatStreamBench, runStreamBench } from './ticker-streams';
import { formatInstancesBench, runInstancesBench } from './instances';
import { formatSchoolMinute, runSchoolMinute, type SchoolMinuteResult } from './school-minute';
import { measureWebVitals, type WebVitals } from './web-vitals';
import { postgresAnswers } from '../scripts/postgres-answers';
import { scratchDatabase } from '../tests/support/scratch-database';
import { ANONYMOUS_PAGES, CHILD_PAGES, CONNECTIONS, formatPageRows, measure, PARENT_PAGES, startFloor, stopFloor, TUTOR_PAGES, type PageRow } from './pages';
import { SERVER_NODE_ARGS } from '../scripts/server-command';

/**
 * `npm run bench`: every measurement of the performance goals (docs/benchmarks.md) in one run, each part with the
 * machine's load average at its start and end, then one table of the goals (goal, measured, met or not). The parts:
 *
 * - pages: the product's pages (anonymous, every signed-in page of the goals as the child, parent or tutor, an API's
 *   session check) against the framework's floor measured in the same run (bench/pages.ts: a bare node:http server
 *   and bench/floor, a minimal Next app reading one row); 50 connections, BENCH_SECONDS (10) each, on loopback. The
 *   app runs on a fresh embedded database, or with BENCH_DATABASE_URL on a fresh database of that PostgreSQL server
 *   (dropped afterwards; the floor then reads from PostgreSQL too).
 *   Then the client JavaScript each route loads up front against the floor's (scripts/client-js.ts).
 * - lessons: BENCH_CHILDREN (30) children taking a lesson at once (bench/lesson-load.ts), on the same server.
 * - market, streams: in-process, the market engine and market stream (bench/market-tick.ts; BENCH_MARKET_TICKS,
 *   50); 10,000 ticker streams against the bare node:http floor (bench/ticker-streams.ts, three processes;
 *   BENCH_STREAMS, BENCH_STREAM_TICKS).
 * - trading: placeOrder and the tick's fills (bench/orders.ts; BENCH_ORDERS, BENCH_TICKS), with the orders beside
 *   notifications signalled after the commit and the same rows with no signal (decision 063).
 * - instances: one app instance against two on PostgreSQL (bench/instances.ts; BENCH_INSTANCE_STREAMS).
 * - school: a school's minute on PostgreSQL (bench/school-minute.ts), one instance then two: each size of
 *   BENCH_SCHOOL_CHILDREN (300,450,600,750,900) in turn until one misses the goal, so the largest school within it is
 *   found (BENCH_SCHOOL_INSTANCES=1 for one instance, BENCH_RAMP_SECONDS to shorten the minute).
 * - vitals: Lighthouse mobile on five pages and the INP of answering and ordering (bench/web-vitals.ts, also
 *   `npm run bench:lighthouse` alone; LIGHTHOUSE_PORT, LIGHTHOUSE_RUNS, INP_RUNS), on a fresh embedded database.
 *
 * BENCH_ONLY picks parts (comma-separated: `BENCH_ONLY=pages`, `BENCH_ONLY=trading,vitals`); tick, notify or
 * competitions narrow the trading rows as in bench/orders.ts. BENCH_PAGES=/lessons,/dashboard/child: only these
 * signed-in page rows (a quick A/B of one change). Everything printed is also written to a Markdown file (its path is
 * printed) to paste into docs/benchmarks.md.
 *
 * `npm run bench -- --soak` (or `npm run bench:soak`) runs the soak instead: a paced, mixed load for
 * BENCH_SOAK_MINUTES with RSS and file descriptors sampled every 10 s (bench/soak.ts).
 */
const PORT = 3200;
const FLOOR_PORT = 3201;
const FLOOR_NEXT_PORT = 3202;
const LIGHTHOUSE_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4510);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const REVIEWER_PASSWORD = 'bench-reviewer-password';
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 30);
const SCHOOL_SIZES = (process.env.BENCH_SCHOOL_CHILDREN ?? '300,450,600,750,900').split(',').map(Number);
const SCHOOL_INSTANCES = (process.env.BENCH_SCHOOL_INSTANCES ?? '1,2').split(',').map(Number) as (1 | 2)[];

const PARTS = ['pages', 'lessons', 'market', 'streams', 'trading', 'instances', 'school', 'vitals'] as const;
type Part = (typeof PARTS)[number];
const TRADING_NARROWING = ['tick', 'notify', 'competitions'];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknown = only.filter((name) => !(PARTS as readonly string[]).includes(name) && !TRADING_NARROWING.includes(name));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')}; trading rows: ${TRADING_NARROWING.join(', ')})`);
const pickedParts = only.filter((name): name is Part => (PARTS as readonly string[]).includes(name));
const tradingOnly = only.find((name) => TRADING_NARROWING.includes(name));
// A trading narrowing alone (BENCH_ONLY=notify) runs the trading part alone, as bench/orders.ts would.
const runs = (part: Part) => (pickedParts.length === 0 && tradingOnly === undefined) || pickedParts.includes(part) || (part === 'trading' && tradingOnly !== undefined);
/** BENCH_PAGES=/lessons,/dashboard/child: only these signed-in rows. */
const PICKED = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : null;
const picked = (path: string) => PICKED === null || PICKED.has(path);

// The goals' thresholds, as docs/benchmarks.md states them.
const SCHOOL_CHILDREN_GOAL = 900;
const PAGE_SHARE_OF_FLOOR = 50;
const PAGE_SPREAD = 3;
const CLIENT_JS_ABOVE_FLOOR_KIB = 15;
const SIMULATOR_JS_ABOVE_FLOOR_KIB = 28;
const LIGHTHOUSE_SCORE = 95;
const TBT_MS = 200;
const INP_MS = 200;

interface GoalRow {
  goal: string;
  measured: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

/** What the run printed, kept for the Markdown file; written again after every part, so a failure keeps the rest. */
const report: string[] = [];
const reportPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'academy-bench-report-')), 'bench.md');
let summary: GoalRow[] = [];

function emit(text: string): void {
  console.log(`\n${text}`);
  report.push(text);
}

function writeReport(): void {
  const head = [
    `# npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Commit ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || '?'}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'} for the pages, ${os.cpus().length} cores, BENCH_SECONDS ${DURATION_S}${only.length > 0 ? `, BENCH_ONLY ${only.join(',')}` : ''}.`,
  ];
  const goals = summary.length > 0 ? ['', formatGoals(summary)] : [];
  writeFileSync(reportPath, [...head, ...goals, ...report.map((text) => `\n${text}`)].join('\n') + '\n');
}

/** Runs one part between two samples of the load average and prints its tables with them. */
async function part<T>(title: string, work: () => Promise<{ text: string; value: T }>): Promise<T> {
  const loadBefore = loadAverage();
  const started = performance.now();
  console.error(`\n${title}: starting (load average ${loadBefore})`);
  const { text, value } = await work();
  const seconds = Math.round((performance.now() - started) / 1000);
  emit(`## ${title}\n\n${text.trim()}\n\nLoad average (1 / 5 / 15 min) ${loadBefore} at the start, ${loadAverage()} at the end; ${seconds} s.`);
  writeReport();
  return value;
}

async function main(): Promise<void> {
  if (process.argv.includes('--soak')) {
    const { runSoak } = await import('./soak');
    process.exitCode = await runSoak();
    return;
  }
  ensureProductionBuild();
  console.error(`The tables are also written to ${reportPath}`);
  let pages: { floor: PageRow; signedIn: PageRow[] } | undefined;
  if (runs('pages') || runs('lessons')) pages = await pagesAndLessons();
  ensureProductionBuild('bench/floor');
  const clientJs = await part('Client JavaScript per route (KiB gzipped, loaded up front)', async () => {
    const value = clientJsBudgets();
    const lines = ['| route | KiB | above the floor | goal |', '|---|---|---|---|', ...value.routes.map((route) => `| ${route.route} | ${route.kib} | ${route.above.toFixed(1)} | ${route.within ? '≤ ' : '**> '}${route.budget}${route.within ? '' : '**'} |`)];
    return { text: `The floor (bench/floor): ${value.floorKib} KiB.\n\n${lines.join('\n')}`, value };
  });
  // In this process once the server is gone: the market engine's tick and the market stream's fan-out.
  if (runs('market')) await part('Market engine and market stream', async () => ({ text: formatMarketBench(await runMarketBench(process.env.BENCH_MARKET_TICKS ? { ticks: Number(process.env.BENCH_MARKET_TICKS) } : {})), value: undefined }));
  // 10,000 ticker streams from a client process, against the bare node:http floor (bench/ticker-streams.ts).
  if (runs('streams')) await part('Ticker streams', async () => ({ text: formatStreamBench(await runStreamBench()), value: undefined }));
  // Trading (placeOrder and the tick's fills), in-process on a fresh database (bench/orders.ts, in a child process
  // that sees only the trading narrowing of BENCH_ONLY).
  const orders = runs('trading')
    ? await part('Trading', async () => {
        const value = runOrderBench({ ...process.env, BENCH_ONLY: tradingOnly ?? '' });
        return { text: formatOrderRows(value), value };
      })
    : undefined;
  const postgres = Boolean(process.env.BENCH_DATABASE_URL) || (await postgresAnswers());
  // One instance against two on one PostgreSQL (bench/instances.ts, decision 041).
  if (runs('instances')) await part('One instance against two on PostgreSQL', async () => ({ text: formatInstancesBench(await runInstancesBench()), value: undefined }));
  // A school's minute on PostgreSQL, one instance then two (bench/school-minute.ts).
  const school = runs('school') && postgres ? await part("A school's minute", async () => schoolMinutes()) : undefined;
  const vitals = runs('vitals')
    ? await part('Web vitals (Lighthouse mobile, INP at 4× CPU slowdown)', async () => {
        const value = await measureWebVitals(LIGHTHOUSE_PORT);
        return { text: value.text || 'Nothing measured (LIGHTHOUSE_RUNS=0 and INP_RUNS=0).', value };
      })
    : undefined;

  summary = goals({ pages, clientJs, orders, school, schoolAsked: runs('school'), vitals });
  console.log(`\n## Issue 35's goals\n\n${formatGoals(summary)}`);
  writeReport();
  console.log(`\nThe goals and every table: ${reportPath}`);
}

/** The server on a fresh database: the pages against the floor, then the children's lesson load. */
async function pagesAndLessons(): Promise<{ floor: PageRow; signedIn: PageRow[] } | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  // On PostgreSQL a database of its own on BENCH_DATABASE_URL's server, dropped afterwards (as the other parts do).
  const database = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'academy_bench_pages') : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    SMTP_URL: '',
    // A loopback benchmark signs in as the demo accounts, whose passwords a start on PostgreSQL refuses (043).
    ...(database ? { ALLOW_DEMO_PASSWORDS: 'true' } : {}),
  };
  let server: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  const bare = createServer((_req, res) => res.end('hello'));
  try {
    // Children who will take a lesson at the same time (created before the server takes the database).
    // On PostgreSQL the server never makes the demo accounts the pages are measured as (decision 043): made here.
    const children = await prepareChildren({ dataDir, databaseUrl: env.DATABASE_URL, count: runs('lessons') ? CHILDREN : 0, demo: database ? 'now' : 'never' });
    // A child with a full daily review waiting (decision 052): the demo child's /review is the empty one.
    const [reviewer] = await prepareChildren({ dataDir, databaseUrl: env.DATABASE_URL, count: 1, password: REVIEWER_PASSWORD, label: 'reviewer' });
    await prepareReviewer({ dataDir, databaseUrl: env.DATABASE_URL, email: reviewer! });
    server = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://localhost:${PORT}`;
    await waitForServer(`${base}/login`, server);
    let pages: { floor: PageRow; signedIn: PageRow[] } | undefined;
    if (runs('pages')) {
      bare.listen(FLOOR_PORT);
      floor = startFloor(FLOOR_NEXT_PORT, env.DATABASE_URL || undefined);
      await waitForServer(`http://localhost:${FLOOR_NEXT_PORT}/`);
      pages = await part('Pages against the floor', async () => {
        const cookieOf = (email: string, password: string) => {
          const signIn = spawnSync(process.execPath, ['--import', 'tsx', 'bench/session-cookie.ts'], { env: { ...env, BENCH_BASE: base, BENCH_EMAIL: email, BENCH_PASSWORD: password }, encoding: 'utf8' });
          const cookie = signIn.stdout.trim();
          if (signIn.status !== 0 || !cookie) throw new Error(`could not sign ${email} in for the benchmark: ${signIn.stderr}`);
          return cookie;
        };
        const child = cookieOf('child@academy.local', 'academy-child');
        const parent = cookieOf('parent@academy.local', 'academy-parent');
        const tutor = cookieOf('tutor@academy.local', 'academy-tutor');
        const at = { seconds: DURATION_S };
        const bareRow = await measure('bare node:http "hello"', `http://127.0.0.1:${FLOOR_PORT}/`, at);
        const floorRow = await measure('floor: Next page reading one row (bench/floor)', `http://localhost:${FLOOR_NEXT_PORT}/`, at);
        const rows: PageRow[] = [await measure('floor: Next JSON route reading one row', `http://localhost:${FLOOR_NEXT_PORT}/api/floor`, at)];
        for (const path of ANONYMOUS_PAGES.filter(() => PICKED === null)) rows.push(await measure(`${path} anonymous`, `${base}${path}`, at));
        const signedIn: PageRow[] = [];
        for (const path of CHILD_PAGES.filter(picked)) signedIn.push(await measure(`${path} (child)`, `${base}${path}`, { ...at, headers: { cookie: child } }));
        if (picked('/review')) signedIn.push(await measure('/review (child, 12 questions due)', `${base}/review`, { ...at, headers: { cookie: cookieOf(reviewer!, REVIEWER_PASSWORD) } }));
        for (const path of PARENT_PAGES.filter(picked)) signedIn.push(await measure(`${path} (parent)`, `${base}${path}`, { ...at, headers: { cookie: parent } }));
        for (const path of TUTOR_PAGES.filter(picked)) signedIn.push(await measure(`${path} (tutor)`, `${base}${path}`, { ...at, headers: { cookie: tutor } }));
        rows.push(...signedIn);
        if (PICKED === null) rows.push(await measure('POST /api/send-welcome-email, anonymous (401: session check only)', `${base}/api/send-welcome-email`, { ...at, headers: { 'content-type': 'application/json' }, method: 'POST' }));
        const text = [
          `bare node:http: ${bareRow.requests} req/s (p50 ${bareRow.p50} / p99 ${bareRow.p99} ms)`,
          formatPageRows(rows, floorRow),
          `${CONNECTIONS} connections, ${DURATION_S} s each, ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores.`,
        ].join('\n\n');
        return { text, value: { floor: floorRow, signedIn } };
      });
    }
    if (runs('lessons')) {
      await part(`${CHILDREN} children taking a lesson at once`, async () => {
        const lessonRows = await runLessonLoad(base, await signInChildren(base, children), DURATION_S);
        const lines = [`| ${CHILDREN} children taking a lesson at once, ${DURATION_S} s | req/s | p50 / p99 ms | failed |`, '|---|---|---|---|'];
        for (const row of lessonRows) lines.push(`| ${row.name} | ${row.perSecond} | ${row.p50} / ${row.p99} | ${row.failures} |`);
        return { text: lines.join('\n'), value: undefined };
      });
    }
    return pages;
  } finally {
    if (bare.listening) bare.close();
    if (floor) stopFloor(floor);
    if (server) {
      const running = server;
      running.kill('SIGTERM');
      if (running.exitCode === null && running.signalCode === null) await new Promise((resolve) => running.once('exit', resolve));
    }
    await database?.drop();
  }
}

interface ClientJs {
  floorKib: number;
  routes: { route: string; kib: number; above: number; budget: number; within: boolean }[];
}

/** Each route's client JavaScript against the goal: the floor's plus 15 KiB, plus 28 on /simulator. */
function clientJsBudgets(): ClientJs {
  const floorJs = measureClientJs('bench/floor/.next')[0];
  if (!floorJs) throw new Error('the floor app has no route to measure');
  const floorKib = kib(floorJs.gzipBytes);
  const routes = measureClientJs('.next').map((route) => {
    const size = kib(route.gzipBytes);
    const budget = Math.round((floorKib + (route.route === '/simulator' ? SIMULATOR_JS_ABOVE_FLOOR_KIB : CLIENT_JS_ABOVE_FLOOR_KIB)) * 10) / 10;
    return { route: route.route, kib: size, above: size - floorKib, budget, within: size <= budget };
  });
  return { floorKib, routes };
}

/**
 * For each number of instances, the sizes of BENCH_SCHOOL_CHILDREN in turn until one misses the goal: a larger
 * school would only queue longer, and each size is over a minute of the machine.
 */
async function schoolMinutes(): Promise<{ text: string; value: SchoolMinuteResult[] }> {
  const results: SchoolMinuteResult[] = [];
  const loads: string[] = [];
  for (const instances of SCHOOL_INSTANCES) {
    for (const children of SCHOOL_SIZES) {
      const before = loadAverage();
      const result = await runSchoolMinute(children, instances);
      results.push(result);
      loads.push(`${children} children, ${instances} instance${instances > 1 ? 's' : ''}: load average ${before} before, ${loadAverage()} after`);
      if (!result.withinGoal) break;
    }
  }
  return { text: `${formatSchoolMinute(results)}\n\n${loads.join('; ')}.`, value: results };
}

function goals(measured: { pages?: { floor: PageRow; signedIn: PageRow[] }; clientJs: ClientJs; orders?: OrderBenchRow[]; school?: SchoolMinuteResult[]; schoolAsked: boolean; vitals?: WebVitals }): GoalRow[] {
  const rows: GoalRow[] = [];
  const notMeasured = (goal: string, why: string) => rows.push({ goal, measured: `not measured (${why})`, met: null });

  for (const instances of SCHOOL_INSTANCES) {
    const goal = `A school's minute, ${instances} instance${instances > 1 ? 's' : ''}: ${SCHOOL_CHILDREN_GOAL} children with p95 ≤ 1 s and p99 ≤ 2 s per step, no error, each child stored once (the largest school within it)`;
    const results = measured.school?.filter((result) => result.instances === instances) ?? [];
    if (results.length === 0) {
      notMeasured(goal, measured.schoolAsked ? 'no PostgreSQL' : 'BENCH_ONLY');
      continue;
    }
    const within = results.filter((result) => result.withinGoal);
    const missed = results.find((result) => !result.withinGoal);
    const largest = within.at(-1);
    const why = missed ? `; ${missed.children}: ${missed.steps.map((step) => `${step.step} p95 ${step.p95} / p99 ${step.p99} ms${step.failures ? `, ${step.failures} failed` : ''}`).join(', ')}, stored once ${missed.storedOnce} of ${missed.children}` : '; no size measured missed it';
    rows.push({ goal, measured: `${largest ? `${largest.children} children` : 'none of the sizes measured'} (sizes ${results.map((result) => result.children).join(', ')}${why})`, met: largest !== undefined && largest.children >= SCHOOL_CHILDREN_GOAL });
  }

  const pageGoal = (row: PageRow) => `Signed-in page ${row.name}: ≥ ${PAGE_SHARE_OF_FLOOR} % of the floor's req/s and p99 ≤ ${PAGE_SPREAD} × p50`;
  if (!measured.pages) notMeasured(`Signed-in pages: ≥ ${PAGE_SHARE_OF_FLOOR} % of the floor's req/s and p99 ≤ ${PAGE_SPREAD} × p50`, 'BENCH_ONLY');
  for (const row of measured.pages?.signedIn ?? []) {
    const share = Math.round((row.requests / Math.max(1, measured.pages!.floor.requests)) * 100);
    const spread = row.p50 > 0 ? row.p99 / row.p50 : Number.POSITIVE_INFINITY;
    rows.push({
      goal: pageGoal(row),
      measured: `${share} % (${row.requests} of ${measured.pages!.floor.requests} req/s), p99 ÷ p50 ${spread.toFixed(1)} (${row.p50} / ${row.p99} ms)${row.non2xx ? `, ${row.non2xx} non-2xx` : ''}`,
      met: share >= PAGE_SHARE_OF_FLOOR && spread <= PAGE_SPREAD && row.non2xx === 0,
    });
  }

  const notifyGoal = 'NOTIFY: orders/s beside notifications signalled after the commit against the same rows with no signal (no throughput lost)';
  const after = measured.orders?.filter((row) => row.notifySignal === 'after commit') ?? [];
  const none = measured.orders?.filter((row) => row.notifySignal === 'none') ?? [];
  if (after.length > 0 && none.length > 0) {
    // Each variant runs twice, interleaved (bench/orders.ts): no throughput is lost when the signal's cost (the
    // difference of the means) is no larger than either variant's own spread from one run to the next, that is,
    // when the signal cannot be told apart from the machine.
    const mean = (runs: OrderBenchRow[]) => runs.reduce((sum, row) => sum + row.perSecond, 0) / runs.length;
    const spreadOf = (runs: OrderBenchRow[]) => Math.max(...runs.map((row) => row.perSecond)) - Math.min(...runs.map((row) => row.perSecond));
    const cost = mean(none) - mean(after);
    const noise = Math.max(spreadOf(after), spreadOf(none));
    const failures = [...after, ...none].reduce((sum, row) => sum + row.failures, 0);
    const listed = (runs: OrderBenchRow[]) => runs.map((row) => row.perSecond).join(' and ');
    rows.push({
      goal: notifyGoal,
      measured: `${listed(after)} against ${listed(none)} orders/s (means ${Math.round((mean(after) / Math.max(1, mean(none))) * 100)} %; the signal's cost ${Math.round(cost)}/s, run-to-run spread ${noise}/s; ${failures} failed)`,
      met: cost <= noise && failures === 0,
    });
  } else notMeasured(notifyGoal, measured.orders ? 'BENCH_ONLY narrowed the trading rows' : 'BENCH_ONLY');

  const js = measured.clientJs;
  const over = js.routes.filter((route) => !route.within);
  rows.push({
    goal: `Client JavaScript per route ≤ the floor + ${CLIENT_JS_ABOVE_FLOOR_KIB} KiB (+ ${SIMULATOR_JS_ABOVE_FLOOR_KIB} on /simulator)`,
    measured: `floor ${js.floorKib} KiB; ${js.routes.length - over.length} of ${js.routes.length} routes within${over.length > 0 ? `; over: ${over.map((route) => `${route.route} +${route.above.toFixed(1)}`).join(', ')}` : ''}`,
    met: over.length === 0,
  });

  const vitals = measured.vitals;
  if (!vitals || vitals.lighthouse.length === 0) notMeasured(`Lighthouse mobile ≥ ${LIGHTHOUSE_SCORE} and TBT ≤ ${TBT_MS} ms per page`, vitals ? 'LIGHTHOUSE_RUNS=0' : 'BENCH_ONLY');
  for (const row of vitals?.lighthouse ?? []) {
    rows.push({ goal: `Lighthouse ${row.page}: ≥ ${LIGHTHOUSE_SCORE} and TBT ≤ ${TBT_MS} ms`, measured: `${row.performance}, TBT ${Math.round(row.totalBlockingTimeMs)} ms`, met: row.performance >= LIGHTHOUSE_SCORE && row.totalBlockingTimeMs <= TBT_MS });
  }
  if (!vitals || vitals.inp.length === 0) notMeasured(`INP ≤ ${INP_MS} ms per interaction`, vitals ? 'INP_RUNS=0' : 'BENCH_ONLY');
  for (const row of vitals?.inp ?? []) {
    rows.push({ goal: `INP, ${row.action}: ≤ ${INP_MS} ms`, measured: `${Math.round(row.medianMs)} ms (median of ${row.runs.length})`, met: row.medianMs <= INP_MS });
  }
  return rows;
}

function formatGoals(rows: GoalRow[]): string {
  const verdict = (met: boolean | null) => (met === null ? '—' : met ? 'met' : '**not met**');
  return ['| goal | measured | |', '|---|---|---|', ...rows.map((row) => `| ${row.goal} | ${row.measured} | ${verdict(row.met)} |`)].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  if (report.length > 0) {
    writeReport();
    console.error(`What was measured before the failure: ${reportPath}`);
  }
  process.exit(1);
});

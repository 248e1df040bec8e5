import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { kib, measureClientJs } from '../scripts/client-js';
import { waitForServer } from './app-server';
import { prepareChildren, runLessonLoad, signInChildren } from './lesson-load';
import { prepareReviewer } from './review-setup';
import { printOrderRows, runOrderBench } from './orders';
import { formatMarketBench, runMarketBench } from './market-tick';
import { formatStreamBench, runStreamBench } from './ticker-streams';
import { formatInstancesBench, runInstancesBench } from './instances';
import { formatSchoolMinute, runSchoolMinute } from './school-minute';
import { postgresAnswers } from '../scripts/postgres-answers';
import { ANONYMOUS_PAGES, CHILD_PAGES, CONNECTIONS, formatPageRows, measure, PARENT_PAGES, startFloor, stopFloor, TUTOR_PAGES, type PageRow } from './pages';

/**
 * `npm run bench`: request throughput of the product's pages (anonymous, the child's, the parent's dashboard, an
 * API's session check) against the framework's floor measured in the same run (bench/pages.ts: a bare node:http
 * server and bench/floor, a minimal Next app reading one row). 50 connections, 10 s each, on loopback; the app runs
 * on a fresh embedded database (or on PostgreSQL when BENCH_DATABASE_URL is set; the floor then reads from it too). Then children taking a lesson at once (bench/lesson-load.ts), and, in-process, the market engine and market
 * stream (bench/market-tick.ts), 10,000 ticker streams against the bare node:http floor (bench/ticker-streams.ts,
 * three processes), trading (bench/orders.ts), one app instance against two on PostgreSQL (bench/instances.ts), and a
 * school's minute: 900 children taking the same lesson within a minute, on PostgreSQL (bench/school-minute.ts).
 * Results: docs/benchmarks.md.
 *
 * `npm run bench -- --soak` (or `npm run bench:soak`) runs the soak instead: a paced, mixed load for
 * BENCH_SOAK_MINUTES with RSS and file descriptors sampled every 10 s (bench/soak.ts).
 */
const PORT = 3200;
const FLOOR_PORT = 3201;
const FLOOR_NEXT_PORT = 3202;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const REVIEWER_PASSWORD = 'bench-reviewer-password';
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 30);
/** BENCH_ONLY=pages: the page rows alone (while working on a page; a recorded run measures everything). */
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';
/** BENCH_PAGES=/lessons,/dashboard/child: only these signed-in rows (with BENCH_ONLY=pages; a quick A/B of one change). */
const PICKED = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : null;
const picked = (path: string) => PICKED === null || PICKED.has(path);

async function main(): Promise<void> {
  if (process.argv.includes('--soak')) {
    const { runSoak } = await import('./soak');
    process.exitCode = await runSoak();
    return;
  }
  if (!existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SMTP_URL: '',
  };
  // Children who will take a lesson at the same time (created before the server takes the database).
  const children = await prepareChildren({ dataDir, databaseUrl: env.DATABASE_URL, count: CHILDREN });
  // A child with a full daily review waiting (decision 052): the demo child's /review is the empty one.
  const [reviewer] = await prepareChildren({ dataDir, databaseUrl: env.DATABASE_URL, count: 1, password: REVIEWER_PASSWORD, label: 'reviewer' });
  await prepareReviewer({ dataDir, databaseUrl: env.DATABASE_URL, email: reviewer! });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const bare = createServer((_req, res) => res.end('hello')).listen(FLOOR_PORT);
  const floor = startFloor(FLOOR_NEXT_PORT, env.DATABASE_URL || undefined);
  try {
    const base = `http://localhost:${PORT}`;
    await waitForServer(`${base}/login`);
    await waitForServer(`http://localhost:${FLOOR_NEXT_PORT}/`);
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
    for (const path of CHILD_PAGES.filter(picked)) rows.push(await measure(`${path} (child)`, `${base}${path}`, { ...at, headers: { cookie: child } }));
    if (picked('/review')) rows.push(await measure('/review (child, 12 questions due)', `${base}/review`, { ...at, headers: { cookie: cookieOf(reviewer!, REVIEWER_PASSWORD) } }));
    for (const path of PARENT_PAGES.filter(picked)) rows.push(await measure(`${path} (parent)`, `${base}${path}`, { ...at, headers: { cookie: parent } }));
    for (const path of TUTOR_PAGES.filter(picked)) rows.push(await measure(`${path} (tutor)`, `${base}${path}`, { ...at, headers: { cookie: tutor } }));
    if (PICKED === null) rows.push(await measure('POST /api/send-welcome-email, anonymous (401: session check only)', `${base}/api/send-welcome-email`, { ...at, headers: { 'content-type': 'application/json' }, method: 'POST' }));

    const sessions = PAGES_ONLY ? [] : await signInChildren(base, children);
    const lessonRows = PAGES_ONLY ? [] : await runLessonLoad(base, sessions, DURATION_S);

    console.log(`\nbare node:http: ${bareRow.requests} req/s (p50 ${bareRow.p50} / p99 ${bareRow.p99} ms)\n`);
    console.log(formatPageRows(rows, floorRow));
    console.log(`\n| ${CHILDREN} children taking a lesson at once | req/s | p50 / p99 ms | failed |\n|---|---|---|---|`);
    for (const row of lessonRows) console.log(`| ${row.name} | ${row.perSecond} | ${row.p50} / ${row.p99} | ${row.failures} |`);
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}.`);
    console.log('\nClient JavaScript per route (KiB gzipped, loaded up front):');
    const floorJs = measureClientJs('bench/floor/.next')[0];
    console.log(`floor: ${floorJs ? kib(floorJs.gzipBytes) : '—'}; app: ${measureClientJs('.next').map((route) => `${route.route} ${kib(route.gzipBytes)}`).join(', ')}`);
  } finally {
    bare.close();
    stopFloor(floor);
    server.kill('SIGTERM');
  }
  // The market engine's tick and the market stream's fan-out, in this process once the server is gone.
  if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
  if (PAGES_ONLY) return;
  console.log(formatMarketBench(await runMarketBench()));
  // 10,000 ticker streams from a client process, against the bare node:http floor (bench/ticker-streams.ts).
  console.log(formatStreamBench(await runStreamBench()));
  // Trading (placeOrder and the tick's fills), in-process on a fresh database (bench/orders.ts).
  printOrderRows(runOrderBench());
  // One instance against two on one PostgreSQL (bench/instances.ts, decision 041).
  console.log(formatInstancesBench(await runInstancesBench()));
  // A school's minute on PostgreSQL, one instance then two (bench/school-minute.ts).
  if (process.env.BENCH_DATABASE_URL || (await postgresAnswers())) {
    const children = Number(process.env.BENCH_SCHOOL_CHILDREN ?? 900);
    console.log(formatSchoolMinute([await runSchoolMinute(children, 1), await runSchoolMinute(children, 2)]));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

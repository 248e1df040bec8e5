import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareChildren, runLessonLoad, signInChildren } from './lesson-load';
import { printOrderRows, runOrderBench } from './orders';
import { formatMarketBench, runMarketBench } from './market-tick';

/**
 * `npm run bench`: request throughput of the foundation's pages (sign-in page, child dashboard, an API's session
 * check), against the floors of STACK.md measured again in the same run (a bare node:http server). 50 connections,
 * 10 s each, on loopback; the app runs on a fresh embedded database (or on PostgreSQL when BENCH_DATABASE_URL is
 * set). Then children taking a lesson at once (bench/lesson-load.ts), and, in-process, the market engine and market
 * stream (bench/market-tick.ts) and trading (bench/orders.ts). Results: docs/benchmarks.md.
 */
const PORT = 3200;
const FLOOR_PORT = 3201;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 30);

interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET'): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, method, body: method === 'POST' ? '{}' : undefined });
  return { name, requests: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

async function main(): Promise<void> {
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
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const floor = createServer((_req, res) => res.end('hello')).listen(FLOOR_PORT);
  try {
    const base = `http://localhost:${PORT}`;
    await waitForServer(`${base}/login`);
    const signIn = spawnSync(process.execPath, ['--import', 'tsx', 'bench/session-cookie.ts'], { env: { ...env, BENCH_BASE: base }, encoding: 'utf8' });
    const cookie = signIn.stdout.trim();
    if (signIn.status !== 0 || !cookie) throw new Error(`could not sign in for the benchmark: ${signIn.stderr}`);

    const rows: Row[] = [];
    rows.push(await measure('bare node:http "hello" (floor)', `http://127.0.0.1:${FLOOR_PORT}/`));
    rows.push(await measure('GET /login (anonymous, server-rendered)', `${base}/login`));
    rows.push(await measure('GET /dashboard/child (signed in: session flow + 2 queries)', `${base}/dashboard/child`, { cookie }));
    rows.push(await measure('POST /api/send-welcome-email, anonymous (401: session check only)', `${base}/api/send-welcome-email`, { 'content-type': 'application/json' }, 'POST'));

    const sessions = await signInChildren(base, children);
    const lessonRows = await runLessonLoad(base, sessions, DURATION_S);

    console.log(`\n| what | req/s | p50 / p99 ms | non-2xx |\n|---|---|---|---|`);
    for (const row of rows) console.log(`| ${row.name} | ${row.requests} | ${row.p50} / ${row.p99} | ${row.non2xx} |`);
    console.log(`\n| ${CHILDREN} children taking a lesson at once | req/s | p50 / p99 ms | failed |\n|---|---|---|---|`);
    for (const row of lessonRows) console.log(`| ${row.name} | ${row.perSecond} | ${row.p50} / ${row.p99} | ${row.failures} |`);
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores.`);
  } finally {
    floor.close();
    server.kill('SIGTERM');
  }
  // The market engine's tick and the market stream's fan-out, in this process once the server is gone.
  if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
  console.log(formatMarketBench(await runMarketBench()));
  // Trading (placeOrder and the tick's fills), in-process on a fresh database (bench/orders.ts).
  printOrderRows(runOrderBench());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

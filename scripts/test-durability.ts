import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CHILD_PASSWORD, prepareData, verifyData, type Verification } from '../tests/durability/database';
import { ChildClient, readActionIds, signIn } from '../tests/durability/load';
import { postgresAnswers } from './postgres-answers';
import { SERVER_NODE_ARGS } from './server-command';

/**
 * `npm run test:durability`: the production server is killed with SIGKILL under a write load, again and again, on
 * the embedded database and on PostgreSQL, and nothing acknowledged may be lost or done twice.
 *
 * Per engine: a fresh database (PGlite in a temporary DATA_DIR; a fresh PostgreSQL database, dropped afterwards)
 * with DURABILITY_CHILDREN verified children, signed in once over HTTP (sessions live in the database, so they
 * outlive the restarts). Then DURABILITY_CYCLES times: every child places market orders and takes a lesson at once
 * (tests/durability/load.ts); a random 1–4 s after the first acknowledged write the server process gets SIGKILL (with
 * requests in flight), and it is started again on the same data: it must serve within RESTART_LIMIT_MS, taking over
 * the dead process's DATA_DIR lock by itself. Every request whose answer was lost is then sent again with the same
 * idempotency key (attempt id), and a few acknowledged orders too: each must answer as the first time and never
 * execute twice. After a clean SIGTERM stop the database is opened directly and checked against what the clients
 * were told (tests/durability/database.ts). Exits 1 on any violation (then, or with DURABILITY_KEEP=1, the data and
 * the server logs are kept). DURABILITY_ENGINES=pglite or =postgres runs one engine only.
 */

const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 10);
const CHILDREN = Number(process.env.DURABILITY_CHILDREN ?? 6);
const PORT = Number(process.env.DURABILITY_PORT ?? 3400);
const FIRST_START_LIMIT_MS = 120_000;
const RESTART_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 30_000;
/** How long a cycle's load may run before its first acknowledged write (then the 1–4 s to the kill begin). */
const FIRST_ANSWER_LIMIT_MS = 20_000;
/** Acknowledged orders each child sends again after each restart (the answer must be the first one, nothing twice). */
const REPLAYS_PER_RESTART = 2;
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The seeded lesson's answers as the server reveals them after a last try: shared, so only the first runs guess. */
const LEARNED_ANSWERS = new Map<string, unknown>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One life of `node --import tsx server.ts` (as bench/run.ts starts it): the process SIGKILL reaches is the server. */
class AppServer {
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
    readonly base: string,
  ) {}

  get pid(): number {
    return this.child?.pid ?? -1;
  }

  /** Starts the server and waits until /login answers; returns how long that took (ms). */
  async start(limitMs: number): Promise<number> {
    // Someone else's server on the port would answer for ours.
    const squatter = await fetch(`${this.base}/login`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (squatter) throw new Error(`something already answers on ${this.base}: set DURABILITY_PORT to a free port`);
    const started = performance.now();
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, SERVER_NODE_ARGS, { env: this.env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    while (performance.now() - started < limitMs) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}); see ${this.logFile}`);
      try {
        const response = await fetch(`${this.base}/login`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not answer within ${limitMs / 1000} s; see ${this.logFile}`);
  }

  /** SIGKILL to the node process that runs server.ts (checked in /proc first), then waits until it is gone. */
  async kill(): Promise<void> {
    const cmdline = readFileSync(`/proc/${this.pid}/cmdline`, 'utf8').split('\0');
    if (!cmdline.includes('server.ts')) throw new Error(`pid ${this.pid} is not the server (${cmdline.join(' ')})`);
    process.kill(this.pid, 'SIGKILL');
    const { signal } = await this.exited;
    if (signal !== 'SIGKILL') throw new Error(`the server ended by ${signal}, not by the SIGKILL`);
  }

  /** SIGTERM (a deployment's stop): must exit 0 within STOP_LIMIT_MS. */
  async stop(): Promise<number | null> {
    this.child?.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), STOP_LIMIT_MS);
    const { code } = await this.exited;
    clearTimeout(timer);
    return code;
  }

  forceKill(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** Orders and lesson completions acknowledged so far, all clients together. */
function acknowledgedSoFar(clients: ChildClient[]): number {
  return clients.reduce((sum, client) => sum + client.orders.size + client.completions.size, 0);
}

function readLockPid(dataDir: string): number | null {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, 'academy.lock'), 'utf8')) as { pid: number }).pid;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

interface EngineResult {
  engine: string;
  cycles: number;
  verification: Verification;
  restartsMs: number[];
  staleLocksTakenOver: number;
  lost: { orders: number; completions: number };
  replays: number;
  failures: string[];
  serverErrors: string[];
  violations: string[];
  seconds: number;
}

async function runEngine(engine: 'PGlite' | 'PostgreSQL', databaseUrl: string, root: string, port: number): Promise<EngineResult> {
  const started = performance.now();
  const tag = `${engine === 'PGlite' ? 'lite' : 'pg'}${randomBytes(3).toString('hex')}`;
  const dataDir = path.join(root, `${engine.toLowerCase()}-data`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(root, `${engine.toLowerCase()}-server.log`);
  const base = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: '',
  };
  const violations: string[] = [];
  const restartsMs: number[] = [];
  let staleLocksTakenOver = 0;

  console.log(`\n━━ ${engine} ━━ data in ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : dataDir}, log ${logFile}`);
  const prepared = await prepareData({ dataDir, databaseUrl, count: CHILDREN, tag });
  const server = new AppServer(env, logFile, base);
  const clients: ChildClient[] = [];
  try {
    const firstStart = await server.start(FIRST_START_LIMIT_MS);
    console.log(`server up in ${(firstStart / 1000).toFixed(1)} s (pid ${server.pid}); signing ${CHILDREN} children in`);
    const actions = readActionIds();
    for (const [index, email] of prepared.emails.entries()) {
      const cookie = await signIn(base, actions, email, CHILD_PASSWORD);
      clients.push(
        new ChildClient(email, index, cookie, { base, actions, lessonPath: prepared.lesson.path, lessonId: prepared.lesson.id, questionIds: prepared.lesson.questionIds, symbols: prepared.symbols, tag, learned: LEARNED_ANSWERS }),
      );
    }

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      let running = true;
      const acknowledgedBefore = acknowledgedSoFar(clients);
      const load = clients.flatMap((client) => [client.orderLoop(() => running), client.lessonLoop(() => running)]);
      // The random 1–4 s run from the load's first acknowledged write, so every kill has acknowledged writes of its
      // own server life behind it (a busy server's first answers can take seconds on two cores).
      const loadStarted = performance.now();
      while (acknowledgedSoFar(clients) === acknowledgedBefore && performance.now() - loadStarted < FIRST_ANSWER_LIMIT_MS) await sleep(25);
      const loadMs = 1000 + Math.floor(Math.random() * 3000);
      await sleep(loadMs);
      const killed = server.pid;
      await server.kill();
      // Whatever the dead server committed, it stamped before this moment; whatever a resubmission executes, after.
      const killedAt = Date.now();
      running = false;
      await Promise.all(load);
      const acknowledgedInLoad = acknowledgedSoFar(clients) - acknowledgedBefore;

      if (!databaseUrl) {
        // The dead process's lock is still there (no exit handler runs after SIGKILL): the restart must take it over.
        const holder = readLockPid(dataDir);
        if (holder === killed && !isAlive(killed)) staleLocksTakenOver += 1;
        else violations.push(`cycle ${cycle}: after the SIGKILL the lock names pid ${holder}, expected the dead ${killed}`);
      }
      let restartMs: number;
      try {
        restartMs = await server.start(RESTART_LIMIT_MS);
      } catch (error) {
        violations.push(`cycle ${cycle}: no clean restart: ${(error as Error).message}`);
        break;
      }
      restartsMs.push(restartMs);
      if (!databaseUrl && readLockPid(dataDir) !== server.pid) violations.push(`cycle ${cycle}: the restarted server (pid ${server.pid}) does not hold the lock`);

      const lostOrders = clients.reduce((sum, client) => sum + client.lostOrders.length, 0);
      const lostCompletions = clients.reduce((sum, client) => sum + client.lostCompletions.length, 0);
      await Promise.all(clients.map((client) => client.resubmitLost(REPLAYS_PER_RESTART, killedAt)));
      const acknowledged = clients.reduce((sum, client) => sum + client.orders.size, 0);
      const completed = clients.reduce((sum, client) => sum + client.completions.size, 0);
      console.log(
        `cycle ${String(cycle).padStart(2)}: ${acknowledgedInLoad} writes acknowledged, SIGKILL pid ${killed} ${(loadMs / 1000).toFixed(1)} s after the first, ` +
          `restarted in ${(restartMs / 1000).toFixed(1)} s; resent ${lostOrders} orders + ${lostCompletions} completions without an answer; ` +
          `${acknowledged} orders and ${completed} completions acknowledged so far`,
      );
      if (acknowledgedInLoad === 0) violations.push(`cycle ${cycle}: no write was acknowledged within ${FIRST_ANSWER_LIMIT_MS / 1000} s of load`);
    }

    const code = await server.stop();
    if (code !== 0) violations.push(`the final SIGTERM stop exited with ${code}`);
    if (!databaseUrl && existsSync(path.join(dataDir, 'academy.lock'))) violations.push('the clean stop left the DATA_DIR lock behind');
  } finally {
    server.forceKill();
  }

  const verification = await verifyData({ dataDir, databaseUrl, clients });
  violations.push(...verification.violations);
  const failures = clients.flatMap((client) => client.failures.map((failure) => `child ${client.index}: ${failure}`));
  const serverErrors = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"level":"error"') || line.includes('"level":50'));
  return {
    engine,
    cycles: restartsMs.length,
    verification,
    restartsMs,
    staleLocksTakenOver,
    lost: {
      orders: clients.reduce((sum, client) => sum + client.resent.orders.size, 0),
      completions: clients.reduce((sum, client) => sum + client.resent.completions.size, 0),
    },
    replays: clients.reduce((sum, client) => sum + client.stats.replayedAcknowledged, 0),
    failures,
    serverErrors,
    violations,
    seconds: (performance.now() - started) / 1000,
  };
}

function printSummary(results: EngineResult[]): void {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    '\n| engine | kills | orders acknowledged | found | completions acknowledged | found | duplicates | answer lost, sent again: orders (committed before the kill) | completions (committed) | acknowledged orders sent again | stale locks taken over | restart s (median / max) | unexpected answers | violations | time s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const sorted = [...result.restartsMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const max = sorted[sorted.length - 1] ?? 0;
    const v = result.verification;
    console.log(
      `| ${result.engine} | ${result.cycles} | ${v.acknowledgedOrders} | ${v.foundOrders} | ${v.acknowledgedCompletions} | ${v.foundCompletions} | ${v.duplicates} | ` +
        `${result.lost.orders} (${v.resentCommittedBeforeKill.orders}) | ${result.lost.completions} (${v.resentCommittedBeforeKill.completions}) | ${result.replays} | ${result.engine === 'PGlite' ? result.staleLocksTakenOver : 'n/a'} | ` +
        `${seconds(median)} / ${seconds(max)} | ${result.failures.length} | ${result.violations.length} | ${result.seconds.toFixed(0)} |`,
    );
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) process.exit(1);
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'academy-durability-'));
  const results: EngineResult[] = [];
  // DURABILITY_ENGINES=pglite or =postgres runs one of them (default: both).
  const engines = (process.env.DURABILITY_ENGINES ?? 'pglite,postgres').toLowerCase();
  if (engines.includes('pglite')) results.push(await runEngine('PGlite', '', root, PORT));

  if (!engines.includes('postgres')) {
    // left out on purpose
  } else if (await postgresAnswers()) {
    const name = `academy_durability_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      results.push(await runEngine('PostgreSQL', url.toString(), root, PORT + 1));
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  } else {
    console.log('\nNo PostgreSQL server on 127.0.0.1:5432 and no TEST_DATABASE_URL: the PostgreSQL run is left out.');
  }

  printSummary(results);
  let failed = false;
  for (const result of results) {
    for (const violation of result.violations) console.error(`VIOLATION (${result.engine}): ${violation}`);
    // An answer that is neither a success nor a refusal is an error a child would see (it found a deadlock between
    // orders and the tick on PostgreSQL once): a failure too.
    for (const failure of result.failures.slice(0, 10)) console.error(`UNEXPECTED ANSWER (${result.engine}): ${failure}`);
    for (const line of result.serverErrors.slice(0, 5)) console.warn(`server error (${result.engine}): ${line.slice(0, 400)}`);
    if (result.cycles < CYCLES || result.violations.length > 0 || result.failures.length > 0) failed = true;
  }
  console.log(`\n${failed ? 'FAILED' : 'passed'}: ${CYCLES} SIGKILLs per engine, ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
  if (failed || process.env.DURABILITY_KEEP) console.log(`Data and server logs kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

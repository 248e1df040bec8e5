/**
 * `npm run bench -- --soak` (`npm run bench:soak` is the same): the production server under a steady, mixed load
 * for a long time, to find what only time shows — memory or file descriptors that grow, an error once in a thousand
 * requests. Results: docs/benchmarks.md.
 *
 * A fresh database (embedded PGlite in a temporary DATA_DIR, or PostgreSQL at BENCH_DATABASE_URL) with the seed and
 * more verified children; the production server on its own port; every user signed in once, through the sign-in
 * action as the login form posts it (decision 017 throttles sign-ins, so the load never signs in again). Then, for
 * BENCH_SOAK_MINUTES, a paced load of at most BENCH_SOAK_RATE requests/s in all: every virtual user waits for the
 * next free slot before each request, so a slow server gets fewer requests, never a growing backlog.
 *
 * - anonymous visitors: GET /, /courses, /login, /about, in turn;
 * - children (the demo child and created ones), each in a loop: GET /dashboard/child, the lesson journey (the page,
 *   every answer, the completion: the player's server actions), GET /simulator, a market buy of one share and, once
 *   filled, its sale (placeOrderAction, posted as the order form posts it);
 * - the demo parent (linked to the demo child), in two tabs: GET /dashboard/parent;
 * - open event streams, half /api/ticker/stream and half /api/market/stream, read and discarded, opened again when
 *   dropped; spread over the loopback addresses 127.0.0.2, .3, … so that no address reaches the cap of 16 streams
 *   per client (decision 016).
 *
 * Every 10 s: the server process's RSS (VmRSS) and open file descriptors (/proc/<pid>/fd), its CPU, requests and
 * errors (a 5xx, a network error, any other unexpected status or answer, a refused order, a dropped stream), p50 /
 * p99 latency per kind. At the end: the series and a summary as markdown, also written with the raw series (JSON) and
 * the server's log to the run's directory. Exits 1 when the error rate is 0.1 % or more.
 *
 * Settings (environment): BENCH_SOAK_MINUTES (10; fractions allowed), BENCH_SOAK_RATE (15 requests/s),
 * BENCH_SOAK_CHILDREN (10, the demo child included), BENCH_SOAK_VISITORS (4), BENCH_SOAK_STREAMS (50),
 * BENCH_DATABASE_URL (PostgreSQL instead of PGlite), BENCH_SOAK_MEMORY=1 or gc (where the RSS goes: see MEMORY_PROBE).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { revealedAnswer } from '../src/modules/courses/answers';
import { appServerEnv, ensureProductionBuild, waitForServer } from './app-server';
import { prepareChildren } from './lesson-load';
import { actionResult, encodeReply } from '../tests/support/server-actions';
import { SERVER_NODE_ARGS } from '../scripts/server-command';

/** Not 3000 (dev), 3100/3200 (e2e, bench) nor 3400–3410 (other suites). */
const PORT = 3300;
const SAMPLE_SECONDS = 10;
/** The error rate, in %, from which the soak fails. */
const MAX_ERROR_RATE_PCT = 0.1;
/** Streams per loopback address: under the server's 16 per client (decision 016), with room for a reconnection. */
const STREAMS_PER_ADDRESS = 12;
/** A stream that received nothing for this long is stalled: the market ticks every 2 s, heartbeats come every 15 s. */
const STREAM_STALLED_MS = 35_000;
/** Longer than the server's own 70 s request time-out: a request that takes this long is the server's failure. */
const REQUEST_TIMEOUT_MS = 75_000;
const CHILD_PASSWORD = 'bench-soak-child-password';
const DEMO_CHILD = { email: 'child@academy.local', password: 'academy-child' };
const DEMO_PARENT = { email: 'parent@academy.local', password: 'academy-parent' };
const ANONYMOUS_PATHS = ['/', '/courses', '/login', '/about'];
/** Seeded stocks far above the minimum share price: one share is a small order against $10,000 of cash. */
const ORDER_SYMBOLS = ['KO', 'WMT', 'NKE', 'LEGO', 'DIS', 'SBUX'];
const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;
const LESSON_PATH = `/courses/${course.slug}/${lesson.slug}`;

interface Settings {
  minutes: number;
  rate: number;
  children: number;
  visitors: number;
  parentTabs: number;
  streams: number;
  databaseUrl: string;
}

function numberSetting(name: string, fallback: number, whole: boolean): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) throw new Error(`${name} must be a ${whole ? 'whole ' : ''}number of at least 0 (got "${raw}")`);
  return value;
}

function readSettings(): Settings {
  const settings = {
    minutes: numberSetting('BENCH_SOAK_MINUTES', 10, false),
    // Loaded, not saturated: a request of this mix costs the server ~45 ms of CPU on its one event loop (each order
    // re-renders /simulator, which it revalidates), so 16 requests/s kept it ~75 % busy on 2 cores (docs/benchmarks.md).
    rate: numberSetting('BENCH_SOAK_RATE', 15, false),
    children: numberSetting('BENCH_SOAK_CHILDREN', 10, true),
    visitors: numberSetting('BENCH_SOAK_VISITORS', 4, true),
    parentTabs: 2,
    streams: numberSetting('BENCH_SOAK_STREAMS', 50, true),
    databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
  };
  if (settings.minutes <= 0 || settings.rate <= 0) throw new Error('BENCH_SOAK_MINUTES and BENCH_SOAK_RATE must be above 0');
  if (settings.children < 1) throw new Error('BENCH_SOAK_CHILDREN must be at least 1 (the demo child)');
  return settings;
}

// ── What is measured ─────────────────────────────────────────────────────────────────────────────────────────

const KINDS = ['anonymous page', 'child dashboard', 'lesson page', 'answer', 'complete', 'simulator page', 'order', 'parent dashboard', 'stream'] as const;
type Kind = (typeof KINDS)[number];

/** Requests (every attempt), errors, and the latency of every attempt that got an answer, by kind. */
interface Tally {
  requests: Record<Kind, number>;
  errors: Record<Kind, number>;
  latencies: Record<Kind, number[]>;
}

function emptyTally(): Tally {
  const each = <T>(make: () => T) => Object.fromEntries(KINDS.map((kind) => [kind, make()])) as Record<Kind, T>;
  return { requests: each(() => 0), errors: each(() => 0), latencies: each((): number[] => []) };
}

function total(record: Record<Kind, number>): number {
  return KINDS.reduce((sum, kind) => sum + record[kind], 0);
}

function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
}

class Recorder {
  /** The current sampling interval's. */
  interval = emptyTally();
  /** The whole run's. */
  readonly run = emptyTally();
  readonly orders = { bought: 0, sold: 0, waiting: 0 };
  completions = 0;
  private readonly printed = new Map<Kind, number>();

  /** One attempt: its latency when an answer came (null: none), and why it failed (undefined: it did not). */
  record(kind: Kind, ms: number | null, failure?: string): void {
    for (const tally of [this.interval, this.run]) {
      tally.requests[kind] += 1;
      if (ms !== null) tally.latencies[kind].push(ms);
      if (failure !== undefined) tally.errors[kind] += 1;
    }
    if (failure !== undefined) {
      // The first few failures of each kind are printed as they happen; the rest only counted.
      const seen = this.printed.get(kind) ?? 0;
      this.printed.set(kind, seen + 1);
      if (seen < 3) console.error(`  ! ${kind}: ${failure.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  }

  /** A failure that is not a request of its own (a stream dropped after it was open). */
  recordError(kind: Kind, failure: string): void {
    this.interval.errors[kind] += 1;
    this.run.errors[kind] += 1;
    const seen = this.printed.get(kind) ?? 0;
    this.printed.set(kind, seen + 1);
    if (seen < 3) console.error(`  ! ${kind}: ${failure}`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One slot every 1/rate s, handed out in the order asked; none after the deadline, and none saved up while idle. */
class Pacer {
  private next = 0;
  constructor(
    private readonly intervalMs: number,
    private readonly deadline: number,
  ) {}

  async slot(): Promise<boolean> {
    const now = performance.now();
    const at = Math.max(now, this.next);
    if (at >= this.deadline) return false;
    this.next = at + this.intervalMs;
    if (at > now) await sleep(at - now);
    return true;
  }
}

// ── The server process ───────────────────────────────────────────────────────────────────────────────────────

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A reading of /proc, or NaN once the process is gone (the run then ends in errors, and the table shows it). */
function fromProc(read: () => number): number {
  try {
    return read();
  } catch {
    return NaN;
  }
}

function rssMb(pid: number): number {
  return fromProc(() => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024);
}

function openFds(pid: number): number {
  return fromProc(() => readdirSync(`/proc/${pid}/fd`).length);
}

/** User + system CPU time, in seconds (fields 14 and 15 of /proc/<pid>/stat, after the command's parentheses). */
function cpuSeconds(pid: number): number {
  return fromProc(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  });
}

/**
 * The machine's pressure-stall totals (/proc/pressure/{cpu,io}, "some": µs during which at least one task waited for
 * a CPU, or for I/O). Over an interval they show whether a slow stretch was the machine's other work rather than the
 * server: PGlite reads and writes its files synchronously on the server's one thread, so a disk stall stops every
 * request. NaN where the kernel has no PSI.
 */
function pressureTotals(): { cpu: number; io: number } {
  const some = (resource: string) => fromProc(() => Number(/^some .*total=(\d+)$/m.exec(readFileSync(`/proc/pressure/${resource}`, 'utf8'))?.[1] ?? NaN));
  return { cpu: some('cpu'), io: some('io') };
}

/** The process's children (any thread's), to be sure the measured process is the whole server. */
function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}

/** Before the server starts (it takes the embedded database's lock): migrate, seed, and `count` verified children. */
function prepareDatabase(dataDir: string, databaseUrl: string, count: number): Promise<string[]> {
  return prepareChildren({ dataDir, databaseUrl, count, password: CHILD_PASSWORD, label: 'soak' });
}

/**
 * BENCH_SOAK_MEMORY=1: where the server's RSS goes, for when it grows. Loaded into the server with `--require`, it
 * writes every 10 s the process's memoryUsage() and the size of PGlite's WebAssembly memory (the handle
 * src/db/client.ts keeps on globalThis; drizzle's `$client` is the PGlite instance). BENCH_SOAK_MEMORY=gc also runs a
 * full collection (`--expose-gc`) before every sixth line, so those lines show the heap that is really retained. Off
 * by default: the probe runs inside the measured process, and a forced collection a minute is not what production does.
 */
const MEMORY_PROBE = `
const { appendFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');
// Node runs --require in worker threads too (tsx's loader has one): the server is the main thread.
if (isMainThread) {
  const file = process.env.BENCH_SOAK_MEMORY_FILE;
  const started = Date.now();
  let tick = 0;
  setInterval(() => {
    tick += 1;
    const afterGc = tick % 6 === 0 && typeof globalThis.gc === 'function';
    if (afterGc) globalThis.gc();
    const memory = process.memoryUsage();
    let wasm = null;
    try {
      wasm = globalThis[Symbol.for('academy.database')].db.$client.Module.wasmMemory.buffer.byteLength;
    } catch {}
    appendFileSync(file, JSON.stringify({ at: (Date.now() - started) / 1000, afterGc, ...memory, wasm }) + '\\n');
  }, 10000).unref();
}
`;

interface MemoryLine {
  at: number;
  afterGc: boolean;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm: number | null;
}

function memoryTable(file: string): string[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MemoryLine);
  const mb = (bytes: number | null) => (bytes === null ? '—' : oneDecimal(bytes / 1024 / 1024));
  return [
    `Memory inside the server (MB; time from the server's start${lines.some((line) => line.afterGc) ? '; "after GC": a full collection just before' : ''}):`,
    '',
    '| server time | RSS | V8 heap used / total | external | array buffers | PGlite wasm memory |',
    '|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${clock(line.at)}${line.afterGc ? ' after GC' : ''} | ${mb(line.rss)} | ${mb(line.heapUsed)} / ${mb(line.heapTotal)} | ${mb(line.external)} | ${mb(line.arrayBuffers)} | ${mb(line.wasm)} |`),
  ];
}

// ── Server actions over HTTP, as the browser's Next client sends them ───────────────────────────────────────

/** An action's id (the `next-action` header) from the build's manifest, by its module and exported name. */
function actionIds(): { signIn: string; placeOrder: string; answer: string; complete: string } {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, { filename?: string; exportedName?: string }> };
  const idOf = (module: string, name: string) => {
    const ids = Object.entries(manifest.node).filter(([, entry]) => entry.exportedName === name && (entry.filename ?? `src/modules/${module}/`).includes(`src/modules/${module}/`));
    if (ids.length !== 1) throw new Error(`the build has ${ids.length} server actions named ${module}/${name}, expected 1`);
    return ids[0]![0];
  };
  return { signIn: idOf('accounts', 'signInAction'), placeOrder: idOf('simulator', 'placeOrderAction'), answer: idOf('courses', 'answerQuestionAction'), complete: idOf('courses', 'completeLessonAction') };
}

function toForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function postAction(base: string, page: string, actionId: string, args: unknown[], cookie: string): Promise<Response> {
  const encoded = await encodeReply(args);
  const headers: Record<string, string> = { 'next-action': actionId, origin: base, accept: 'text/x-component' };
  if (cookie) headers.cookie = cookie;
  if (typeof encoded === 'string') headers['content-type'] = 'text/plain;charset=UTF-8';
  return fetch(`${base}${page}`, { method: 'POST', headers, body: encoded, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

/** Signs in through the sign-in action (what the login form posts) and returns the session's cookies. */
async function signIn(base: string, actionId: string, email: string, password: string, role: 'child' | 'parent'): Promise<string> {
  const response = await postAction(base, '/login', actionId, [{ status: 'idle' }, toForm({ email, password, next: '' })], '');
  await response.arrayBuffer();
  const cookies = response.headers
    .getSetCookie()
    .filter((header) => !/;\s*max-age=0/i.test(header))
    .map((header) => header.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='));
  const cookie = cookies.join('; ');
  const check = await fetch(`${base}/dashboard/${role}`, { headers: { cookie }, redirect: 'manual' });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`${email} could not sign in: the sign-in answered ${response.status}, then /dashboard/${role} ${check.status}`);
  return cookie;
}

// ── The load ─────────────────────────────────────────────────────────────────────────────────────────────────

class Load {
  private readonly questions = lesson.blocks.flatMap((block) => (block.type === 'question' ? [{ blockId: block.id, answer: revealedAnswer(block.question) }] : []));

  constructor(
    private readonly base: string,
    private readonly pacer: Pacer,
    private readonly recorder: Recorder,
    private readonly actions: ReturnType<typeof actionIds>,
  ) {}

  /** One request; the body when the answer is the expected one, else null (and the failure recorded). */
  private async timed(kind: Kind, send: () => Promise<Response>, expected: (response: Response, body: string) => string | null): Promise<string | null> {
    const started = performance.now();
    let response: Response;
    let body: string;
    try {
      response = await send();
      body = await response.text();
    } catch (error) {
      this.recorder.record(kind, null, `no answer: ${error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}`);
      return null;
    }
    const ms = performance.now() - started;
    const problem = response.status === 200 ? expected(response, body) : `HTTP ${response.status} ${response.headers.get('location') ?? ''} ${body.slice(0, 200)}`;
    this.recorder.record(kind, ms, problem ?? undefined);
    return problem === null ? body : null;
  }

  private page(kind: Kind, pagePath: string, cookie: string, expected: (body: string) => boolean = () => true): Promise<string | null> {
    return this.timed(
      kind,
      () => fetch(`${this.base}${pagePath}`, { headers: cookie ? { cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      (_response, body) => (expected(body) ? null : `GET ${pagePath}: unexpected page ${body.slice(0, 200)}`),
    );
  }

  async visitor(index: number): Promise<void> {
    for (let step = index; await this.pacer.slot(); step++) await this.page('anonymous page', ANONYMOUS_PATHS[step % ANONYMOUS_PATHS.length]!, '');
  }

  async parent(cookie: string): Promise<void> {
    while (await this.pacer.slot()) await this.page('parent dashboard', '/dashboard/parent', cookie);
  }

  async child(cookie: string, index: number): Promise<void> {
    const symbol = ORDER_SYMBOLS[index % ORDER_SYMBOLS.length]!;
    let orders = 0;
    const stamp = Date.now().toString(36);
    const ok = (_response: Response, body: string) => (body.includes('"ok":true') ? null : `unexpected answer ${body.slice(0, 200)}`);
    const order = async (side: 'buy' | 'sell'): Promise<string | null> => {
      const fields = { symbol, side, type: 'market', shares: '1', limitPrice: '', idempotencyKey: `soak-${stamp}-${index}-${(orders += 1)}` };
      let outcome: string | null = null;
      await this.timed(
        'order',
        () => postAction(this.base, '/simulator', this.actions.placeOrder, [{ status: 'idle' }, toForm(fields)], cookie),
        (_response, body) => {
          const result = actionResult(Buffer.from(body)) as { status?: string; message?: string } | undefined;
          if (result?.status !== 'success') return `${side} ${symbol} refused: ${result?.message ?? body.slice(0, 200)}`;
          outcome = result.message ?? '';
          return null;
        },
      );
      return outcome;
    };

    for (;;) {
      if (!(await this.pacer.slot())) return;
      await this.page('child dashboard', '/dashboard/child', cookie);

      if (!(await this.pacer.slot())) return;
      const html = await this.page('lesson page', LESSON_PATH, cookie, (body) => body.includes('attemptId'));
      const attemptId = html ? /attemptId\\?":\\?"([0-9a-f-]{36})/.exec(html)?.[1] : undefined;
      const lessonId = html ? Number(/lessonId\\?":(\d+)/.exec(html)?.[1]) : NaN;
      if (attemptId && Number.isInteger(lessonId)) {
        for (const question of this.questions) {
          if (!(await this.pacer.slot())) return;
          await this.timed('answer', () => postAction(this.base, LESSON_PATH, this.actions.answer, [{ attemptId, lessonId, blockId: question.blockId, answer: question.answer }], cookie), ok);
        }
        if (!(await this.pacer.slot())) return;
        if (await this.timed('complete', () => postAction(this.base, LESSON_PATH, this.actions.complete, [{ attemptId, lessonId }], cookie), ok)) this.recorder.completions += 1;
      }

      if (!(await this.pacer.slot())) return;
      await this.page('simulator page', '/simulator', cookie);

      if (!(await this.pacer.slot())) return;
      const bought = await order('buy');
      if (bought === 'orders.done.bought') {
        this.recorder.orders.bought += 1;
        if (!(await this.pacer.slot())) return;
        const sold = await order('sell');
        if (sold === 'orders.done.sold') this.recorder.orders.sold += 1;
        else if (sold) this.recorder.orders.waiting += 1;
      } else if (bought) {
        // Market orders wait while the market is paused: nothing to sell yet.
        this.recorder.orders.waiting += 1;
      }
    }
  }
}

/** Event streams held open and read, reopened when they end; a refused or dropped stream is an error. */
class Streams {
  open = 0;
  bytes = 0;
  private stopping = false;
  private readonly requests = new Set<http.ClientRequest>();
  private readonly lastData = new Map<number, number>();

  constructor(
    private readonly port: number,
    private readonly recorder: Recorder,
  ) {}

  start(count: number): void {
    for (let index = 0; index < count; index++) this.connect(index);
  }

  /** Open streams that received nothing for STREAM_STALLED_MS. */
  stalled(): number {
    const now = performance.now();
    return [...this.lastData.values()].filter((at) => now - at > STREAM_STALLED_MS).length;
  }

  private connect(index: number): void {
    if (this.stopping) return;
    const streamPath = index % 2 === 0 ? '/api/ticker/stream' : '/api/market/stream';
    const localAddress = `127.0.0.${2 + Math.floor(index / STREAMS_PER_ADDRESS)}`;
    const started = performance.now();
    let finished = false;
    const finish = (failure: string | null, answered: boolean) => {
      if (finished) return;
      finished = true;
      this.requests.delete(request);
      if (this.lastData.delete(index)) this.open -= 1;
      if (this.stopping) return;
      if (failure !== null) {
        if (answered) this.recorder.recordError('stream', `${streamPath} from ${localAddress}: ${failure}`);
        else this.recorder.record('stream', null, `${streamPath} from ${localAddress}: ${failure}`);
      }
      setTimeout(() => this.connect(index), 2000).unref();
    };
    const request = http.get({ host: '127.0.0.1', port: this.port, path: streamPath, localAddress, agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      const ms = performance.now() - started;
      if (response.statusCode !== 200) {
        this.recorder.record('stream', ms, `${streamPath} from ${localAddress}: HTTP ${response.statusCode}`);
        response.resume();
        finished = true;
        this.requests.delete(request);
        if (!this.stopping) setTimeout(() => this.connect(index), 2000).unref();
        return;
      }
      this.recorder.record('stream', ms);
      this.open += 1;
      this.lastData.set(index, performance.now());
      response.on('data', (chunk: Buffer) => {
        this.bytes += chunk.length;
        this.lastData.set(index, performance.now());
      });
      response.on('error', (error) => finish(`dropped: ${error.message}`, true));
      response.on('close', () => finish('dropped by the server', true));
    });
    request.on('error', (error) => finish(`no answer: ${error.message}`, false));
    this.requests.add(request);
  }

  stop(): void {
    this.stopping = true;
    for (const request of this.requests) request.destroy();
  }
}

/**
 * The same requests one at a time on an otherwise idle server (streams aside), before and after the load: the load's
 * own latencies move with the machine's other work, these show whether a request itself got dearer over the run.
 * Three to warm up, then the median of ten.
 */
async function idleLatencies(base: string, childCookie: string, parentCookie: string): Promise<Map<string, number>> {
  const probes: [string, string, string][] = [
    ['GET / (anonymous)', '/', ''],
    ['GET /courses (anonymous)', '/courses', ''],
    ['GET /dashboard/child', '/dashboard/child', childCookie],
    ['GET /simulator (child)', '/simulator', childCookie],
    ['GET /dashboard/parent', '/dashboard/parent', parentCookie],
  ];
  const medians = new Map<string, number>();
  for (const [name, pagePath, cookie] of probes) {
    const times: number[] = [];
    for (let attempt = 0; attempt < 13; attempt++) {
      const started = performance.now();
      const response = await fetch(`${base}${pagePath}`, { headers: cookie ? { cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status !== 200) {
        // Not part of the load's count: the table shows the probe failed.
        console.error(`  ! idle probe ${name}: ${response ? `HTTP ${response.status}` : 'no answer'}`);
        break;
      }
      if (attempt >= 3) times.push(performance.now() - started);
    }
    medians.set(name, times.length === 10 ? percentile(times, 0.5) : NaN);
  }
  return medians;
}

// ── The report ───────────────────────────────────────────────────────────────────────────────────────────────

interface Sample {
  /** Seconds since the load started, at the end of the interval. */
  at: number;
  rssMb: number;
  fds: number;
  /** The server's CPU over the interval, in % of one core. */
  cpuPct: number;
  loadAverage: number;
  /** Of the interval, the share during which some task on the machine waited for a CPU / for I/O (PSI), in %. */
  cpuPressurePct: number;
  ioPressurePct: number;
  openStreams: number;
  stalledStreams: number;
  streamKb: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  kinds: Partial<Record<Kind, { requests: number; errors: number; p50: number; p99: number }>>;
}

const oneDecimal = (value: number) => value.toFixed(1);
const thousands = (value: number) => value.toLocaleString('en-US');
const average = (values: readonly number[]) => (values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length);

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Least-squares slope of RSS over time, in MB per minute. */
function rssSlope(samples: readonly Sample[]): number {
  if (samples.length < 2) return 0;
  const xs = samples.map((sample) => sample.at / 60);
  const ys = samples.map((sample) => sample.rssMb);
  const mx = average(xs);
  const my = average(ys);
  const covariance = xs.reduce((sum, x, index) => sum + (x - mx) * (ys[index]! - my), 0);
  const variance = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

function seriesTable(samples: readonly Sample[]): string[] {
  const lines = ['| time | RSS MB | fds | streams | req | errors | req/s | p50 / p99 ms | server CPU % | load | CPU / I/O pressure % |', '|---|---|---|---|---|---|---|---|---|---|---|'];
  let previous = 0;
  for (const sample of samples) {
    const seconds = sample.at - previous;
    previous = sample.at;
    lines.push(
      `| ${clock(sample.at)} | ${oneDecimal(sample.rssMb)} | ${sample.fds} | ${sample.openStreams} | ${sample.requests} | ${sample.errors} | ${oneDecimal(sample.requests / seconds)} | ${sample.p50} / ${sample.p99} | ${Math.round(sample.cpuPct)} | ${sample.loadAverage.toFixed(2)} | ${Math.round(sample.cpuPressurePct)} / ${Math.round(sample.ioPressurePct)} |`,
    );
  }
  return lines;
}

/** One row per minute: RSS averaged, fds' range, requests and errors summed, latency over the minute's requests. */
function minuteTable(samples: readonly Sample[], latencies: readonly number[][]): string[] {
  const lines = ['| minute | RSS MB (avg) | fds (min–max) | req | errors | req/s | p50 / p99 ms | server CPU % | load | CPU / I/O pressure % |', '|---|---|---|---|---|---|---|---|---|---|'];
  const minutes = new Map<number, number[]>();
  samples.forEach((sample, index) => {
    // By the interval's middle: the timer runs a little late, so the sample at 10:00.02 still closes minute 10.
    const minute = Math.max(1, Math.floor((sample.at - SAMPLE_SECONDS / 2) / 60) + 1);
    minutes.set(minute, [...(minutes.get(minute) ?? []), index]);
  });
  let previous = 0;
  for (const [minute, indexes] of minutes) {
    const group = indexes.map((index) => samples[index]!);
    const last = group[group.length - 1]!;
    const seconds = last.at - previous;
    previous = last.at;
    const all = indexes.flatMap((index) => latencies[index]!);
    const requests = group.reduce((sum, sample) => sum + sample.requests, 0);
    const fds = group.map((sample) => sample.fds);
    lines.push(
      `| ${minute} | ${oneDecimal(average(group.map((sample) => sample.rssMb)))} | ${Math.min(...fds)}–${Math.max(...fds)} | ${thousands(requests)} | ${group.reduce((sum, sample) => sum + sample.errors, 0)} | ${oneDecimal(requests / seconds)} | ${percentile(all, 0.5)} / ${percentile(all, 0.99)} | ${Math.round(average(group.map((sample) => sample.cpuPct)))} | ${average(group.map((sample) => sample.loadAverage)).toFixed(2)} | ${Math.round(average(group.map((sample) => sample.cpuPressurePct)))} / ${Math.round(average(group.map((sample) => sample.ioPressurePct)))} |`,
    );
  }
  return lines;
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Runs the soak; returns the exit code (1 when the error rate reaches 0.1 %). */
export async function runSoak(): Promise<number> {
  const settings = readSettings();
  ensureProductionBuild();
  const actions = actionIds();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-soak-'));
  const base = `http://127.0.0.1:${PORT}`;
  const env: NodeJS.ProcessEnv = {
    ...appServerEnv({ port: PORT, base, dataDir, databaseUrl: settings.databaseUrl }),
    // The socket's address is the client (decision 016): each loopback address is one client for the stream cap.
    TRUST_PROXY: '',
  };
  console.log(`Soak: ${settings.minutes} min, at most ${settings.rate} requests/s, ${settings.children} children, ${settings.visitors} visitors, the parent in ${settings.parentTabs} tabs, ${settings.streams} streams; ${settings.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores; run directory ${dataDir}`);
  const childEmails = await prepareDatabase(dataDir, settings.databaseUrl, settings.children - 1);

  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const memoryFile = path.join(dataDir, 'memory.jsonl');
  const probe: string[] = [];
  const memoryMode = process.env.BENCH_SOAK_MEMORY ?? '';
  if (memoryMode !== '' && memoryMode !== '0') {
    writeFileSync(path.join(dataDir, 'memory-probe.cjs'), MEMORY_PROBE);
    probe.push(...(memoryMode === 'gc' ? ['--expose-gc'] : []), '--require', path.join(dataDir, 'memory-probe.cjs'));
    env.BENCH_SOAK_MEMORY_FILE = memoryFile;
  }
  const server = spawn(process.execPath, [...probe, ...SERVER_NODE_ARGS], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const pid = server.pid!;
  let stoppingServer = false;
  server.once('exit', (code, signal) => {
    if (!stoppingServer) console.error(`  ! the server exited during the soak (${signal ?? code}); its log: ${logFile}`);
  });
  const recorder = new Recorder();
  const streams = new Streams(PORT, recorder);
  let exitCode = 1;
  try {
    await waitForServer(`${base}/login`, server);
    // The measured process must be the node process running server.ts, not a wrapper around it.
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    if (!commandLine.includes('server.ts')) throw new Error(`process ${pid} is not the server: ${commandLine}`);
    const children = childPids(pid).map((child) => `${child} ${readFileSync(`/proc/${child}/comm`, 'utf8').trim()} ${oneDecimal(rssMb(child))} MB`);
    console.log(`Server: pid ${pid} (${commandLine.trim()}), ${children.length === 0 ? 'no child processes' : `child processes (not measured): ${children.join(', ')}`}`);

    const childCookies = [await signIn(base, actions.signIn, DEMO_CHILD.email, DEMO_CHILD.password, 'child')];
    for (const email of childEmails) childCookies.push(await signIn(base, actions.signIn, email, CHILD_PASSWORD, 'child'));
    const parentCookie = await signIn(base, actions.signIn, DEMO_PARENT.email, DEMO_PARENT.password, 'parent');
    console.log(`Signed in: ${childCookies.length} children and the parent.`);
    streams.start(settings.streams);
    const idleBefore = await idleLatencies(base, childCookies[0]!, parentCookie);

    const started = performance.now();
    const deadline = started + settings.minutes * 60_000;
    const load = new Load(base, new Pacer(1000 / settings.rate, deadline), recorder, actions);

    const samples: Sample[] = [];
    const sampleLatencies: number[][] = [];
    let cpuBefore = cpuSeconds(pid);
    let cpuAt = performance.now();
    let pressureBefore = pressureTotals();
    let bytesBefore = 0;
    const takeSample = () => {
      const now = performance.now();
      const cpu = cpuSeconds(pid);
      const pressure = pressureTotals();
      const pressurePct = (resource: 'cpu' | 'io') => ((pressure[resource] - pressureBefore[resource]) / ((now - cpuAt) * 1000)) * 100;
      const tally = recorder.interval;
      recorder.interval = emptyTally();
      const all = KINDS.flatMap((kind) => tally.latencies[kind]);
      const kinds: Sample['kinds'] = {};
      for (const kind of KINDS) {
        if (tally.requests[kind] > 0) kinds[kind] = { requests: tally.requests[kind], errors: tally.errors[kind], p50: percentile(tally.latencies[kind], 0.5), p99: percentile(tally.latencies[kind], 0.99) };
      }
      const sample: Sample = {
        at: (now - started) / 1000,
        rssMb: rssMb(pid),
        fds: openFds(pid),
        cpuPct: ((cpu - cpuBefore) / ((now - cpuAt) / 1000)) * 100,
        loadAverage: os.loadavg()[0]!,
        cpuPressurePct: pressurePct('cpu'),
        ioPressurePct: pressurePct('io'),
        openStreams: streams.open,
        stalledStreams: streams.stalled(),
        streamKb: (streams.bytes - bytesBefore) / 1024,
        requests: total(tally.requests),
        errors: total(tally.errors),
        p50: percentile(all, 0.5),
        p99: percentile(all, 0.99),
        kinds,
      };
      cpuBefore = cpu;
      cpuAt = now;
      pressureBefore = pressure;
      bytesBefore = streams.bytes;
      samples.push(sample);
      sampleLatencies.push(all);
      const perKind = Object.entries(kinds)
        .map(([kind, row]) => `${kind} ${row.requests}${row.errors ? ` (${row.errors} err)` : ''} ${row.p50}/${row.p99}`)
        .join(', ');
      console.log(
        `${clock(sample.at)}  RSS ${oneDecimal(sample.rssMb)} MB, ${sample.fds} fds, CPU ${Math.round(sample.cpuPct)} %, load ${sample.loadAverage.toFixed(2)} (pressure: CPU ${Math.round(sample.cpuPressurePct)} %, I/O ${Math.round(sample.ioPressurePct)} %), streams ${sample.openStreams}${sample.stalledStreams ? ` (${sample.stalledStreams} stalled)` : ''}, ${sample.requests} req, ${sample.errors} errors, p50/p99 ${sample.p50}/${sample.p99} ms — ${perKind}`,
      );
    };
    const sampler = setInterval(takeSample, SAMPLE_SECONDS * 1000);
    await Promise.all([
      ...Array.from({ length: settings.visitors }, (_, index) => load.visitor(index)),
      ...Array.from({ length: settings.parentTabs }, () => load.parent(parentCookie)),
      ...childCookies.map((cookie, index) => load.child(cookie, index)),
    ]);
    clearInterval(sampler);
    // The last, shorter interval: requests still in flight at the deadline finished in it.
    if (samples.length === 0 || performance.now() - started - samples[samples.length - 1]!.at * 1000 > 1000) takeSample();
    const idleAfter = await idleLatencies(base, childCookies[0]!, parentCookie);
    streams.stop();
    const elapsed = samples[samples.length - 1]!.at;

    // Summary.
    const requests = total(recorder.run.requests);
    const errors = total(recorder.run.errors);
    const errorRate = requests === 0 ? 100 : (errors / requests) * 100;
    // Half a sample of slack: the timer runs a little late (the first minute's last sample is at 1:00.06).
    const minuteOf = (from: number, to: number) => samples.filter((sample) => sample.at > from && sample.at <= to + SAMPLE_SECONDS / 2);
    const firstMinute = minuteOf(0, Math.min(60, elapsed));
    const lastMinute = minuteOf(Math.max(0, elapsed - 60), elapsed);
    const rssFirst = average(firstMinute.map((sample) => sample.rssMb));
    const rssLast = average(lastMinute.map((sample) => sample.rssMb));
    const fds = samples.map((sample) => sample.fds);
    const settled = samples.filter((sample) => sample.at > 60);
    // V8 sizes its heap to the allocation rate during the first minutes (docs/benchmarks.md): the second half's slope
    // tells a plateau from a leak.
    const secondHalf = samples.filter((sample) => sample.at > elapsed / 2);
    const slopeOf = (series: Sample[]) => (series.length >= 2 && series[series.length - 1]!.at - series[0]!.at >= 120 ? `${rssSlope(series).toFixed(2)} MB/min` : 'n/a (under 2 min)');
    const serverLog = readFileSync(logFile, 'utf8').split('\n');
    const logged = (level: string) => serverLog.filter((line) => line.includes(`"level":"${level}"`));
    const errorLines = logged('error');
    const report = [
      `Soak ${new Date().toISOString().slice(0, 10)}: ${oneDecimal(elapsed / 60)} min, ${settings.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores; load at most ${settings.rate} requests/s (${settings.children} children, ${settings.visitors} anonymous visitors, the parent in ${settings.parentTabs} tabs) and ${settings.streams} open streams.`,
      '',
      ...seriesTable(samples),
      '',
      ...minuteTable(samples, sampleLatencies),
      '',
      '| kind | requests | errors | p50 / p99 / max ms |',
      '|---|---|---|---|',
      ...KINDS.filter((kind) => recorder.run.requests[kind] > 0 || recorder.run.errors[kind] > 0).map((kind) => {
        const latencies = recorder.run.latencies[kind];
        return `| ${kind} | ${thousands(recorder.run.requests[kind])} | ${recorder.run.errors[kind]} | ${percentile(latencies, 0.5)} / ${percentile(latencies, 0.99)} / ${Math.round(Math.max(0, ...latencies))} |`;
      }),
      '',
      '| one request at a time, idle server (median of 10) | before the load, ms | after, ms |',
      '|---|---|---|',
      ...[...idleBefore].map(([name, before]) => `| ${name} | ${before} | ${idleAfter.get(name) ?? '—'} |`),
      '',
      `- requests: ${thousands(requests)} (${oneDecimal(requests / elapsed)}/s), errors: ${errors}, error rate ${errorRate.toFixed(3)} % (fails at ${MAX_ERROR_RATE_PCT} %)`,
      `- RSS: first minute ${oneDecimal(rssFirst)} MB, last minute ${oneDecimal(rssLast)} MB (${rssLast >= rssFirst ? '+' : ''}${oneDecimal(((rssLast - rssFirst) / rssFirst) * 100)} %); min ${oneDecimal(Math.min(...samples.map((sample) => sample.rssMb)))}, max ${oneDecimal(Math.max(...samples.map((sample) => sample.rssMb)))}; slope after the first minute ${slopeOf(settled)}, over the second half ${slopeOf(secondHalf)}`,
      `- file descriptors: min ${Math.min(...fds)}, max ${Math.max(...fds)}`,
      `- streams: ${recorder.run.requests.stream} opened, ${recorder.run.errors.stream} refused or dropped, ${thousands(Math.round(streams.bytes / 1024))} KB read; stalled at most ${Math.max(...samples.map((sample) => sample.stalledStreams))}`,
      `- orders: ${recorder.orders.bought} bought, ${recorder.orders.sold} sold, ${recorder.orders.waiting} waiting; lessons completed: ${recorder.completions}`,
      `- server log: ${errorLines.length} error and ${logged('warn').length} warning lines (${logFile})`,
    ];
    for (const line of errorLines.slice(0, 5)) report.push(`  - ${line.slice(0, 400)}`);
    const memory = memoryTable(memoryFile);
    if (memory.length > 0) report.push('', ...memory);
    console.log(`\n${report.join('\n')}`);
    writeFileSync(path.join(dataDir, 'soak.md'), `${report.join('\n')}\n`);
    writeFileSync(path.join(dataDir, 'soak.json'), JSON.stringify({ settings: { ...settings, databaseUrl: settings.databaseUrl ? '(set)' : '' }, samples }, null, 1));
    console.log(`\nReport and series: ${path.join(dataDir, 'soak.md')}, ${path.join(dataDir, 'soak.json')}`);
    exitCode = errorRate >= MAX_ERROR_RATE_PCT ? 1 : 0;
    if (exitCode !== 0) console.error(`Soak failed: error rate ${errorRate.toFixed(3)} % ≥ ${MAX_ERROR_RATE_PCT} %`);
  } finally {
    streams.stop();
    stoppingServer = true;
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(forced);
    }
    log.end();
  }
  return exitCode;
}

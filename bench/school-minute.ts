import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import { scratchDatabase } from '../tests/support/scratch-database';
import { appServerEnv, waitForServer } from './app-server';
import { actionIds, LESSON_PATH, LESSON_QUESTIONS, lessonJourney, type JourneyStep } from './lesson-load';
import { SERVER_NODE_ARGS } from '../scripts/server-command';

/*
 * A school's minute (the capacity goal in docs/benchmarks.md): a teacher says "open lesson 1", and every child of the
 * school opens it, answers its questions and completes it, the children arriving evenly over RAMP_S seconds, each
 * signed in beforehand. Measured per step (the page, an answer, the completion): p50 / p95 / p99 / the slowest, and
 * the failures; then the database is read back: every child has one completion of the lesson, its XP, a badge and
 * a streak of 1. On PostgreSQL (BENCH_DATABASE_URL or the local server), with one instance and then with two on the same
 * database (the children split between them). `npx tsx bench/school-minute.ts [children…]` (default 900; several
 * sizes find the largest school within the goal: p95 ≤ 1 s and p99 ≤ 2 s per step, no error). BENCH_SCHOOL_STEPS=1
 * measures instead what each step costs the server's CPU (schoolStepCosts).
 *
 * The children's sessions are made in the database as better-auth stores them (a session row, its token in the signed
 * cookie), with the sign-in already recorded: the minute measures the lesson, not 900 password hashes.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RAMP_S = Number(process.env.BENCH_RAMP_SECONDS ?? 60);
const PORTS = [3311, 3312];
const SECRET = 'bench-school-minute-secret-0123456789abcdef';

export interface SchoolMinuteStep {
  step: JourneyStep;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
}

export interface SchoolMinuteResult {
  children: number;
  instances: number;
  steps: SchoolMinuteStep[];
  seconds: number;
  /** Children whose completion, XP and streak are stored exactly once. */
  storedOnce: number;
  withinGoal: boolean;
}

function percentile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

/** `count` verified children with a signed-in session each: their cookies. */
async function prepareSchool(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stamp = randomBytes(4).toString('hex');
    const children = Array.from({ length: count }, (_, index) => ({ id: `school-${stamp}-${index}`, email: `school-${stamp}-${index}@academy.local`, token: randomBytes(24).toString('base64url'), last: `Child ${index}` }));
    const rows = JSON.stringify(children);
    await client.query('begin');
    await client.query(`insert into auth_users (id, name, email, email_verified) select id, 'Pupil', email, true from jsonb_to_recordset($1::jsonb) as r(id text, email text, last text)`, [rows]);
    await client.query(`insert into users (id, role, first_name, last_name, email, email_verified) select id, 'child', 'Pupil', last, email, true from jsonb_to_recordset($1::jsonb) as r(id text, email text, last text)`, [rows]);
    await client.query(
      `insert into auth_sessions (id, token, user_id, expires_at, login_recorded_at) select 'session-' || id, token, id, now() + interval '1 day', now() from jsonb_to_recordset($1::jsonb) as r(id text, token text)`,
      [rows],
    );
    await client.query('commit');
    return Promise.all(children.map(async (child) => `better-auth.session_token=${encodeURIComponent(`${child.token}.${await makeSignature(child.token, SECRET)}`)}`));
  } finally {
    await client.end();
  }
}

/**
 * How many children have exactly one completion of the lesson, its XP and their badges' bonus XP on their account,
 * a streak of 1, and at least one badge (the first lesson's); answers that count.
 */
async function storedOnce(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`
      select count(*)::int as n from users u
      where u.id like 'school-%'
        and (select count(*) from lesson_completions c where c.user_id = u.id) = 1
        and u.xp = (select c.xp_awarded from lesson_completions c where c.user_id = u.id)
                   + (select coalesce(sum(b.xp_bonus), 0) from user_badges ub join badges b on b.id = ub.badge_id where ub.user_id = u.id)
        and exists (select 1 from user_badges ub where ub.user_id = u.id)
        and (select streak_current from learning_profiles p where p.user_id = u.id) = 1`);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

function startInstance(port: number, databaseUrl: string): ChildProcess {
  const env = { ...appServerEnv({ port, base: `http://localhost:${port}`, dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-school-')), databaseUrl }), AUTH_SECRET: SECRET };
  // BENCH_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops (where the minute's time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  return spawn(process.execPath, [...profile, ...SERVER_NODE_ARGS], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function runSchoolMinute(children: number, instances: 1 | 2): Promise<SchoolMinuteResult> {
  const database = await scratchDatabase(ADMIN_URL, 'academy_bench_school');
  const servers: ChildProcess[] = [];
  try {
    // The first instance migrates and seeds; the second starts once it answers.
    servers.push(startInstance(PORTS[0]!, database.url));
    await waitForServer(`http://localhost:${PORTS[0]}/login`, servers[0]);
    if (instances === 2) {
      servers.push(startInstance(PORTS[1]!, database.url));
      await waitForServer(`http://localhost:${PORTS[1]}/login`, servers[1]);
    }
    const cookies = await prepareSchool(database.url, children);
    const bases = servers.map((_, index) => `http://localhost:${PORTS[index]}`);
    // Each instance has rendered the lesson page once (its code loaded and compiled) before the first child comes.
    for (const base of bases) await fetch(`${base}${LESSON_PATH}`, { headers: { cookie: cookies[0]! } }).then((response) => response.text());
    const actions = actionIds();
    const samples: Record<JourneyStep, number[]> = { page: [], answer: [], complete: [] };
    const failures: Record<JourneyStep, number> = { page: 0, answer: 0, complete: 0 };
    const timed = async (step: JourneyStep, work: () => Promise<Response>, ok: (body: string) => boolean): Promise<string | null> => {
      const started = performance.now();
      try {
        const response = await work();
        const body = await response.text();
        samples[step].push(performance.now() - started);
        if (response.status === 200 && ok(body)) return body;
        if (failures[step] === 0) console.error(`first failed ${step}: HTTP ${response.status} ${body.slice(0, 300)}`);
      } catch (error) {
        samples[step].push(performance.now() - started);
        if (failures[step] === 0) console.error(`first failed ${step}: ${String(error)}`);
      }
      failures[step] += 1;
      return null;
    };
    const began = performance.now();
    await Promise.all(
      cookies.map(async (cookie, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index / children) * RAMP_S * 1000));
        await lessonJourney(bases[index % bases.length]!, cookie, actions, timed);
      }),
    );
    const seconds = Math.round((performance.now() - began) / 1000);
    const steps = (['page', 'answer', 'complete'] as const).map((step) => {
      const sorted = [...samples[step]].sort((a, b) => a - b);
      return { step, count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: Math.round(sorted.at(-1) ?? 0), failures: failures[step] };
    });
    const stored = await storedOnce(database.url);
    return { children, instances, steps, seconds, storedOnce: stored, withinGoal: stored === children && steps.every((step) => step.failures === 0 && step.p95 <= 1000 && step.p99 <= 2000) };
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => (server.exitCode === null && server.signalCode === null ? new Promise((resolve) => server.once('exit', resolve)) : undefined)));
    await database.drop();
  }
}

/** A process's CPU time so far (user and system, all its threads), in milliseconds: /proc/<pid>/stat counts 10 ms ticks. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type StepCosts = Record<JourneyStep, number>;

/**
 * BENCH_SCHOOL_STEPS=1: the server CPU each step of the minute costs, step by step instead of interleaved (every
 * child's page, then each question's answers, then the completions; eight requests at a time). A change is weighed
 * by its milliseconds per request, which the machine's load moves far less than the minute's latencies.
 */
export async function schoolStepCosts(children: number): Promise<StepCosts> {
  const database = await scratchDatabase(ADMIN_URL, 'academy_bench_school');
  const server = startInstance(PORTS[0]!, database.url);
  try {
    const base = `http://localhost:${PORTS[0]}`;
    await waitForServer(`${base}/login`, server);
    const cookies = await prepareSchool(database.url, children);
    const url = `${base}${LESSON_PATH}`;
    await fetch(url, { headers: { cookie: cookies[0]! } }).then((response) => response.text());
    const actions = actionIds();
    const attempts: { attemptId: string; lessonId: number }[] = [];
    const eachChild = async (work: (cookie: string, index: number) => Promise<void>) => {
      let next = 0;
      const worker = async () => {
        for (let index = next++; index < children; index = next++) await work(cookies[index]!, index);
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    };
    const post = async (cookie: string, action: string, args: unknown) => {
      const response = await fetch(url, { method: 'POST', headers: { accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', 'next-action': action, cookie }, body: JSON.stringify([args]) });
      const body = await response.text();
      if (!body.includes('"ok":true')) throw new Error(`a step failed: HTTP ${response.status} ${body.slice(0, 200)}`);
    };
    const cost = async (requests: number, work: () => Promise<void>) => {
      const before = cpuMs(server.pid!);
      await work();
      return (cpuMs(server.pid!) - before) / requests;
    };
    const page = await cost(children, () =>
      eachChild(async (cookie, index) => {
        const html = await (await fetch(url, { headers: { cookie } })).text();
        const attemptId = /attemptId\\?":\\?"([0-9a-f-]{36})/.exec(html)?.[1];
        if (!attemptId) throw new Error('the lesson page handed out no attempt');
        attempts[index] = { attemptId, lessonId: Number(/lessonId\\?":(\d+)/.exec(html)?.[1]) };
      }),
    );
    const answer = await cost(children * LESSON_QUESTIONS.length, async () => {
      for (const question of LESSON_QUESTIONS) {
        await eachChild((cookie, index) => post(cookie, actions.answer, { ...attempts[index], blockId: question.blockId, answer: question.answer, key: randomUUID() }));
      }
    });
    const complete = await cost(children, () => eachChild((cookie, index) => post(cookie, actions.complete, attempts[index])));
    return { page, answer, complete };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
  }
}

export function formatSchoolMinute(results: SchoolMinuteResult[]): string {
  const lines = [
    `\n| a school's minute (${LESSON_QUESTIONS.length} answers each, arriving over ${RAMP_S} s, PostgreSQL) | requests | p50 / p95 / p99 / slowest ms | failed |`,
    '|---|---|---|---|',
  ];
  for (const result of results) {
    for (const step of result.steps) {
      lines.push(`| ${result.children} children, ${result.instances} instance${result.instances > 1 ? 's' : ''}: ${step.step} | ${step.count} | ${step.p50} / ${step.p95} / ${step.p99} / ${step.max} | ${step.failures} |`);
    }
    lines.push(`| ${result.children} children, ${result.instances} instance${result.instances > 1 ? 's' : ''}: done in ${result.seconds} s, stored once: ${result.storedOnce} of ${result.children} | | ${result.withinGoal ? 'within the goal' : '**outside the goal**'} | |`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0);
  const instanceCounts = (process.env.BENCH_SCHOOL_INSTANCES ?? '1,2').split(',').map(Number) as (1 | 2)[];
  (async () => {
    if (process.env.BENCH_SCHOOL_STEPS) {
      const costs = await schoolStepCosts(sizes[0] ?? 300);
      const perChild = costs.page + LESSON_QUESTIONS.length * costs.answer + costs.complete;
      console.log(`Server CPU per request (ms): page ${costs.page.toFixed(1)}, answer ${costs.answer.toFixed(1)}, completion ${costs.complete.toFixed(1)}; per child ${perChild.toFixed(1)}.`);
      return;
    }
    const results: SchoolMinuteResult[] = [];
    for (const size of sizes.length > 0 ? sizes : [900]) for (const count of instanceCounts) results.push(await runSchoolMinute(size, count));
    console.log(formatSchoolMinute(results));
    console.log(`\n${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}.`);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

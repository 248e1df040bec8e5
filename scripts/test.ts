import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { postgresAnswers } from './postgres-answers';
import { failedJourneys, heaviestSpecs, slowestSpecs } from './e2e-timings';

/**
 * `npm test`: typecheck, lint, unit and integration tests on PGlite, the integration tests again on PostgreSQL
 * when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432, a production build, the client JavaScript
 * budgets per route (scripts/check-client-js.ts), the end-to-end journeys in Debian's Chromium, and the fault
 * scenarios (scripts/test-faults.ts) on PostgreSQL. Every step runs; the exit code is non-zero if any failed.
 *
 * Steps that neither share files nor compete for the whole machine run side by side, each into its own log, printed
 * whole and in order as its turn comes (never interleaved): typecheck, lint and boundaries are one process each on
 * two cores; the PostgreSQL integration run waits on its server most of the time while the build works. The
 * PGlite run, the end-to-end journeys and the fault scenarios each have the machine to themselves: they time
 * pages and provoke time-outs. The end-to-end run ends with its slowest specs and tests (docs/running.md).
 */

interface Step {
  step: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const LOGS = 'test-results/reports/logs';
const results: Array<{ step: string; ok: boolean; seconds: number }> = [];
const counts = { passed: 0, failed: 0 };
/** Every failed test by name, printed again in the summary: CI keeps only the tail of the output. */
const failedTests: string[] = [];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const npx = 'npx';

/** Runs one step with its output to a log file; resolves with whether it passed, and how long it took. */
function start(step: Step): Promise<{ ok: boolean; seconds: number; log: string }> {
  const log = `${LOGS}/${step.step.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`;
  const output = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(step.command, step.args, { stdio: ['ignore', output, output], env: { ...env, FORCE_COLOR: '1', ...step.env } });
  return new Promise((resolve) => {
    let finished = false;
    const finish = (ok: boolean, why = '') => {
      if (finished) return;
      finished = true;
      if (why) writeSync(output, why);
      closeSync(output);
      resolve({ ok, seconds: Math.round((Date.now() - started) / 1000), log });
    };
    child.once('error', (error) => finish(false, `${String(error)}\n`));
    child.once('exit', (code) => finish(code === 0));
  });
}

/** Runs the steps at once and prints each one's whole output in the order given, as soon as it and those before it end. */
async function together(...steps: Step[]): Promise<boolean[]> {
  const running = steps.map((step) => start(step));
  const oks: boolean[] = [];
  for (const [index, step] of steps.entries()) {
    const { ok, seconds, log } = await running[index]!;
    console.log(`\n━━ ${step.step} ━━ ${step.command} ${step.args.join(' ')}${steps.length > 1 ? ` (beside ${steps.filter((other) => other !== step).map((other) => other.step).join(', ')})` : ''}`);
    process.stdout.write(readFileSync(log));
    results.push({ step: step.step, ok, seconds });
    oks.push(ok);
  }
  return oks;
}

/** One step with the machine to itself, its output live. */
function alone(step: Step): Promise<boolean> {
  console.log(`\n━━ ${step.step} ━━ ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const child = spawn(step.command, step.args, { stdio: 'inherit', env: { ...env, ...step.env } });
  return new Promise((resolve) => {
    let finished = false;
    const finish = (ok: boolean) => {
      if (finished) return;
      finished = true;
      results.push({ step: step.step, ok, seconds: Math.round((Date.now() - started) / 1000) });
      resolve(ok);
    };
    child.once('error', () => finish(false));
    child.once('exit', (code) => finish(code === 0));
  });
}

function countVitest(file: string, label: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string }> }>;
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  for (const result of report.testResults) {
    const path = relative(process.cwd(), result.name);
    const failed = result.assertionResults.filter((assertion) => assertion.status === 'failed');
    for (const assertion of failed) failedTests.push(`${label}: ${path} › ${assertion.fullName}`);
    // A file that failed before its tests ran (an import or a hook) names no test.
    if (failed.length === 0 && result.status === 'failed') failedTests.push(`${label}: ${path} (${(result.message ?? '').split('\n')[0]})`);
  }
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  for (const test of failedJourneys(file)) failedTests.push(`end-to-end: ${test}`);
}

async function main(): Promise<void> {
  const began = Date.now();
  rmSync('test-results/reports', { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  const [typed] = await together(
    // Next's route types first (`next typegen`, as the build makes them), so that the pages' props are checked here.
    { step: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { step: 'lint', command: npx, args: ['eslint', '.'] },
    { step: 'boundaries', command: npx, args: ['tsx', 'scripts/check-boundaries.ts'] },
  );
  await alone({ step: 'unit + integration (PGlite)', command: npx, args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/reports/vitest-pglite.json'] });
  countVitest('test-results/reports/vitest-pglite.json', 'PGlite');
  const withPostgres = await postgresAnswers();
  if (!withPostgres) console.log('\nNo PostgreSQL server on 127.0.0.1:5432 and no TEST_DATABASE_URL: the PostgreSQL run is left out.');
  // The build checks the app's types again unless the typecheck above, over every file, has passed (next.config.ts).
  const build: Step = { step: 'production build', command: npx, args: ['next', 'build'], env: { NODE_ENV: 'production', ...(typed ? { ACADEMY_TYPES_CHECKED: '1' } : {}) } };
  const postgres: Step = {
    step: 'integration (PostgreSQL)',
    command: npx,
    // The embedded-database and DATA_DIR lock files test PGlite's own process rules; they ran above.
    args: ['vitest', 'run', '--project', 'integration*', '--exclude', 'tests/integration/embedded-database.test.ts', '--exclude', 'tests/integration/data-dir-lock.test.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/reports/vitest-postgres.json'],
    env: { TEST_DB: 'postgres' },
  };
  const [built] = await (withPostgres ? together(build, postgres) : together(build));
  countVitest('test-results/reports/vitest-postgres.json', 'PostgreSQL');
  if (built) {
    await alone({ step: 'client JavaScript budgets', command: npx, args: ['tsx', 'scripts/check-client-js.ts'] });
    await alone({ step: 'end-to-end (Chromium)', command: npx, args: ['playwright', 'test'] });
    countPlaywright('test-results/reports/playwright.json');
    if (existsSync('test-results/reports/playwright.json')) console.log(`\n${slowestSpecs('test-results/reports/playwright.json')}`);
    // Decisions 041, 049, 050: several production instances on PostgreSQL, faults provoked under load.
    if (withPostgres) await alone({ step: 'faults (several instances on PostgreSQL)', command: npx, args: ['tsx', 'scripts/test-faults.ts'] });
  }
  console.log('\n━━ summary ━━');
  for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.step} (${result.seconds} s)`);
  const failedSteps = results.filter((result) => !result.ok).length;
  if (existsSync('test-results/reports/playwright.json')) console.log(`\n${heaviestSpecs('test-results/reports/playwright.json')}`);
  if (failedTests.length > 0) console.log(`\nfailed:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
  console.log(`\n${counts.passed} passed, ${counts.failed + (counts.failed === 0 && failedSteps > 0 ? failedSteps : 0)} failed in ${Math.round((Date.now() - began) / 1000)} s`);
  process.exit(failedSteps === 0 ? 0 : 1);
}

void main();

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { postgresAnswers } from './postgres-answers';

/**
 * `npm test`: typecheck, lint, unit and integration tests on PGlite, the integration tests again on PostgreSQL
 * when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432, a production build, the client JavaScript
 * budgets per route (scripts/check-client-js.ts), the end-to-end journeys in Debian's Chromium, and the fault
 * scenarios (scripts/test-faults.ts) on PostgreSQL. Every step runs; the exit code is non-zero if any failed.
 */

const results: Array<{ step: string; ok: boolean; seconds: number }> = [];
const counts = { passed: 0, failed: 0 };
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(step: string, command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${step} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  results.push({ step, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
}

async function main(): Promise<void> {
  rmSync('test-results/reports', { recursive: true, force: true });
  mkdirSync('test-results/reports', { recursive: true });
  const npx = 'npx';
  run('typecheck', npx, ['tsc', '--noEmit']);
  run('lint', npx, ['eslint', '.']);
  run('boundaries', npx, ['tsx', 'scripts/check-boundaries.ts']);
  run('unit + integration (PGlite)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/reports/vitest-pglite.json']);
  countVitest('test-results/reports/vitest-pglite.json');
  if (await postgresAnswers()) {
    run(
      'integration (PostgreSQL)',
      npx,
      // The embedded-database and DATA_DIR lock files test PGlite's own process rules; they ran above.
      ['vitest', 'run', '--project', 'integration', '--exclude', 'tests/integration/embedded-database.test.ts', '--exclude', 'tests/integration/data-dir-lock.test.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/reports/vitest-postgres.json'],
      { TEST_DB: 'postgres' },
    );
    countVitest('test-results/reports/vitest-postgres.json');
  } else {
    console.log('\nNo PostgreSQL server on 127.0.0.1:5432 and no TEST_DATABASE_URL: the PostgreSQL run is left out.');
  }
  if (run('production build', npx, ['next', 'build'], { NODE_ENV: 'production' })) {
    run('client JavaScript budgets', npx, ['tsx', 'scripts/check-client-js.ts']);
    run('end-to-end (Chromium)', npx, ['playwright', 'test']);
    countPlaywright('test-results/reports/playwright.json');
    // Decisions 041, 049, 050: several production instances on PostgreSQL, faults provoked under load.
    if (await postgresAnswers()) run('faults (several instances on PostgreSQL)', npx, ['tsx', 'scripts/test-faults.ts']);
  }
  console.log('\n━━ summary ━━');
  for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.step} (${result.seconds} s)`);
  const failedSteps = results.filter((result) => !result.ok).length;
  console.log(`\n${counts.passed} passed, ${counts.failed + (counts.failed === 0 && failedSteps > 0 ? failedSteps : 0)} failed`);
  process.exit(failedSteps === 0 ? 0 : 1);
}

void main();

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killEveryChild } from '../tests/faults/support/cluster';
import type { FaultScenario, ScenarioOutcome } from '../tests/faults/support/scenario';
import { databaseOutage } from '../tests/faults/database-outage';
import { halfOpenLeader } from '../tests/faults/half-open-leader';
import { readyBeforeTraffic } from '../tests/faults/ready-before-traffic';
import { postgresAnswers } from './postgres-answers';

/**
 * `npm run test:faults [-- <scenario> …]`: production instances on one PostgreSQL database (decision 041), a fault
 * provoked under load, and what must still hold. Each scenario is a function in tests/faults/<name>.ts, listed
 * below; they run one after the other, each in a directory of its own (kept, with every log, when it fails or with
 * FAULTS_KEEP=1). Needs a production build (`npx next build`), PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and
 * what each scenario says it needs (HAProxy for ready-before-traffic). Exits 1 on any violation.
 */

const SCENARIOS: FaultScenario[] = [readyBeforeTraffic, halfOpenLeader, databaseOutage];

async function runScenario(scenario: FaultScenario, dir: string): Promise<ScenarioOutcome> {
  const say = (line: string) => console.log(`  ${line}`);
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${scenario.limitMs / 1000} s`)), scenario.limitMs);
  });
  try {
    return await Promise.race([scenario.run({ dir, say }), overrun]);
  } catch (error) {
    killEveryChild();
    // The message here, the whole stack with the logs.
    writeFileSync(path.join(dir, 'error.txt'), `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return { summary: [], violations: [`the scenario failed: ${error instanceof Error ? error.message : String(error)}`] };
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    console.error(`No scenario named ${unknown.join(', ')}. The scenarios: ${SCENARIOS.map((scenario) => scenario.name).join(', ')}`);
    return 1;
  }
  if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
    console.error('The fault tests run the production build, and there is none: run `npx next build` first.');
    return 1;
  }
  if (!(await postgresAnswers())) {
    console.error('The fault tests need PostgreSQL: set TEST_DATABASE_URL, or run a server on 127.0.0.1:5432.');
    return 1;
  }
  const chosen = wanted.length > 0 ? SCENARIOS.filter((scenario) => wanted.includes(scenario.name)) : SCENARIOS;
  const root = mkdtempSync(path.join(os.tmpdir(), 'academy-faults-'));
  let failed = 0;
  for (const scenario of chosen) {
    console.log(`\n━━ ${scenario.name}: ${scenario.description}`);
    const dir = path.join(root, scenario.name);
    mkdirSync(dir, { recursive: true });
    const started = performance.now();
    const outcome = await runScenario(scenario, dir);
    for (const line of outcome.summary) console.log(`  ${line}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (outcome.violations.length === 0) {
      console.log(`  ✓ passed in ${seconds} s`);
    } else {
      failed += 1;
      console.log(`  ✗ failed in ${seconds} s, ${outcome.violations.length} violation(s):`);
      for (const violation of outcome.violations.slice(0, 30)) console.log(`    - ${violation}`);
      if (outcome.violations.length > 30) console.log(`    … and ${outcome.violations.length - 30} more`);
      console.log(`  logs and data kept in ${dir}`);
    }
  }
  if (failed === 0 && process.env.FAULTS_KEEP !== '1') rmSync(root, { recursive: true, force: true });
  console.log(failed === 0 ? `\nAll ${chosen.length} fault scenario(s) passed.` : `\n${failed} of ${chosen.length} fault scenario(s) failed.`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    killEveryChild();
    console.error(error);
    process.exit(1);
  },
);

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Where the end-to-end run's time went, read from Playwright's JSON report: every spec file's total and the slowest
 * tests, each with the time limit it runs under, so a test that creeps towards its limit shows before it fails.
 * `npm test` prints it after the journeys; `npx tsx scripts/e2e-timings.ts [report.json]` prints it for any report.
 */

interface ReportResult {
  duration: number;
  status: string;
  retry: number;
  errors?: Array<{ message?: string; location?: { file: string; line: number } }>;
}
interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: Array<{ timeout: number; results: ReportResult[] }>;
}
interface ReportSuite {
  title: string;
  file: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}
interface Report {
  stats: { duration: number; startTime: string };
  suites: ReportSuite[];
}

interface TestTime {
  file: string;
  title: string;
  line: number;
  ms: number;
  timeoutMs: number;
  failed: boolean;
  /** The last try's first error: its first line and where in the spec it was thrown. */
  error?: string;
}

function testTimes(suites: ReportSuite[], titles: string[] = []): TestTime[] {
  return suites.flatMap((suite) => {
    // A file's suite is titled by its path; describe blocks add their titles.
    const path = suite.title === suite.file ? [] : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        file: spec.file,
        title: [...path, spec.title].join(' › '),
        line: spec.line,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        timeoutMs: test.timeout,
        failed: test.results.length > 0 && test.results.every((result) => result.status !== 'passed' && result.status !== 'skipped'),
        error: firstError(test.results.at(-1)),
      })),
    );
    return [...own, ...testTimes(suite.suites ?? [], path)];
  });
}

/**
 * "Error: expect(locator).toHaveText(expected) failed · Locator: … · Expected string: … (at simulator.spec.ts:123)":
 * the message's first three lines (the assertion, its locator, what it expected) without the terminal's colours.
 */
function firstError(result: ReportResult | undefined): string | undefined {
  const error = result?.errors?.[0];
  if (!error) return undefined;
  // eslint-disable-next-line no-control-regex -- Playwright colours its messages for a terminal
  const lines = (error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const where = error.location ? ` (at ${error.location.file.split('/').at(-1)}:${error.location.line})` : '';
  return `${lines.slice(0, 3).join(' · ').slice(0, 400)}${where}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/** Each spec file's summed test time and test count, the slowest first. */
function fileTimes(tests: TestTime[]): Array<[string, { ms: number; count: number }]> {
  const byFile = new Map<string, { ms: number; count: number }>();
  for (const test of tests) {
    const file = byFile.get(test.file) ?? { ms: 0, count: 0 };
    byFile.set(test.file, { ms: file.ms + test.ms, count: file.count + 1 });
  }
  return [...byFile].sort((a, b) => b[1].ms - a[1].ms);
}

/**
 * The `top` heaviest spec files on one line, for the end of `npm test`'s summary: CI shows only the tail of a run,
 * and this is where a slower suite shows first.
 */
export function heaviestSpecs(reportFile: string, top = 8): string {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const files = fileTimes(testTimes(report.suites)).slice(0, top);
  return `heaviest journeys: ${files.map(([file, { ms }]) => `${file} ${Math.round(ms / 1000)} s`).join(', ')}`;
}

/** The report as text: the run's wall-clock time, every file's total (slowest first) and the slowest `top` tests. */
export function slowestSpecs(reportFile: string, top = 15): string {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const tests = testTimes(report.suites);
  const inTests = tests.reduce((sum, test) => sum + test.ms, 0);
  // With several workers the tests' times add up to more than the wall clock: their sum is the work, the wall clock the wait.
  const lines = [`━━ end-to-end time ━━ ${seconds(report.stats.duration).trim()} wall clock, ${seconds(inTests).trim()} in ${tests.length} tests, summed over the workers (the rest of one worker's time: start-up and hooks)`, '', 'per spec file (total, tests):'];
  for (const [file, { ms, count }] of fileTimes(tests)) lines.push(`${seconds(ms)}  ${String(count).padStart(3)}  ${file}`);
  lines.push('', `slowest ${top} tests (time / its limit):`);
  for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    lines.push(`${seconds(test.ms)} / ${Math.round(test.timeoutMs / 1000)} s  ${test.file}:${test.line}  ${test.title}`);
  }
  return lines.join('\n');
}

/**
 * The journeys that failed on every try, as `file:line title` (with the time they took against their limit), each
 * followed by its first error and where it was thrown: CI shows only the tail of a run.
 */
export function failedJourneys(reportFile: string): string[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  return testTimes(report.suites)
    .filter((test) => test.failed)
    .map((test) => `${test.file}:${test.line} ${test.title} (${seconds(test.ms).trim()} / ${Math.round(test.timeoutMs / 1000)} s)${test.error ? `\n      ${test.error}` : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(slowestSpecs(process.argv[2] ?? 'test-results/reports/playwright.json', Number(process.argv[3] ?? 15)));
}

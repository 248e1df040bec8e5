import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedJourneys } from '../../scripts/e2e-timings';

/*
 * CI keeps only the tail of `npm test`'s output, so the summary names each failed journey with why it failed. A
 * report shaped as Playwright's JSON reporter writes it: one passed, one failed on a timed-out assertion.
 */
const report = {
  stats: { duration: 90_000, startTime: '2026-11-28T00:00:00.000Z' },
  suites: [
    {
      title: 'simulator.spec.ts',
      file: 'simulator.spec.ts',
      specs: [
        { title: 'a child buys', file: 'simulator.spec.ts', line: 30, tests: [{ timeout: 120_000, results: [{ duration: 40_000, status: 'passed', retry: 0 }] }] },
        {
          title: 'an order whose answer is lost',
          file: 'simulator.spec.ts',
          line: 272,
          tests: [
            {
              timeout: 60_000,
              results: [
                {
                  duration: 52_800,
                  status: 'failed',
                  retry: 0,
                  errors: [
                    {
                      message:
                        '\u001b[31mError: expect(locator).toHaveCount(expected) failed\u001b[39m\n\nLocator: getByRole(\'region\', { name: \'Waiting orders\' }).locator(\'tbody tr\')\nExpected: 2\nReceived: 1\nTimeout: 10000ms',
                      location: { file: '/ci/tests/e2e/simulator.spec.ts', line: 318 },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the failed journeys in the summary', () => {
  it('names only the failed one, with its time, its limit, its assertion without colours and the line it failed at', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'e2e-report-')), 'playwright.json');
    writeFileSync(file, JSON.stringify(report));
    expect(failedJourneys(file)).toEqual([
      "simulator.spec.ts:272 an order whose answer is lost (52.8 s / 60 s)\n      Error: expect(locator).toHaveCount(expected) failed · Locator: getByRole('region', { name: 'Waiting orders' }).locator('tbody tr') · Expected: 2 (at simulator.spec.ts:318)",
    ]);
  });
});

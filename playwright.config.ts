import { defineConfig } from '@playwright/test';

/** The first app server's port; the run starts one server per worker, on this port and the next ones. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * How many workers, each with its own app server and database (tests/e2e/support/global-setup.ts): a journey keeps
 * one core busy at a time (the server renders, then the browser), so two of them fill the machine's two cores.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Which server this process talks to: a worker's own (Playwright's TEST_PARALLEL_INDEX), the first elsewhere. */
export const E2E_SHARD = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = E2E_BASE_PORT + E2E_SHARD;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Files are shared between the workers; a file's tests run in order in one worker, against that worker's server.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed test keeps its trace (actions, network, DOM snapshots) and a screenshot; no screencast: filming every
    // page of every test kept Chromium's compositor drawing frames on the two cores the journeys share.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The ticker on every page scrolls for ever: animated, it keeps Chromium drawing frames on the two cores the
    // journeys share. The journeys ask for reduced motion, which the product honours (the ticker stands still);
    // tests/e2e/ticker.spec.ts checks the ticker both ways.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium (apt), never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

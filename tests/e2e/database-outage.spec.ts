import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { postgresAnswers } from '../../scripts/postgres-answers';
import { scratchDatabase } from '../support/scratch-database';
import { startTcpProxy } from '../support/tcp-proxy';
import { DEMO, signIn } from './support/fixtures';

/*
 * The database away for a few seconds (decision 049), as a restart or a network cut does: an instance on PostgreSQL
 * reaches it through a proxy the test cuts. A signed-in child's page answers 503 with Retry-After and a calm "We'll
 * be right back" in the child's language, never a 500 and never the sign-in page; an API answers 503 JSON; when the
 * database is back the page loads again by itself, still signed in; and the server never logs an uncaught exception.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3211;

test('a database outage is a 503 and a calm page that comes back by itself, still signed in', async ({ browser }) => {
  expect(await postgresAnswers(), 'a PostgreSQL server on 127.0.0.1:5432 (or TEST_DATABASE_URL), as on these machines and in CI').toBe(true);
  test.setTimeout(180_000);
  const database = await scratchDatabase(ADMIN_URL, 'academy_outage');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed', '--demo'], { env: { ...process.env, DATABASE_URL: database.url }, stdio: 'inherit' });
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const logs = path.resolve('test-results/outage');
  mkdirSync(logs, { recursive: true });
  const logFile = path.join(logs, `${PORT}.log`);
  const url = `http://localhost:${PORT}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      APP_URL: url,
      DATABASE_URL: proxied.toString(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-outage-')),
      AUTH_SECRET: 'outage-test-secret-0123456789-abcdef',
      ALLOW_DEMO_PASSWORDS: 'true',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  try {
    await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] }).toBe(200);
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await signIn(page, DEMO.child.email, DEMO.child.password);
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    // The child reads French: the outage screen must too.
    await page.goto('/settings');
    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    proxy.cut();
    const answer = await page.goto('/dashboard/child');
    expect(answer!.status()).toBe(503);
    expect(answer!.headers()['retry-after']).toBe('5');
    await expect(page.getByRole('heading', { name: 'Nous revenons tout de suite' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    const api = await page.request.get('/api/market/history?symbol=AAPL&range=1d');
    expect(api.status()).toBe(503);
    expect(api.headers()['retry-after']).toBe('5');
    expect(await api.json()).toMatchObject({ code: 'errors.databaseUnavailable', retryAfter: 5 });
    expect((await fetch(`${url}/readyz`)).status).toBe(503);

    // Back: the page loads again by itself, and the child is still signed in.
    proxy.restore();
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Nous revenons tout de suite', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    expect((await page.goto('/dashboard/child'))!.status()).toBe(200);
    await context.close();
    expect(readFileSync(logFile, 'utf8')).not.toMatch(/uncaughtException|unhandledRejection/);
  } finally {
    server.kill('SIGKILL');
    await proxy.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
  }
});

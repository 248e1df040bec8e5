import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAnswers } from '../../scripts/postgres-answers';
import { scratchDatabase } from '../support/scratch-database';
import pg from 'pg';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { DEMO, expect, signIn, test } from './support/fixtures';
import { SERVER_NODE_ARGS } from '../../scripts/server-command';

/*
 * The database away for a few seconds (decision 049), as a restart or a network cut does: an instance on PostgreSQL
 * reaches it through a proxy the test cuts. A signed-in child's page answers 503 with Retry-After and a calm "We'll
 * be right back" in the child's language, never a 500 and never the sign-in page; an API answers 503 JSON; when the
 * database is back the page loads again by itself, still signed in; and the server never logs an uncaught exception.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3211;

interface Scene {
  database: Awaited<ReturnType<typeof scratchDatabase>>;
  proxy: TcpProxy;
  url: string;
  logFile: string;
  /** Starts the instance (again); resolves when it is ready. */
  start(): Promise<ChildProcess>;
  close(): Promise<void>;
}

/** A demo-seeded scratch database, and an instance on `port` that reaches it through a proxy the test controls. */
async function scene(port: number, name: string): Promise<Scene> {
  expect(await postgresAnswers(), 'a PostgreSQL server on 127.0.0.1:5432 (or TEST_DATABASE_URL), as on these machines and in CI').toBe(true);
  const database = await scratchDatabase(ADMIN_URL, `academy_${name}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed', '--demo'], { env: { ...process.env, DATABASE_URL: database.url }, stdio: 'inherit' });
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const logs = path.resolve('test-results/outage');
  mkdirSync(logs, { recursive: true });
  const logFile = path.join(logs, `${port}.log`);
  const log = createWriteStream(logFile);
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-outage-'));
  const servers: ChildProcess[] = [];
  return {
    database,
    proxy,
    url,
    logFile,
    async start() {
      const server = spawn(process.execPath, SERVER_NODE_ARGS, {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          PORT: String(port),
          APP_URL: url,
          DATABASE_URL: proxied.toString(),
          DATA_DIR: dataDir,
          AUTH_SECRET: 'outage-test-secret-0123456789-abcdef',
          ALLOW_DEMO_PASSWORDS: 'true',
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      servers.push(server);
      server.stdout!.pipe(log, { end: false });
      server.stderr!.pipe(log, { end: false });
      await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] }).toBe(200);
      return server;
    },
    async close() {
      for (const server of servers) server.kill('SIGKILL');
      await proxy.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await database.drop();
    },
  };
}

test('a database outage is a 503 and a calm page that comes back by itself, still signed in', async ({ browser }) => {
  test.setTimeout(180_000);
  const { proxy, url, logFile, start, close } = await scene(PORT, 'outage');
  try {
    await start();
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
    await close();
  }
});

test('on an open page the ticker and the bell resume by themselves after a database outage and after the instance restarts', async ({ browser }) => {
  test.setTimeout(240_000);
  const { database, proxy, url, logFile, start, close } = await scene(PORT + 1, 'resume');
  const admin = new pg.Client({ connectionString: database.url });
  try {
    let server = await start();
    await admin.connect();
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await signIn(page, DEMO.child.email, DEMO.child.password);
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    const ticker = page.getByRole('region', { name: /Stock prices/ });
    await expect(ticker.locator('li[data-symbol]').first()).toBeVisible();
    const bell = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Notifications/ });
    // Counts the ticker's changes, and marks this document: a reload would lose the mark.
    await ticker.evaluate((region) => {
      const marked = window as unknown as { tickerChanges: number; sameDocument: boolean };
      marked.tickerChanges = 0;
      marked.sameDocument = true;
      new MutationObserver(() => (marked.tickerChanges += 1)).observe(region, { subtree: true, childList: true, characterData: true });
    });
    const tickerChanges = () => page.evaluate(() => (window as unknown as { tickerChanges: number }).tickerChanges);
    const { rows } = await admin.query<{ id: string }>('select id from users where email = $1', [DEMO.child.email]);
    const childId = rows[0]!.id;
    // A notification written by someone else (a tutor's feedback): the bell hears of it through its stream only.
    const notifyChild = async () => {
      await admin.query(`insert into notifications (recipient_id, type, params, link) values ($1, 'feedback_received', '{"tutor":"Ms Test"}', '/feedback')`, [childId]);
      await admin.query(`select pg_notify('academy_notifications', $1)`, [childId]);
    };
    const resumes = async (what: string) => {
      const before = await tickerChanges();
      await expect.poll(tickerChanges, { message: `the ticker moves again after ${what}`, timeout: 60_000, intervals: [500] }).toBeGreaterThan(before);
      const unread = Number(await bell.getAttribute('data-unread'));
      await notifyChild();
      await expect(bell, `the bell counts a new notification after ${what}`).toHaveAttribute('data-unread', String(unread + 1), { timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    };
    await resumes('nothing (the start)');

    // The database away for 6 s: every connection cut, new ones refused.
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    proxy.restore();
    await resumes('a database outage');

    // The instance stops (its streams end) and starts again on the same port.
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    server = await start();
    await resumes('an instance restart');
    await context.close();
    expect(readFileSync(logFile, 'utf8')).not.toMatch(/uncaughtException|unhandledRejection/);
  } finally {
    await admin.end().catch(() => undefined);
    await close();
  }
});

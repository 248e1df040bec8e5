import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAnswers } from '../../scripts/postgres-answers';
import { scratchDatabase } from '../support/scratch-database';
import { DEMO, expect, signInWithForm, test } from './support/fixtures';
import { SERVER_NODE_ARGS } from '../../scripts/server-command';

/*
 * Decision 043, as an operator meets it: on PostgreSQL the demo accounts come only when asked for; a server start
 * refuses to run while one still opens with its published password, and says which and what to do; once the demo
 * admin is deleted and the others are blocked, a restart serves, never makes the demo admin again, and its published
 * password opens nothing.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3170;
const BASE = `http://localhost:${PORT}`;

function startServer(databaseUrl: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(PORT), APP_URL: BASE, DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-demo-')), SMTP_URL: '', ALLOW_DEMO_PASSWORDS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function ready(child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(`${BASE}/readyz`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not become ready');
}

const runDb = (databaseUrl: string, ...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', ...args], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });

test('on PostgreSQL a start refuses published demo passwords, and a deleted demo admin never comes back', async ({ browser }) => {
  expect(await postgresAnswers(), 'a PostgreSQL server on 127.0.0.1:5432 (or TEST_DATABASE_URL), as on these machines and in CI').toBe(true);
  test.setTimeout(240_000);
  const database = await scratchDatabase(ADMIN_URL, 'academy_demo');
  const servers: ChildProcess[] = [];
  try {
    expect(runDb(database.url, 'seed', '--demo')).toContain(DEMO.admin.email);

    // A production start with the published passwords still working stops, naming every such account.
    const refused = startServer(database.url);
    servers.push(refused.child);
    expect(await exited(refused.child)).toBe(1);
    expect(refused.output()).toContain('Refusing to start');
    for (const account of Object.values(DEMO)) expect(refused.output()).toContain(account.email);

    // The operator deletes the demo admin, and blocks the other demo accounts from the command line.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('delete from auth_users where email = $1', [DEMO.admin.email]);
    } finally {
      await client.end();
    }
    expect(runDb(database.url, 'retire-demo')).toContain(DEMO.parent.email);

    const restarted = startServer(database.url);
    servers.push(restarted.child);
    await ready(restarted.child);
    const page = await (await browser.newContext({ baseURL: BASE })).newPage();
    await signInWithForm(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page.getByText(/match an account/)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      expect((await check.query('select 1 from auth_users where email = $1', [DEMO.admin.email])).rowCount).toBe(0);
    } finally {
      await check.end();
    }
  } finally {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
    await database.drop();
  }
});

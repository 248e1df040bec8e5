import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAnswers } from '../../../scripts/postgres-answers';
import { scratchDatabase } from '../../support/scratch-database';
import { SERVER_NODE_ARGS } from '../../../scripts/server-command';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** An app instance of a spec's own, on a scratch PostgreSQL database the spec may write to while the app runs. */
export interface OwnInstance {
  baseURL: string;
  /** A connection to the instance's database, for what the spec moves behind the app's back (a clock, say). */
  sql: pg.Client;
  stop: () => Promise<void>;
}

async function ready(baseURL: string, timeoutMs: number, exited: () => boolean, logFile: string): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (exited()) throw new Error(`the instance exited during start-up (${logFile})`);
    const answer = await fetch(`${baseURL}/readyz`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the instance was not ready within ${timeoutMs} ms (${logFile})`);
}

/**
 * Seeds a scratch database with the demo accounts and starts the built app on it (production mode, its log in
 * test-results/<name>/server.log). PGlite is locked by the app's process, so only PostgreSQL lets a spec write to the
 * database of a running app.
 */
export async function startOwnInstance(name: string, port: number): Promise<OwnInstance> {
  if (!(await postgresAnswers())) throw new Error('a PostgreSQL server on 127.0.0.1:5432 (or TEST_DATABASE_URL), as on these machines and in CI');
  const baseURL = `http://localhost:${port}`;
  const database = await scratchDatabase(ADMIN_URL, `academy_${name.replace(/\W/g, '_')}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed', '--demo'], { env: { ...process.env, DATABASE_URL: database.url }, stdio: 'inherit' });
  const logs = path.resolve('test-results', name);
  mkdirSync(logs, { recursive: true });
  const logFile = path.join(logs, 'server.log');
  const server: ChildProcess = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      APP_URL: baseURL,
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `academy-${name}-`)),
      ALLOW_DEMO_PASSWORDS: 'true',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const sql = new pg.Client({ connectionString: database.url });
  const stop = async () => {
    await sql.end().catch(() => undefined);
    server.kill('SIGTERM');
    if (!exited) await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
  };
  try {
    await ready(baseURL, 120_000, () => exited, logFile);
    await sql.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, sql, stop };
}

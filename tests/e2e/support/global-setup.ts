import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { E2E_BASE_PORT } from '../../../playwright.config';
import { E2E_ALERT_EMAIL, E2E_ROOT, E2E_STRIPE_WEBHOOK_SECRET, shardPaths } from './paths';
import { startSmtpSink } from '../../support/smtp-sink';
import { SERVER_NODE_ARGS } from '../../../scripts/server-command';

async function waitForServer(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the app server exited during start-up (see its output above)');
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the app server did not answer on ${url} within ${timeoutMs} ms`);
}

/** Runs a child process to its end; rejects if it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`))));
  });
}

/**
 * Starts what the journeys need, once per worker (playwright.config.ts): a real SMTP listener on loopback, a prepared
 * embedded database, and the built app server on its own port (production mode: rate limits and security headers as
 * users get them). A worker's specs see only their server's database and mail, so two workers never meet in the
 * same rows, limits or outbox.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  rmSync(E2E_ROOT, { recursive: true, force: true });
  const shards = Array.from({ length: Math.max(1, config.workers) }, (_, shard) => shard);
  const sinks = await Promise.all(shards.map((shard) => startSmtpSink(shardPaths(shard).mailDir)));
  const servers: Array<{ server: ChildProcess; exited: () => boolean }> = [];
  const stop = async () => {
    await Promise.all(
      servers.map(async ({ server, exited }) => {
        if (exited()) return;
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }),
    );
    await Promise.all(sinks.map((sink) => sink.close()));
  };
  const envOf = (shard: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(E2E_BASE_PORT + shard),
    APP_URL: `http://localhost:${E2E_BASE_PORT + shard}`,
    DATA_DIR: shardPaths(shard).dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${sinks[shard]!.port}`,
    ADMIN_ALERT_EMAIL: E2E_ALERT_EMAIL,
    // Stripe's webhooks only (decision 040): with no secret key, card payments stay off and nothing calls Stripe.
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    // School sign-in's provider runs on loopback, started by its spec on a free port (decision 069).
    SSO_PRIVATE_ISSUERS: 'http://127.0.0.1:*',
    // The shard's paths in prepare.ts, as a worker's (tests/e2e/support/paths.ts).
    TEST_PARALLEL_INDEX: String(shard),
  });
  try {
    await Promise.all(shards.map((shard) => run(process.execPath, ['--import', 'tsx', 'tests/e2e/support/prepare.ts'], envOf(shard), `preparing the e2e database of server ${shard}`)));
    for (const shard of shards) {
      const server = spawn(process.execPath, SERVER_NODE_ARGS, { env: envOf(shard), stdio: ['ignore', 'inherit', 'inherit'] });
      let exited = false;
      server.on('exit', () => {
        exited = true;
      });
      servers.push({ server, exited: () => exited });
    }
    await Promise.all(servers.map(({ exited }, shard) => waitForServer(`http://localhost:${E2E_BASE_PORT + shard}/login`, 90_000, exited)));
  } catch (error) {
    // No teardown runs when global setup throws: a server left running would hold the port for the next run.
    await stop();
    throw error;
  }
  return stop;
}

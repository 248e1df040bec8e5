import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_PORT } from '../../../playwright.config';
import { E2E_ALERT_EMAIL, E2E_DATA_DIR, E2E_MAIL_DIR, E2E_ROOT, E2E_STRIPE_WEBHOOK_SECRET } from './paths';
import { startSmtpSink } from '../../support/smtp-sink';

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

/**
 * Starts what the journeys need: a real SMTP listener on loopback, a prepared embedded database, and the built
 * app server on E2E_PORT (production mode: rate limits and security headers as users get them).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_ROOT, { recursive: true, force: true });
  const smtp = await startSmtpSink(E2E_MAIL_DIR);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(E2E_PORT),
    APP_URL: `http://localhost:${E2E_PORT}`,
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ADMIN_ALERT_EMAIL: E2E_ALERT_EMAIL,
    // Stripe's webhooks only (decision 040): with no secret key, card payments stay off and nothing calls Stripe.
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
  };
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/prepare.ts'], { env, stdio: 'inherit' });
  if (prepared.status !== 0) throw new Error('preparing the e2e database failed');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  try {
    await waitForServer(`http://localhost:${E2E_PORT}/login`, 90_000, () => exited);
  } catch (error) {
    // No teardown runs when global setup throws: a server left running would hold the port for the next run.
    server.kill('SIGTERM');
    await smtp.close();
    throw error;
  }
  return async () => {
    if (!exited) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await smtp.close();
  };
}

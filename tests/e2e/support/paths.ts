import path from 'node:path';
import { E2E_SHARD } from '../../../playwright.config';

/** Where the e2e run keeps each server's embedded database and the mail its SMTP sink received. */
export const E2E_ROOT = path.resolve('test-results/e2e-run');

/** One server's folders: each worker has a server, a database and a mail sink of its own (playwright.config.ts). */
export function shardPaths(shard: number) {
  const root = path.join(E2E_ROOT, `server-${shard}`);
  return {
    dataDir: path.join(root, 'data'),
    mailDir: path.join(root, 'mail'),
    /** Each account's session, made by its first sign-in on this server and reused by loginAs (fixtures.ts). */
    sessionsDir: path.join(root, 'sessions'),
    /** Ids of prepared accounts that a spec must name (tests/e2e/support/prepare.ts writes it). */
    preparedIds: path.join(root, 'prepared-ids.json'),
  };
}

const own = shardPaths(E2E_SHARD);
export const E2E_MAIL_DIR = own.mailDir;
export const E2E_SESSIONS_DIR = own.sessionsDir;
export const E2E_PREPARED_IDS = own.preparedIds;
/** The Stripe webhook secret the e2e server verifies signatures with (decision 040). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_academy_test_secret';
export const E2E_ALERT_EMAIL = 'alerts@e2e.test';

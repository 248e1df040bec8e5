import path from 'node:path';

/** Where the e2e run keeps its embedded database and the mail the SMTP sink received. */
export const E2E_ROOT = path.resolve('test-results/e2e-run');
export const E2E_DATA_DIR = path.join(E2E_ROOT, 'data');
export const E2E_MAIL_DIR = path.join(E2E_ROOT, 'mail');
/** Each account's session, made by its first sign-in of the run and reused by loginAs (tests/e2e/support/fixtures.ts). */
export const E2E_SESSIONS_DIR = path.join(E2E_ROOT, 'sessions');
/** Ids of prepared accounts that a spec must name (tests/e2e/support/prepare.ts writes it). */
export const E2E_PREPARED_IDS = path.join(E2E_ROOT, 'prepared-ids.json');
/** The Stripe webhook secret the e2e server verifies signatures with (decision 040). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_academy_test_secret';
export const E2E_ALERT_EMAIL = 'alerts@e2e.test';

import path from 'node:path';

/** Where the e2e run keeps its embedded database and the mail the SMTP sink received. */
export const E2E_ROOT = path.resolve('test-results/e2e-run');
export const E2E_DATA_DIR = path.join(E2E_ROOT, 'data');
export const E2E_MAIL_DIR = path.join(E2E_ROOT, 'mail');
export const E2E_ALERT_EMAIL = 'alerts@e2e.test';

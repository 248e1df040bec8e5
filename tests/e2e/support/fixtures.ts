import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, request, type APIRequestContext, type APIResponse, type Locator, type Page, type Route } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_SESSIONS_DIR } from './paths';

/**
 * The suite's `test` (every spec imports it from here, not from Playwright; lint holds that): Playwright's own, plus an
 * automatic fixture that closes, when a test ends, every browser context the test opened and left open, whether it
 * forgot to or failed before its own close. A context left open lives for the rest of the run: its pages keep the
 * live ticker animating and its price stream open (most of a core of the two), and Playwright records a trace of
 * every open context in every later test, so every spec after it runs slower. Contexts opened in `beforeAll` belong
 * to the file and are left to its `afterAll`. Playwright's `context` fixture is closed by Playwright before this one.
 */
export const test = base.extend<{ closeContextsLeftOpen: void }>({
  closeContextsLeftOpen: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close({ reason: 'The test ended.' })));
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO = {
  admin: { email: 'admin@academy.local', password: 'academy-admin' },
  parent: { email: 'parent@academy.local', password: 'academy-parent' },
  tutor: { email: 'tutor@academy.local', password: 'academy-tutor' },
  child: { email: 'child@academy.local', password: 'academy-child' },
  // The demo school's admin (decision 061).
  school_admin: { email: 'school@academy.local', password: 'academy-school' },
} as const;

/** Accounts the preparation script creates before the server starts (tests/e2e/support/prepare.ts). */
export const PREPARED = {
  blocked: { email: 'blocked@e2e.test', password: 'blocked-password' },
  oldUnverified: { email: 'old-unverified@e2e.test', password: 'old-unverified-password' },
  toBlock: { email: 'to-block@e2e.test', password: 'to-block-password' },
  /** A parent who reads Arabic, linked to PREPARED_CHILDREN.arabic (the family pages in the right-to-left locale). */
  arabicParent: { email: 'samira@e2e.test', password: 'samira-password', firstName: 'Samira', lastName: 'Arabic' },
  /** Agrees to the account of a child under 13 who registers in tests/e2e/consent.spec.ts (decision 030). */
  consentParent: { email: 'petra@e2e.test', password: 'petra-password', firstName: 'Petra', lastName: 'Consent' },
  /** The tutor and the parent of tests/e2e/tutor-journey.spec.ts (PREPARED_CHILDREN.student's family). */
  journeyTutor: { email: 'tia@e2e.test', password: 'tia-password', firstName: 'Tia', lastName: 'Teacher' },
  studentParent: { email: 'paz@e2e.test', password: 'paz-password', firstName: 'Paz', lastName: 'Parent' },
  /** Watches /notifications while PREPARED_CHILDREN.badger earns a first badge (tests/e2e/notifications.spec.ts). */
  notifiedParent: { email: 'nell@e2e.test', password: 'nell-password', firstName: 'Nell', lastName: 'Notified' },
  /** Signs in from a second browser and changes their e-mail (tests/e2e/notifications.spec.ts, decision 037). */
  securityTutor: { email: 'sid@e2e.test', password: 'sid-password', firstName: 'Sid', lastName: 'Secure' },
  /** Has unread news and a digest due as the server starts (tests/e2e/notifications.spec.ts, decision 036). */
  digestParent: { email: 'dora@e2e.test', password: 'dora-password', firstName: 'Dora', lastName: 'Digest' },
  /** Pays in euros: starts the Family plan by transfer and cancels it (tests/e2e/billing.spec.ts, decision 040). */
  billingParent: { email: 'bea@e2e.test', password: 'bea-password', firstName: 'Bea', lastName: 'Billing' },
  /** Whose card subscription arrives by Stripe's webhook (tests/e2e/billing.spec.ts); id in E2E_PREPARED_IDS. */
  cardTutor: { email: 'cato@e2e.test', password: 'cato-password', firstName: 'Cato', lastName: 'Card' },
} as const;

/**
 * Children made before the server starts (tests/e2e/support/prepare.ts), each with a first name no other account has:
 * the registration form's limit per address (20 an hour) is already used by the specs that test registering.
 */
export const PREPARED_CHILDREN = {
  first: { email: 'quilla@e2e.test', password: 'quilla-password', firstName: 'Quilla', lastName: 'Cacheless' },
  second: { email: 'rasmus@e2e.test', password: 'rasmus-password', firstName: 'Rasmus', lastName: 'Cacheless' },
  journalWriter: { email: 'jade@e2e.test', password: 'jade-password', firstName: 'Jade', lastName: 'Writer' },
  journalOther: { email: 'omar@e2e.test', password: 'omar-password', firstName: 'Omar', lastName: 'Other' },
  linked: { email: 'kai@e2e.test', password: 'kai-password', firstName: 'Kai', lastName: 'Linked' },
  /** The family journey's child (tests/e2e/family-journey.spec.ts): linked, learns, writes, is exported and deleted. */
  journey: { email: 'nia@e2e.test', password: 'nia-password', firstName: 'Nia', lastName: 'Journey' },
  /** Signs out again and again (tests/e2e/logout.spec.ts): logging out ends only the session it is sent from. */
  leaver: { email: 'lou@e2e.test', password: 'lou-password', firstName: 'Lou', lastName: 'Leaver' },
  /** Each takes a first lesson in tests/e2e/learning.spec.ts (new children: no XP, no badge yet). */
  quizzer: { email: 'quinn@e2e.test', password: 'quinn-password', firstName: 'Quinn', lastName: 'Quiz' },
  retrier: { email: 'robin@e2e.test', password: 'robin-password', firstName: 'Robin', lastName: 'Retry' },
  sourceReader: { email: 'sam@e2e.test', password: 'sam-password', firstName: 'Sam', lastName: 'Source' },
  /** Reads Arabic (the profile's language is set when it is made). */
  arabic: { email: 'rania@e2e.test', password: 'rania-password', firstName: 'Rania', lastName: 'Arabic', locale: 'ar' },
  /** Joins PREPARED.journeyTutor's class with PREPARED.studentParent's approval and does an assignment (tests/e2e/tutor-journey.spec.ts). */
  student: { email: 'sol@e2e.test', password: 'sol-password', firstName: 'Sol', lastName: 'Student' },
  /** Earns a first badge while PREPARED.notifiedParent watches (tests/e2e/notifications.spec.ts). */
  badger: { email: 'bo@e2e.test', password: 'bo-password', firstName: 'Bo', lastName: 'Badger' },
  /** Whose first answers are lost on the way (tests/e2e/resend.spec.ts): the page sends again, stored once (decision 049). */
  resender: { email: 'remy@e2e.test', password: 'remy-password', firstName: 'Remy', lastName: 'Resend' },
  /** Owns shares and has traded (tests/e2e/every-page.spec.ts: the simulator with its holdings and trade history). */
  investor: { email: 'ines@e2e.test', password: 'ines-password', firstName: 'Ines', lastName: 'Investor' },
} as const;

export const TEST_PASSWORD = 'e2e-password-123';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/**
 * Signs in through the sign-in form as a person does: opens /login, types, clicks. Only for specs about the form and
 * what it answers (a refused password, a blocked account); the others use signIn, which does the same sign-in
 * without drawing the form.
 */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An attribute value as React writes it into HTML, decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * Signs in as a browser without JavaScript does: reads the sign-in form's hidden fields from /login, posts them with
 * the e-mail and password to the same server action the form calls (the same limits, device cookie, audit and
 * new-sign-in alerts), and keeps the session cookies it answers with in `api`'s cookie jar. Returns where the answer
 * sends to (the dashboard; /blocked or /verify-email for an account that cannot go on). A refused sign-in throws.
 */
async function postSignIn(api: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await api.get('/login');
  expect(login.status(), 'GET /login').toBe(200);
  const form = [...(await login.text()).matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]).find((html) => html.includes('name="password"'));
  if (!form) throw new Error('no sign-in form on /login');
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    if (!input.includes('type="hidden"')) continue;
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[decodeAttribute(name)] = decodeAttribute(/\svalue="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  const origin = new URL(login.url()).origin;
  const answer = await api.post('/login', { multipart: { ...fields, email, password }, headers: { Origin: origin }, maxRedirects: 0 });
  const location = answer.headers()['location'];
  if (answer.status() !== 303 || !location) {
    const said = /role="alert"[^>]*>([^<]*)</.exec(await answer.text())?.[1];
    throw new Error(`signing ${email} in was refused (HTTP ${answer.status()}${said ? `: ${said}` : ''}); to test the form's answer, use signInWithForm`);
  }
  return new URL(location, origin).href;
}

/**
 * Signs in in the page's own context, as signInWithForm does but without drawing the form (postSignIn), and opens
 * the page the answer sends to. Drawing and hydrating the sign-in page in Chromium at each of the suite's hundred-odd
 * sign-ins was much of a short spec's time. For a spec about signing in itself (a new session each time: logging out
 * ends only the session it is sent from, the new-sign-in alert, the audit of a sign-in); the others use loginAs.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await postSignIn(page.request, email, password));
}

/** A session kept for the run: the cookies one sign-in answered with, and the page it opened. */
interface KeptSession {
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  landing: string;
}

function keptSessionFile(email: string): string {
  return path.join(E2E_SESSIONS_DIR, `${email}.json`);
}

/**
 * Signs `account` in and opens the page the sign-in sends to in `page`, keeping the session (a Playwright storage
 * state) in test-results/e2e-run/sessions/, which global setup empties. The sign-in itself runs in a request context
 * of its own (postSignIn), so no cookie of the test that asked first goes into the kept session.
 */
async function signInAndKeep(page: Page, account: { email: string; password: string }): Promise<void> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const location = await postSignIn(api, account.email, account.password);
    const { cookies } = await api.storageState();
    await page.context().addCookies(cookies);
    await page.goto(location);
    const session: KeptSession = { cookies, landing: page.url() };
    mkdirSync(E2E_SESSIONS_DIR, { recursive: true });
    // Written whole, then renamed: another worker reads either no file or a complete one.
    const file = keptSessionFile(account.email);
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(session));
    renameSync(`${file}.${process.pid}`, file);
  } finally {
    await api.dispose();
  }
}

/**
 * Opens `account`'s landing page (their dashboard) signed in, in the page's context, with the session the account's
 * first loginAs of the run made (signInAndKeep): the same signed session cookie the server set, so the server checks
 * it as any other, and one sign-in per account and run instead of one per test. A kept session that a test ended since
 * (a logout, a block) lands elsewhere than it did (/login): then the account signs in afresh and that session is kept.
 * For accounts the suite signs in again and again (the demo accounts); specs about signing in itself use signIn or
 * signInWithForm.
 */
export async function loginAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const file = keptSessionFile(account.email);
  if (existsSync(file)) {
    const session = JSON.parse(readFileSync(file, 'utf8')) as KeptSession;
    await page.context().addCookies(session.cookies);
    await page.goto(session.landing);
    if (page.url() === session.landing) return;
  }
  await signInAndKeep(page, account);
}

interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  /** A notification e-mail's one-click unsubscribe (RFC 8058), as sent. */
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
}

/** Waits for a message to `to` (received by the loopback SMTP sink) whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(E2E_MAIL_DIR).sort()) {
      const mail = JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as StoredMail;
      if (mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about "${subject}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function linkIn(mail: StoredMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathPrefix.replace('?', '\\?')}[^\\s]*`).exec(mail.text);
  expect(match, `a ${pathPrefix} link in "${mail.subject}"`).not.toBeNull();
  return match![0];
}

/** Signs a prepared child in and waits for their dashboard. */
export async function signInChild(page: Page, child: { email: string; password: string }): Promise<void> {
  await signIn(page, child.email, child.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
}

/** Registers a new child of 15 through the form and waits for their dashboard; returns the e-mail. */
export async function registerChild(page: Page, firstName: string, lastName = 'Tester'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto('/register');
  await page.getByLabel('Year of birth').selectOption(String(new Date().getUTCFullYear() - 15));
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Registering signs nobody in (decision 018); a new account may sign in before confirming its address.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  return email;
}

/**
 * Sends an intercepted request on to the server (Playwright's `route.fetch`), once more if the connection it reused
 * had just been closed by the server's keep-alive time-out (ECONNRESET before any answer): the request never
 * reached the app then, and the writes these tests send carry an idempotency key anyway.
 */
export async function fetchThrough(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch();
  }
}

/**
 * Saves through the form's server action and waits for its answer. The toast alone does not say which save it
 * confirms: the first save's toast is still on screen when the second is clicked, and on a busy machine the page was
 * read before the second save had committed.
 */
export async function saveThroughAction(page: Page, button: Locator, message: string): Promise<void> {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined);
  await button.click();
  expect((await answer).ok()).toBe(true);
  await expect(page.getByText(message).first()).toBeVisible();
}

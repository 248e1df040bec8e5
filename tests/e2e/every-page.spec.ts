import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { DEMO, expect, PREPARED_CHILDREN, signIn, test } from './support/fixtures';
import { axeViolations, holdStill } from './support/axe';
import { builtPages, NOT_CRAWLED, overflowProblems, routeMatcher, VISITS, type Crawler, type Visit } from './support/every-page';

/*
 * Every page of every role, in English, French and Arabic, opened once each (the list: tests/e2e/support/every-page.ts):
 *  - no sideways scroll at 375 px (the narrowest phone we support), nor at 320 px (a phone at 200 % text size), and no
 *    table cut off at 1280 px;
 *  - axe-core finds no serious or critical violation with the WCAG 2.2 AA tags in English, French and Arabic (right
 *    to left), in light; and in dark for colour contrast in English (dark mode changes colours only, the same in
 *    every language);
 *  - the HTML the server sent for the page is kept, and the W3C Nu HTML checker reads each role's pages once its crawl
 *    ends (beside the next crawl); the last test reads its reports: no error but React's `action=""` on server-action
 *    forms (../shared/STACK.md).
 * The language is switched as the product does: a visitor's language cookie, a signed-in person's saved setting.
 */

const LOCALES = ['en', 'fr', 'ar'] as const;
type Locale = (typeof LOCALES)[number];
const HTML_DIR = path.resolve('test-results/every-page-html');
const ACCOUNTS = { child: DEMO.child, investor: PREPARED_CHILDREN.investor, parent: DEMO.parent, tutor: DEMO.tutor, admin: DEMO.admin, school_admin: DEMO.school_admin } as const;
/** The checker the vnu-jar package brings (pinned in package.json); it runs on Java. */
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 375, height: 800 } });

test('the crawl accounts for every page of the build', () => {
  // The first test: the served HTML of this run only (the Nu checker reads the whole folder at the end).
  rmSync(HTML_DIR, { recursive: true, force: true });
  mkdirSync(HTML_DIR, { recursive: true });
  const crawled = new Set(Object.values(VISITS).flatMap((visits) => visits.map((visit) => visit.route)));
  const built = builtPages();
  expect(built.length).toBeGreaterThan(40);
  expect(built.filter((route) => !crawled.has(route) && !(route in NOT_CRAWLED)), 'pages no crawler opens and no reason says why').toEqual([]);
  expect([...crawled, ...Object.keys(NOT_CRAWLED)].filter((route) => !built.includes(route)), 'routes the build does not have').toEqual([]);
});

/**
 * The crawl's checks, run on a page made with the faults they look for: each can fail. (The Nu HTML checker's own
 * proof is a faulty file it reads with the crawl's, in the last test.)
 */
test('the checks each page goes through find a page too wide at 320 px, an image with no text and poor contrast in dark', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Faults</title><style>body { margin: 0 } p { color: #000; background: #fff } .dark p { color: #777; background: #888 }</style></head>` +
      `<body><main id="main"><div style="width: 360px">Fits 375 px, not 320 px.</div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><p>Dark only: grey on grey.</p></main></body></html>`,
  );
  expect(await widthProblems(page)).toEqual([expect.stringMatching(/^at 320 px: the page is 360 px wide in 320 px/), 'at 320 px: #main is 360 px wide in 320 px']);
  const problems = await axeProblems(page, ['light', 'dark']);
  expect(problems.filter((problem) => problem.startsWith('(light): ')).map((problem) => problem.split(' ')[2])).toEqual(['image-alt']);
  expect(problems.filter((problem) => problem.startsWith('(dark): ')).map((problem) => problem.split(' ')[2])).toEqual(['color-contrast']);
});

/**
 * The Nu HTML checker's runs, each over one crawler's pages, started as that crawl ends: Java reads them while the
 * browser crawls the next role. The last test reads their reports, and itself checks the files none of them read (all
 * of them when Playwright has restarted the worker after a failed test, which forgets these).
 */
const nuRuns: { files: string[]; report: Promise<string> }[] = [];

/** The Nu checker's JSON report on `files`, errors only. */
function nuReport(files: string[]): Promise<string> {
  // vnu exits 1 when it finds an error; its JSON report is on stderr either way.
  return promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--skip-non-html', ...files], { maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done.stderr,
    (failed: { stderr?: string }) => failed.stderr ?? '',
  );
}

/** Sets the signed-in person's language on /settings, as they would. */
async function saveLanguage(page: Page, locale: Locale): Promise<void> {
  await page.goto('/settings');
  const form = page.locator('form').filter({ has: page.locator('select#locale') });
  await form.locator('select#locale').selectOption(locale);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(form.locator('select#locale')).toHaveValue(locale);
}

/** Fills the URL of each visit: the concrete one, or the first link to that route on a page opened before it. */
function urlOf(visit: Visit, linksSeen: string[]): string {
  if (visit.url) return visit.url;
  const matcher = routeMatcher(visit.route);
  const found = linksSeen.find((href) => matcher.test(href.split(/[?#]/)[0]!));
  if (!found) throw new Error(`no link to ${visit.route} on the pages opened before it`);
  return found;
}

/**
 * The page at 375 px (as loaded), 320 and 1280 px: each width set on the loaded page, whose layout is measured at
 * once (reading the sizes lays the page out at the new width).
 */
async function widthProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 320, 1280]) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    found.push(...(await overflowProblems(page)).map((problem) => `at ${width} px: ${problem}`));
  }
  return found;
}

/**
 * axe on the page as it stands, light with every rule of the tags; dark for contrast only (dark mode changes colours,
 * nothing else, and the colours are the same in every language). The class is toggled after hydration, as the
 * settings form does, so one navigation serves both.
 */
async function axeProblems(page: Page, modes: readonly ('light' | 'dark')[]): Promise<string[]> {
  // The ticker scrolls; axe measures a still page.
  await holdStill(page);
  const found: string[] = [];
  for (const mode of modes) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark');
    const violations = await axeViolations(page, mode === 'dark' ? { type: 'rule', values: ['color-contrast'] } : { type: 'tag', values: AXE_TAGS });
    found.push(...violations.map((violation) => `(${mode}): ${violation}`));
  }
  return found;
}

/**
 * The page as the server sends it, with the browser's cookies. Retried once when the connection was reset: the
 * request context may reuse a kept-alive socket the server has just closed.
 */
async function crawl(page: Page, crawler: Crawler, locale: Locale, urls: Map<string, string>): Promise<string[]> {
  const found: string[] = [];
  const linksSeen: string[] = [];
  for (const visit of VISITS[crawler]) {
    const key = `${visit.route} ${visit.url ?? ''}`;
    const url = urls.get(key) ?? urlOf(visit, linksSeen);
    urls.set(key, url);
    const where = `${crawler} ${locale} ${url}`;
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto(url);
    const status = response?.status() ?? 0;
    // /blocked and /unauthorized answer 403 with their page; the not-found page 404.
    const expected = visit.route === '/_not-found' ? status === 404 : status !== 404 && status < 500;
    if (!expected) {
      found.push(`${where}: answered ${status}`);
      continue;
    }
    await expect(page.locator('html'), where).toHaveAttribute('lang', locale);
    if (locale === 'en') linksSeen.push(...(await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))));

    found.push(...(await widthProblems(page)).map((problem) => `${where} ${problem}`));
    // What the server sent, for the Nu HTML checker at the end.
    writeFileSync(path.join(HTML_DIR, `${encodeURIComponent(`${crawler} ${locale} ${url}`)}.html`), await response!.body());
    found.push(...(await axeProblems(page, locale === 'en' ? ['light', 'dark'] : ['light'])).map((problem) => `${where} ${problem}`));
  }
  return found;
}

for (const crawler of Object.keys(VISITS) as Crawler[]) {
  test(`${crawler}: every page fits 375 and 320 px and has no serious accessibility violation, in ${LOCALES.join(', ')}`, async ({ page, context, baseURL }) => {
    // Signing in and saving the language twice, then English again, before and after the pages: a fixed part that a
    // crawler of one page (the investor's /simulator) had used up on two busy cores.
    test.setTimeout(45_000 + 3 * 8_000 * VISITS[crawler].length);
    const urls = new Map<string, string>();
    const found: string[] = [];
    if (crawler === 'visitor') {
      for (const locale of LOCALES) {
        await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
        found.push(...(await crawl(page, crawler, locale, urls)));
      }
    } else {
      const account = ACCOUNTS[crawler];
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard\//);
      try {
        for (const locale of LOCALES) {
          if (locale !== 'en') await saveLanguage(page, locale);
          found.push(...(await crawl(page, crawler, locale, urls)));
        }
      } finally {
        // Other specs sign these accounts in and read English.
        await page.setViewportSize({ width: 1280, height: 800 });
        await saveLanguage(page, 'en');
      }
    }
    const files = readdirSync(HTML_DIR)
      .filter((file) => file.startsWith(encodeURIComponent(`${crawler} `)))
      .map((file) => path.join(HTML_DIR, file));
    nuRuns.push({ files, report: nuReport(files) });
    expect(found).toEqual([]);
  });
}

test('the W3C Nu HTML checker finds no error in the served pages but React’s empty form action', async () => {
  test.setTimeout(180_000);
  // The checker's proof that it finds errors, read with the crawl's pages: an image with no text, and React's empty
  // form action, which alone is let through.
  writeFileSync(path.join(HTML_DIR, `${encodeURIComponent('checker self-test')}.html`), '<!doctype html><html lang="en"><head><title>Faults</title></head><body><form action=""><img src="a.png"></form></body></html>');
  const files = readdirSync(HTML_DIR).map((file) => path.join(HTML_DIR, file));
  expect(files.length, 'pages kept by the crawl').toBeGreaterThan(100);
  const read = new Set(nuRuns.flatMap((run) => run.files));
  const reports = await Promise.all([...nuRuns.map((run) => run.report), nuReport(files.filter((file) => !read.has(file)))]);
  const messages = reports.flatMap((report) => (JSON.parse(report) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] }).messages);
  const errors = messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    // React 19 writes action="" on a form whose action is a server function: the framework's, not ours.
    .filter((message) => !/^Bad value “” for attribute “action” on element “form”/.test(message.message))
    .map((message) => `${message.url ? decodeURIComponent(path.basename(fileURLToPath(message.url), '.html')) : '(no file)'}, line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` — ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}` : ''}`);
  expect(errors.filter((error) => error.startsWith('checker self-test,')).map((error) => error.split(': ')[1])).toEqual([expect.stringMatching(/^An “img” element must have an “alt” attribute/)]);
  expect(errors.filter((error) => !error.startsWith('checker self-test,'))).toEqual([]);
});

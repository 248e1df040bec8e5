import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, loginAs, PREPARED_CHILDREN, saveThroughAction, signIn, test } from './support/fixtures';

/*
 * What the browser may keep: a page for a visitor without a session may stay in its cache and back/forward cache
 * (checked again before reuse); a signed-in page never. And the largest picture of /courses loads at once.
 *
 * What the server keeps (decision 020): public pages for visitors without a session, answered from memory with a
 * nonce of their own, and started again on the next request after an admin's edit of what they show.
 */

/** An anonymous visitor's page, read twice so that the second comes from the server's memory. */
async function anonymousPage(request: APIRequestContext, path: string, cookie?: string): Promise<string> {
  const headers = cookie ? { cookie } : undefined;
  await request.get(path, { headers });
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function signedInAdmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  return admin;
}

test('every answer of a kept page carries its own nonce, the one its Content-Security-Policy names', async ({ request }) => {
  const nonces = new Set<string>();
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await request.get('/about');
    const policy = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(policy).toBeTruthy();
    const html = await response.text();
    const inPage = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([policy]));
    nonces.add(policy!);
  }
  expect(nonces.size).toBe(3);
});

test("a course edit and a rate edit show on the next anonymous request after they are saved", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await signedInAdmin(browser);
  const run = Date.now().toString(36);
  const summary = `Coins, notes and what they are for (${run})`;
  const description = `Where money comes from and where it goes (${run})`;

  // The course: the catalogue shows its summary, its page its description.
  expect(await anonymousPage(request, '/courses')).not.toContain(summary);
  expect(await anonymousPage(request, '/courses/money-basics')).not.toContain(description);
  await admin.goto('/admin/courseeditor');
  await admin.getByRole('link', { name: 'Money Basics', exact: true }).first().click();
  const originals = { summary: await admin.getByLabel('Summary', { exact: true }).inputValue(), description: await admin.getByLabel('Description', { exact: true }).inputValue() };
  const saveCourse = async (fields: { summary: string; description: string }) => {
    await admin.getByLabel('Summary', { exact: true }).fill(fields.summary);
    await admin.getByLabel('Description', { exact: true }).fill(fields.description);
    await saveThroughAction(admin, admin.getByRole('button', { name: 'Save changes' }), 'Course saved.');
  };
  await saveCourse({ summary, description });
  expect(await (await request.get('/courses')).text()).toContain(summary);
  expect(await (await request.get('/courses/money-basics')).text()).toContain(description);
  await saveCourse(originals);
  expect(await (await request.get('/courses')).text()).not.toContain(summary);
  expect(await (await request.get('/courses/money-basics')).text()).not.toContain(description);

  // The theme is read for signed-in pages only (spec "Theme loading"), and those are never kept: theme.spec.ts.

  // A rate: the ticker's prices for a visitor who chose yen.
  const yen = 'academy-currency=JPY';
  expect(await anonymousPage(request, '/privacy', yen)).toContain('Prices in JPY at 151.4 per US dollar');
  await admin.goto('/admin/settings/adminsettings');
  const rate = admin.getByLabel('Units of JPY per US dollar');
  const saveRate = rate.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' });
  await rate.fill('100');
  await saveThroughAction(admin, saveRate, 'Exchange rate saved.');
  expect(await (await request.get('/privacy', { headers: { cookie: yen } })).text()).toContain('Prices in JPY at 100 per US dollar');
  await rate.fill('151.4');
  await saveThroughAction(admin, saveRate, 'Exchange rate saved.');
  expect(await (await request.get('/privacy', { headers: { cookie: yen } })).text()).toContain('Prices in JPY at 151.4 per US dollar');
  await admin.context().close();
});

test("a signed-in page is never kept: two children each see their own, and a visitor without a session sees neither's", async ({ browser, request }) => {
  const pages: Page[] = [];
  const children = [PREPARED_CHILDREN.first, PREPARED_CHILDREN.second];
  const names = children.map((child) => child.firstName);
  for (const child of children) {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, child.email, child.password);
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    pages.push(page);
  }
  for (let round = 0; round < 2; round += 1) {
    for (const [index, page] of pages.entries()) {
      await page.goto('/courses');
      await expect(page.getByRole('banner').getByRole('link', { name: 'My profile' })).toHaveAttribute('title', names[index]!);
      expect(await page.content()).not.toContain(names[1 - index]!);
    }
  }
  const anonymous = await anonymousPage(request, '/courses');
  for (const name of names) expect(anonymous).not.toContain(name);
  for (const page of pages) await page.context().close();
});

test('public pages may be kept by the browser; signed-in pages never', async ({ page, request }) => {
  for (const path of ['/', '/courses', '/about', '/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
  }
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  for (const path of ['/dashboard/child', '/courses', '/about']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
});

test("the first course's picture on /courses loads at once, the others when scrolled to", async ({ page }) => {
  await page.goto('/courses');
  const pictures = page.locator('main li img');
  expect(await pictures.count()).toBeGreaterThan(1);
  await expect(pictures.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
});

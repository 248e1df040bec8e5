import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, test } from './support/fixtures';

const footer = (page: Page) => page.getByRole('contentinfo');
const switcher = (page: Page) => footer(page).getByRole('form', { name: 'Language and currency' });
const tickerPrices = (page: Page) => page.getByRole('region', { name: /./ }).first().locator('li[data-symbol] [data-price]');

test("the academy's logo is the favicon and the app icons, linked from every page's head", async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);

  await page.goto('/about');
  const icons = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]').evaluateAll((links) =>
    links.map((link) => ({ rel: link.getAttribute('rel'), href: link.getAttribute('href') })),
  );
  expect(icons.map((icon) => icon.rel)).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon']));
  for (const icon of icons) expect((await request.get(icon.href!)).status(), icon.href!).toBe(200);
});

test("the default theme's colours come with the stylesheet: no page repeats them inline", async ({ page, request }) => {
  // A stored theme is added inline for signed-in users (theme.spec.ts); visitors always get the defaults (spec 4).
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('theme-settings');
  expect(html).not.toContain('--page-background:');
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 250, 252)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).toBe('#2563eb');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
});

test('signed out, the footer offers Get Started and the language and currency switcher; signed in, neither', async ({ page }) => {
  await page.goto('/about');
  await expect(footer(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(switcher(page)).toBeVisible();

  await loginAs(page, DEMO.parent);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await expect(footer(page).getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(switcher(page)).toHaveCount(0);
});

for (const javaScript of [true, false]) {
  test(`a signed-out visitor picks Français and EUR and gets the home page in French with euro prices (JavaScript ${javaScript ? 'on' : 'off'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto('/');
    await expect(tickerPrices(page).first()).toHaveText(/^\$[\d,]+\.\d{2}$/);

    await switcher(page).getByLabel('Language').selectOption({ label: 'Français' });
    await switcher(page).getByLabel('Currency').selectOption('EUR');
    await switcher(page).getByRole('button', { name: 'Apply' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Comprendre l’argent, une aventure après l’autre.' })).toBeVisible();
    // French writes euros as 20,62 €: a decimal comma, the symbol after the number.
    const prices = await tickerPrices(page).allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\d[\d\s\u00a0\u202f]*,\d{2}\s€$/);
    // The form now shows what was chosen, in French.
    await expect(footer(page).getByRole('form', { name: 'Langue et devise' }).getByLabel('Devise')).toHaveValue('EUR');

    // Spec 4 / 9: the choice is kept in cookies for 365 days, and the next page keeps it.
    const cookies = await context.cookies();
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 60 * 60;
    for (const [name, value] of [['NEXT_LOCALE', 'fr'], ['academy-currency', 'EUR']] as const) {
      const cookie = cookies.find((candidate) => candidate.name === name);
      expect(cookie?.value, name).toBe(value);
      expect(Math.abs(cookie!.expires - yearFromNow), `${name} expiry`).toBeLessThan(120);
    }
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });
}

test('the switcher refuses a language or currency the academy does not offer, and changes nothing', async ({ page }) => {
  await page.goto('/');
  // After hydration: React sets a select's chosen option when it hydrates, which would undo the option added here.
  await page.waitForLoadState('networkidle');
  await switcher(page).locator('select[name="currency"]').evaluate((select) => {
    const option = document.createElement('option');
    option.value = 'XYZ';
    option.textContent = 'XYZ';
    select.append(option);
    (select as HTMLSelectElement).value = 'XYZ';
  });
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await switcher(page).getByRole('button', { name: 'Apply' }).click();
  expect((await answered).status()).toBeLessThan(500);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'academy-currency')).toBeUndefined();
  await expect(tickerPrices(page).first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
});

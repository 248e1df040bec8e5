import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeViolations, holdStill } from './support/axe';
import { DEMO, expect, loginAs, PREPARED_CHILDREN, test } from './support/fixtures';

/*
 * axe-core on pages in a given state. Every page of every role, as it opens, is checked in tests/e2e/every-page.spec.ts
 * (three languages, WCAG 2.2 AA tags); here, a page after a journey brought it somewhere no link opens.
 */

/**
 * Opens the page once and runs axe in light mode and then in dark mode (the `dark` class toggled after hydration, so
 * React does not undo it): one navigation for both, which halves the run of this file.
 */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The ticker scrolls; axe measures a still page.
  await holdStill(page);
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
    found.push(...(await axeViolations(page, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).map((violation) => `${mode} ${path}: ${violation}`));
  }
  return found;
}

test(`the child's journal has no serious accessibility violations in the right-to-left locale (light and dark)`, async ({ page }) => {
  // A child who reads Arabic, with an entry that brings kind help.
  await loginAs(page, PREPARED_CHILDREN.arabic);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await page.goto('/journal');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = 'يوم في المدرسة';
  await page.getByLabel('العنوان', { exact: true }).fill(title);
  await page.getByRole('group', { name: 'بماذا تشعر؟' }).locator('label').filter({ hasText: 'حزين' }).click();
  await page.getByLabel('ماذا حدث؟ وبماذا فكّرت؟').fill('هناك ولد يتنمر علي كل يوم.');
  await page.getByRole('button', { name: 'احفظ الصفحة' }).click();
  await expect(page.getByRole('article', { name: title }).getByRole('complementary')).toBeVisible();
  expect(await violations(page, '/journal')).toEqual([]);
  await expect(page.getByRole('heading', { name: 'مذكراتي', level: 1 })).toBeVisible();
});

/**
 * axe's rules that the serious/critical filter above lets through or that need a page in a given state: headings that
 * skip a level (heading-order is "moderate") and text contrast, on the page as it is now, in light and then dark mode.
 */
async function ruleViolations(page: Page, rules: string[], include?: string): Promise<string[]> {
  await holdStill(page);
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark');
    let builder = new AxeBuilder({ page }).withRules(rules);
    if (include) builder = builder.include(include);
    const results = await builder.analyze();
    const path = new URL(page.url()).pathname;
    found.push(...results.violations.map((violation) => `${mode} ${path}: ${violation.id} on ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`));
  }
  return found;
}

test("the chart's loading words keep their contrast while the chart loads (light and dark)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  // Held on purpose: the price history (the chart dims its old candles while it loads) and the chart library's
  // script, which the page fetches when the chart comes near the screen. The loading words stay on screen.
  let holdScripts = false;
  await page.route('**/api/market/history**', () => undefined);
  await page.route('**/_next/static/chunks/**', (route) => (holdScripts ? undefined : route.continue()));
  await page.goto('/simulator?stock=KO');
  // Hydrated (the live list says so), with the price history still on its way.
  await expect(page.getByRole('region', { name: 'The market' }).getByRole('status')).toHaveText('Live prices');
  holdScripts = true;
  const chart = page.locator('#stock-detail');
  await chart.scrollIntoViewIfNeeded();
  // The words on the chart (a hidden live region says them too).
  await expect(chart.locator('span').filter({ hasText: /^Loading the chart…$/ })).toBeVisible();
  expect(await ruleViolations(page, ['color-contrast'], '#stock-detail')).toEqual([]);
});

test("a tutor's New mark on a child's reply is readable (light and dark)", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loginAs(page, DEMO.tutor);
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
  await page.goto('/feedback');
  const student = page.locator('li[data-feedback-student]').first();
  const studentName = (await student.getAttribute('data-feedback-student'))!;
  await student.getByRole('link', { name: studentName }).click();
  await expect(page.getByRole('heading', { name: studentName, level: 1 })).toBeVisible();
  const thread = page.url();
  await page.getByLabel('Message').fill('Well done on your last lesson!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sent.', { exact: true })).toBeVisible();

  // The child replies from the dashboard; the tutor's thread marks the reply as new.
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await loginAs(child, DEMO.child);
  await expect(child).toHaveURL(/\/dashboard\/child$/);
  const feedback = child.locator('[data-my-feedback]');
  await feedback.getByLabel(/^Reply to /).first().fill('Thank you!');
  await feedback.getByRole('button', { name: 'Send' }).first().click();
  await expect(child.getByText('Sent to your tutor.')).toBeVisible();
  await childContext.close();

  await page.goto(thread);
  const reply = page.locator('li[data-message-author="child"][data-unread]').last();
  await expect(reply).toContainText('Thank you!');
  await expect(reply.getByText('New', { exact: true })).toBeVisible();
  expect(await ruleViolations(page, ['color-contrast', 'heading-order'])).toEqual([]);
});

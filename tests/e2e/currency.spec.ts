import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, registerChild, saveThroughAction, test } from './support/fixtures';

const ticker = (page: Page) => page.getByRole('region', { name: /Stock prices/ });
const priceOf = (page: Page, symbol: string) => ticker(page).locator(`li[data-symbol="${symbol}"] [data-price]`);

async function chooseCurrency(page: Page, currency: string): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Show money in').selectOption(currency);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved.')).toBeVisible();
  await page.reload();
}

test('a currency switch changes every amount, with the rate and its date; an admin rate edit follows', async ({ page, browser }) => {
  await registerChild(page, 'Cora', 'Cents');
  await expect(priceOf(page, 'INTC')).toHaveText('$22.41');

  await chooseCurrency(page, 'EUR');
  // 22.41 USD × 0.92 = 20.6172 → €20.62
  await expect(priceOf(page, 'INTC')).toHaveText('€20.62');
  const prices = await ticker(page).locator('li[data-symbol] [data-price]').allTextContents();
  expect(prices).toHaveLength(25);
  for (const price of prices) expect(price).toMatch(/^€[\d,]+\.\d{2}$/);
  await expect(ticker(page).locator('[data-rate-note]')).toHaveText('Prices in EUR at 0.92 per US dollar, rate of Nov 20, 2026.');

  await chooseCurrency(page, 'JPY');
  await expect(priceOf(page, 'INTC')).toHaveText('¥3,393'); // 22.41 × 151.4 = 3392.874

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  await admin.goto('/admin/settings/adminsettings');
  const saveRate = admin.getByLabel('Units of JPY per US dollar').locator('xpath=ancestor::form').getByRole('button', { name: 'Save' });
  await admin.getByLabel('Units of JPY per US dollar').fill('100');
  await saveThroughAction(admin, saveRate, 'Exchange rate saved.');

  await page.reload();
  await expect(priceOf(page, 'INTC')).toHaveText('¥2,241');

  // The rate goes back before the next journey of this worker reads it.
  await admin.getByLabel('Units of JPY per US dollar').fill('151.4');
  await saveThroughAction(admin, saveRate, 'Exchange rate saved.');
  await adminContext.close();
});

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SEED_STOCKS } from '../../../src/db/seed-data';
import { DEMO, signIn } from './fixtures';

/*
 * The admin's side of the simulator journeys, through /admin/marketeditor/marketdata as an admin uses it: pause or
 * resume the market, set a stock's prices, edit its model. Each step waits for the page's own answer (the toast).
 */

export const MARKET_EDITOR = '/admin/marketeditor/marketdata';

export interface MarketAdmin {
  context: BrowserContext;
  page: Page;
}

/** Signs the demo admin in, in a context of their own, on the market editor. */
export async function openMarketEditor(browser: Browser): Promise<MarketAdmin> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(MARKET_EDITOR);
  await expect(page.getByRole('heading', { name: 'Market data', level: 1 })).toBeVisible();
  return { context, page };
}

/** A toast (or any text) with exactly this text is shown. */
async function expectAnswer(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Resumes or pauses the market with the editor's button and waits until the page shows the new state. */
export async function setMarketRunning(page: Page, running: boolean): Promise<void> {
  const state = page.locator('[data-market-state]');
  if ((await state.getAttribute('data-market-state')) === (running ? 'running' : 'paused')) return;
  await page.getByRole('button', { name: running ? 'Resume the market' : 'Pause the market' }).click();
  await expectAnswer(page, running ? 'The market is running again.' : 'The market is paused: prices stand still.');
  await expect(state).toHaveAttribute('data-market-state', running ? 'running' : 'paused');
}

/** Sets a stock's current and base price (USD) with the row's "Set prices" form. */
export async function setStockPrice(page: Page, symbol: string, current: string, base: string): Promise<void> {
  const currentInput = page.getByLabel(`Current price of ${symbol}`, { exact: true });
  await currentInput.fill(current);
  await page.getByLabel(`Base price of ${symbol}`, { exact: true }).fill(base);
  await currentInput.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
  await expectAnswer(page, `${symbol} saved.`);
}

/** Edits a stock's random model (yearly volatility σ and drift μ) with its Edit form. */
export async function setStockModel(page: Page, symbol: string, volatility: string, drift: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${symbol}`, exact: true }).click();
  const form = page.getByRole('form', { name: `Edit ${symbol}` });
  await form.getByLabel('Volatility σ (per year)').fill(volatility);
  await form.getByLabel('Drift μ (per year)').fill(drift);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectAnswer(page, `${symbol} saved.`);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
}

const decimal = (value: string) => Number(value).toString();

/**
 * Puts every seeded stock back on its seeded current and base price (other journeys, the ticker's among them,
 * assert those), then checks the editor shows all of them so. Call it with the market paused. A tick that was
 * already under way when the market paused can still land after a first pass, hence the second look.
 */
export async function restoreSeededPrices(page: Page): Promise<void> {
  for (let pass = 0; pass < 3; pass++) {
    await page.goto(MARKET_EDITOR);
    await expect(page.locator('[data-market-state]')).toHaveAttribute('data-market-state', 'paused');
    let restored = 0;
    for (const [symbol, , current, base] of SEED_STOCKS) {
      const currentNow = await page.getByLabel(`Current price of ${symbol}`, { exact: true }).inputValue();
      const baseNow = await page.getByLabel(`Base price of ${symbol}`, { exact: true }).inputValue();
      if (decimal(currentNow) === decimal(current) && decimal(baseNow) === decimal(base)) continue;
      await setStockPrice(page, symbol, current, base);
      restored += 1;
    }
    if (restored === 0) return;
  }
  throw new Error('the seeded prices kept moving after the market was paused');
}

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SEED_STOCKS } from '../../../src/seed/seed-data';
import { callAction, formArgs, readServerActions, toFormData } from './entry-points';
import { DEMO, loginAs } from './fixtures';

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
  await loginAs(page, DEMO.admin);
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Sets a stock's current and base price (USD) with the row's "Set prices" form; the row then shows them. */
export async function setStockPrice(page: Page, symbol: string, current: string, base: string): Promise<void> {
  const currentInput = page.getByLabel(`Current price of ${symbol}`, { exact: true });
  await currentInput.fill(current);
  await page.getByLabel(`Base price of ${symbol}`, { exact: true }).fill(base);
  await currentInput.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
  await expectAnswer(page, `${symbol} saved.`);
  // The toast may be the previous save's: the row's price (live) and base (re-rendered) say this one landed.
  const row = page.locator(`tr[data-symbol="${symbol}"]`);
  await expect(row.locator('[data-price]')).toHaveText(usd.format(Number(current)));
  await expect(row).toContainText(`Base ${usd.format(Number(base))}`);
}

/** Edits a stock's random model (yearly volatility σ and drift μ) with its Edit form. */
export async function setStockModel(page: Page, symbol: string, volatility: string, drift: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${symbol}`, exact: true }).click();
  const form = page.getByRole('form', { name: `Edit ${symbol}` });
  await form.getByLabel('Volatility σ (per year)').fill(volatility);
  await form.getByLabel('Drift μ (per year)').fill(drift);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectAnswer(page, `${symbol} saved.`);
  // The model cell, re-rendered from the server, shows the new figures.
  await expect(page.locator(`tr[data-symbol="${symbol}"] td`).nth(2)).toHaveText(`σ ${Number(volatility)}μ ${Number(drift)}`);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
}

/** Sets the simulator rules' tick interval (ms) with the settings form; returns the interval it replaced. */
export async function setTickInterval(page: Page, milliseconds: string): Promise<string> {
  const field = page.getByLabel('Tick interval (ms)');
  const previous = await field.inputValue();
  await field.fill(milliseconds);
  await page.getByRole('button', { name: 'Save the rules' }).click();
  await expectAnswer(page, 'The simulator rules were saved.');
  await expect(page.locator('[data-market-state]').locator('xpath=..')).toContainText(`A tick every ${Number(milliseconds) / 1000} s`);
  return previous;
}

const decimal = (value: string) => Number(value).toString();

/**
 * Puts every seeded stock back on its seeded current and base price (other journeys, the ticker's among them,
 * assert those), then checks the editor shows all of them so. Call it with the market paused. Every stock a tick
 * moved is sent back through the editor's own "Set prices" server action, all at once over HTTP with the admin's
 * session, and each answer must say it was saved: the form itself, its toast and its row are what setStockPrice
 * drives in the journeys, and saving 40-odd rows one by one through it took a minute and a half of cleanup. A tick
 * that was already under way when the market paused can still land after a first pass, hence the second look.
 */
export async function restoreSeededPrices(page: Page): Promise<void> {
  const action = readServerActions().find((each) => each.key === 'market/setStockPriceAction');
  if (!action) throw new Error('the build has no market/setStockPriceAction');
  for (let pass = 0; pass < 3; pass++) {
    await page.goto(MARKET_EDITOR);
    await expect(page.locator('[data-market-state]')).toHaveAttribute('data-market-state', 'paused');
    const shown = await page.evaluate(
      (symbols) => symbols.map((symbol) => [`current-${symbol}`, `base-${symbol}`].map((id) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? null)),
      SEED_STOCKS.map(([symbol]) => symbol),
    );
    const moved = SEED_STOCKS.filter(([symbol, , current, base], index) => {
      const [currentNow, baseNow] = shown[index]!;
      expect(currentNow, `the editor's row for ${symbol}`).not.toBeNull();
      return decimal(currentNow!) !== decimal(current) || decimal(baseNow!) !== decimal(base);
    });
    if (moved.length === 0) return;
    const origin = new URL(page.url()).origin;
    const answers = await Promise.all(
      moved.map(([symbol, , currentPrice, basePrice]) => callAction(page.request, origin, action, { args: formArgs(action, toFormData({ symbol, currentPrice, basePrice })) })),
    );
    for (const [index, answer] of answers.entries()) expect(answer.result, `saving ${moved[index]![0]}'s seeded prices`).toMatchObject({ status: 'success' });
  }
  throw new Error('the seeded prices kept moving after the market was paused');
}

/**
 * Leaves the market as the other journeys expect it after one that ran it with a still stock: paused, back on the
 * tick interval it replaced (when it did), the stock back on its seeded model, and every seeded price put back.
 */
export async function putMarketBack(page: Page, tickInterval: string | null, stock: { symbol: string; volatility: string | number; drift: string | number }): Promise<void> {
  await setMarketRunning(page, false);
  if (tickInterval) await setTickInterval(page, tickInterval);
  await setStockModel(page, stock.symbol, String(stock.volatility), String(stock.drift));
  await restoreSeededPrices(page);
}

/**
 * Runs the market with `stock` standing still (σ = 0, μ = 0) on a one-minute tick, once the engine has taken the new
 * interval, so every price a journey reads is the stock's own to the cent and no tick comes in between. Answers the
 * step that puts the market back as the other journeys expect it (putMarketBack); a failing step puts it back itself.
 */
export async function runStillMarket(page: Page, stock: { symbol: string; volatility: string | number; drift: string | number }): Promise<() => Promise<void>> {
  let tickInterval: string | null = null;
  const putBack = () => putMarketBack(page, tickInterval, stock);
  try {
    await setStockModel(page, stock.symbol, '0', '0');
    tickInterval = await setTickInterval(page, '60000');
    await page.waitForTimeout(Number(tickInterval) + 1000);
    await setMarketRunning(page, true);
  } catch (error) {
    await putBack();
    throw error;
  }
  return putBack;
}

import type { Browser, Page } from '@playwright/test';
import { SEED_STOCKS } from '../../../src/seed/seed-data';
import { loginAs } from './fixtures';

/* What the competition journeys share (decisions 065, 067, 074): the stock they trade, a second person's page, the ranking. */

/** KO as seeded: its price and its model, to put back after a journey stilled it. */
export const KO = (() => {
  const row = SEED_STOCKS.find(([symbol]) => symbol === 'KO')!;
  return { symbol: 'KO', current: row[2], base: row[3], volatility: row[4].volatility, drift: row[4].drift };
})();

/** A page of its own, in a new browser context, signed in as `account`. */
export async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
}

/** A competition's ranking table. */
export const ranking = (page: Page) => page.getByRole('table', { name: 'Ranking' });

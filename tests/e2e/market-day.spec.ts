import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, PREPARED_CHILDREN, signInChild, test } from './support/fixtures';
import { MARKET_EDITOR, openMarketEditor, restoreSeededPrices, setMarketRunning } from './support/market-admin';

/*
 * The trading day follows its schedule (decision 047): a child sees on /simulator when the day ends, in their
 * language; the admin sees it on the market editor with the schedule's fields. The e2e market starts paused, and a
 * day starts at the engine's first running tick: the market runs only while the pages are read, then every seeded
 * price is put back (other journeys assert them). SHOTS=<folder> also saves screenshots at 375 and 1280 px.
 */

const SHOTS = process.env.SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

const dayNote = (page: Page) => page.locator('[data-market-day-ends]');

test('a child sees when the market day ends; the admin sees it and the schedule', async ({ page, browser }) => {
  // Over the default: the market runs until its first tick, then every seeded price it moved is put back.
  test.setTimeout(120_000);
  const { context: adminContext, page: admin } = await openMarketEditor(browser);
  try {
    await setMarketRunning(admin, true);
    await loginAs(page, DEMO.child);
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    // The first tick starts the day (within a tick interval of resuming).
    await expect(async () => {
      await page.goto('/simulator');
      await expect(dayNote(page)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(dayNote(page)).toContainText(/Market day \d+ ends at .+ \(in (60|59) minutes\)\./);
    await expect(dayNote(page)).toContainText('limit orders still waiting expire');
    await page.locator('[data-market-day-ends]').scrollIntoViewIfNeeded();
    await shoot(page, 'simulator-en');

    await admin.goto(MARKET_EDITOR);
    await expect(admin.locator('[data-day-end]')).toContainText(/Ends at .+ \(UTC\), in (60|59) minutes/);
    await expect(admin.getByLabel('A trading day ends')).toHaveValue('interval');
    await expect(admin.getByLabel('Day length (minutes)')).toHaveValue('60');
    await expect(admin.getByLabel('Academy time zone')).toHaveValue('UTC');
    await shoot(admin, 'admin-controls');
    await admin.getByRole('group', { name: 'Trading day' }).scrollIntoViewIfNeeded();
    await shoot(admin, 'admin-schedule');

    const arabic = await browser.newContext();
    const child = await arabic.newPage();
    await signInChild(child, PREPARED_CHILDREN.arabic);
    await child.goto('/simulator');
    await expect(dayNote(child)).toContainText('ينتهي يوم التداول');
    await dayNote(child).scrollIntoViewIfNeeded();
    await shoot(child, 'simulator-ar');
    await arabic.close();
  } finally {
    await setMarketRunning(admin, false);
    await restoreSeededPrices(admin);
    await adminContext.close();
  }
});

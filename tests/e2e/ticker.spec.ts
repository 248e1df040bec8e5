import { SEED_STOCKS } from '../../src/seed/seed-data';
import { selectTopMovers } from '../../src/modules/market/runtime';
import { DEMO, expect, loginAs, test } from './support/fixtures';

const expected = selectTopMovers(SEED_STOCKS.map(([symbol, , currentPrice, basePrice]) => ({ symbol, currentPrice, basePrice })));

for (const width of [375, 1280]) {
  test(`at ${width} px the sticky ticker shows the 25 biggest movers of the seeded prices, rounded and coloured`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const ticker = page.getByRole('region', { name: /Stock prices/ });
    const items = ticker.locator('li[data-symbol]');
    await expect(items).toHaveCount(25);
    expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-symbol')))).toEqual(expected.map((item) => item.symbol));
    const first = expected[0]!;
    const firstChange = items.first().locator('[data-change]');
    await expect(firstChange).toHaveText(new RegExp(`${first.changePct > 0 ? '\\+' : '−|-'}${Math.abs(first.changePct).toFixed(2)}%`));
    const colours = await ticker.evaluate(() => {
      const colourOf = (direction: string) => getComputedStyle(document.querySelector(`[data-direction="${direction}"]`)!).color;
      const probe = (name: string) => {
        const element = document.createElement('span');
        element.style.color = `var(${name})`;
        document.body.append(element);
        const colour = getComputedStyle(element).color;
        element.remove();
        return colour;
      };
      return { up: colourOf('up'), down: colourOf('down'), success: probe('--success'), error: probe('--error') };
    });
    expect(colours.up).toBe(colours.success);
    expect(colours.down).toBe(colours.error);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', '/simulator');
    // Sticky: still at the top after scrolling.
    await page.mouse.wheel(0, 2000);
    await expect(ticker).toBeInViewport();
  });
}

// The journeys run with reduced motion (playwright.config.ts): here, the ticker as most people see it, and as it stands.
test('the ticker scrolls and pauses while hovered; for reduced motion it stands still and scrolls by hand', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/');
    const region = page.getByRole('region', { name: /Stock prices/ });
    const list = region.locator('ul');
    await expect(list.locator('li[data-symbol]')).toHaveCount(25);
    const motion = () => list.evaluate((ul) => ({ name: getComputedStyle(ul).animationName, state: getComputedStyle(ul).animationPlayState }));
    const copies = region.locator('li:not([data-symbol])');
    if (reducedMotion === 'no-preference') {
      expect(await motion()).toEqual({ name: 'ticker', state: 'running' });
      // A second copy of the items follows the first, so the loop has no gap.
      await expect(copies.first()).toBeVisible();
      const offset = () => list.evaluate((ul) => getComputedStyle(ul).transform);
      const before = await offset();
      await expect.poll(offset, { message: 'the strip moves' }).not.toBe(before);
      // The strip itself never stands still under the pointer: the pointer goes over the region that holds it.
      await region.hover();
      await expect.poll(motion).toEqual({ name: 'ticker', state: 'paused' });
      const paused = await offset();
      await page.waitForTimeout(300);
      expect(await offset(), 'the strip stands still while hovered').toBe(paused);
    } else {
      expect((await motion()).name).toBe('none');
      await expect(copies.first()).toBeHidden();
      expect(await region.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    }
    await context.close();
  }
});

test('the ticker stream answers with the shared snapshot as server-sent events', async ({ page }) => {
  await page.goto('/');
  const first = await page.evaluate(
    () =>
      new Promise<{ symbol: string }[]>((resolve, reject) => {
        const source = new EventSource('/api/ticker/stream');
        source.addEventListener('ticker', (event) => {
          source.close();
          resolve(JSON.parse((event as MessageEvent<string>).data));
        });
        setTimeout(() => reject(new Error('no ticker event')), 10_000);
      }),
  );
  expect(first.map((item) => item.symbol)).toEqual(expected.map((item) => item.symbol));
});

test("an admin's price change reaches a child's open page live, without a reload", async ({ page, browser }) => {
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  const ticker = page.getByRole('region', { name: /Stock prices/ });
  await expect(ticker.locator('li[data-symbol]').first()).toHaveAttribute('data-symbol', expected[0]!.symbol);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  await admin.goto('/admin/marketeditor/marketdata');
  const save = async (current: string, base: string) => {
    await admin.getByLabel('Current price of F', { exact: true }).fill(current);
    await admin.getByLabel('Base price of F', { exact: true }).fill(base);
    await admin.getByLabel('Current price of F', { exact: true }).locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('F saved.').first()).toBeVisible();
  };
  await save('50', '10');

  // The same page, no navigation: the stream delivers the new top mover.
  const first = ticker.locator('li[data-symbol]').first();
  await expect(first).toHaveAttribute('data-symbol', 'F');
  await expect(first.locator('[data-price]')).toHaveText('$50.00');
  await expect(first.locator('[data-change]')).toHaveText(/\+400\.00%/);

  await save('10.87', '11.2');
  await expect(ticker.locator('li[data-symbol]').first()).toHaveAttribute('data-symbol', expected[0]!.symbol);
  await adminContext.close();
});

import { expect, test } from '@playwright/test';
import { SEED_STOCKS } from '../../src/db/seed-data';
import { selectTopMovers } from '../../src/modules/market/top-movers';

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

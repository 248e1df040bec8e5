import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, loginAs, PREPARED, PREPARED_CHILDREN, test } from './support/fixtures';

/*
 * The day charts (components/ui/day-bars.tsx, modules/progress/components/xp-chart.tsx) read like their labels in
 * both directions: right to left the first day is on the right, and its bar must stand over it, today's bar over
 * today's label. Measured on the drawn page (bounding boxes), since the mirroring is the browser's doing.
 */

interface Measured {
  /** Each labelled day: the label's box and the centre of that day's bar, if it has one. */
  pairs: { day: string; left: number; right: number; bar: number | null }[];
  /** Half the distance between two neighbouring bars: how far a centred label may sit from its bar. */
  slack: number;
}

async function measure(figure: Locator): Promise<Measured> {
  return figure.evaluate((element) => {
    const svg = element.querySelector('svg')!;
    const bars = new Map([...svg.querySelectorAll('rect[data-day]')].map((rect) => [rect.getAttribute('data-day')!, rect.getBoundingClientRect()]));
    const days = svg.querySelectorAll('rect[data-day]').length;
    const width = svg.getBoundingClientRect().width;
    const pairs = [...element.querySelectorAll('time[datetime]')].map((time) => {
      const box = time.getBoundingClientRect();
      const bar = bars.get(time.getAttribute('datetime')!);
      return { day: time.getAttribute('datetime')!, left: box.left, right: box.right, bar: bar ? bar.left + bar.width / 2 : null };
    });
    return { pairs, slack: width / Math.max(days, 1) / 2 };
  });
}

/** Every chart on the page: each labelled day's bar stands over its label. Returns how many bars were checked. */
async function expectBarsOverLabels(page: Page, where: string): Promise<{ checked: number; lastChecked: boolean }> {
  const figures = page.locator('figure').filter({ has: page.locator('svg rect[data-day]') });
  await expect(figures.first(), where).toBeVisible();
  let checked = 0;
  let lastChecked = false;
  for (const figure of await figures.all()) {
    const { pairs, slack } = await measure(figure);
    for (const [index, pair] of pairs.entries()) {
      if (pair.bar === null) continue;
      expect(pair.bar, `${where}: the bar of ${pair.day} stands over its label (${pair.left.toFixed(0)}–${pair.right.toFixed(0)} px)`).toBeGreaterThanOrEqual(pair.left - slack);
      expect(pair.bar, `${where}: the bar of ${pair.day} stands over its label (${pair.left.toFixed(0)}–${pair.right.toFixed(0)} px)`).toBeLessThanOrEqual(pair.right + slack);
      checked++;
      if (index === pairs.length - 1) lastChecked = true;
    }
  }
  return { checked, lastChecked };
}

for (const width of [1280, 375]) {
  test(`in Arabic the child's XP chart keeps each day's bar over its label, today's over today's (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, PREPARED_CHILDREN.arabic);
    await expect(page).toHaveURL(/\/dashboard\/child$/);
    await page.goto('/progress');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const { checked, lastChecked } = await expectBarsOverLabels(page, `/progress ${width}`);
    // The first, middle and last day of the 30.
    expect(checked).toBe(3);
    expect(lastChecked).toBe(true);
  });
}

test("in English the same chart's bars stand over their labels too (left to right)", async ({ page }) => {
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await page.goto('/progress');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect((await expectBarsOverLabels(page, '/progress en')).checked).toBe(3);
});

test("in Arabic a parent's view of their child's progress keeps today's bar over today's label", async ({ page }) => {
  await loginAs(page, PREPARED.arabicParent);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await page.goto('/progress');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { lastChecked } = await expectBarsOverLabels(page, 'parent /progress');
  expect(lastChecked).toBe(true);
});

test("in Arabic the admin's analytics and growth charts keep today's bar over today's label", async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const language = async (locale: string) => {
    await page.goto('/settings');
    const form = page.locator('form').filter({ has: page.locator('select#locale') });
    await form.locator('select#locale').selectOption(locale);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  };
  await language('ar');
  try {
    await page.goto('/admin/analytics');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The demo admin has just signed in: today has at least one active person, so today's bar is drawn.
    const analytics = await expectBarsOverLabels(page, '/admin/analytics');
    expect(analytics.lastChecked).toBe(true);
    await page.goto('/admin/growth');
    // The prepared accounts signed up today.
    const growth = await expectBarsOverLabels(page, '/admin/growth');
    expect(growth.lastChecked).toBe(true);
  } finally {
    await language('en');
  }
});

import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, PREPARED, signIn, test } from './support/fixtures';

/*
 * At 320 px (a small phone, or a larger one zoomed to 120 %: WCAG 1.4.10 reflow) a signed-in page does not scroll
 * sideways either: the header with its menu, bell, dashboard and avatar, and a parent's report with its form.
 */
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  const sideways = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    return page.evaluate((where) => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return scrollWidth > clientWidth ? [`${where} is ${scrollWidth} px wide in ${clientWidth} px`] : [];
    }, path);
  };

  for (const [who, account, language] of [
    ['a parent', DEMO.parent, 'en'],
    ['a parent who reads Arabic', PREPARED.arabicParent, 'ar'],
  ] as const) {
    test(`${who}'s dashboard, report and settings do not scroll sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard\/parent$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const found: string[] = [];
      for (const path of ['/dashboard/parent', '/reports', '/children', '/settings']) found.push(...(await sideways(page, path)));
      expect(found).toEqual([]);
    });
  }

  test("a child's, a tutor's and an admin's dashboards do not scroll sideways", async ({ page }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const role of ['child', 'tutor', 'admin'] as const) {
      await page.context().clearCookies();
      await loginAs(page, DEMO[role]);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
      found.push(...(await sideways(page, `/dashboard/${role}`)));
    }
    expect(found).toEqual([]);
  });
});

import { expect, signIn, test } from './support/fixtures';
import { OTHER_SCHOOL } from './support/other-school';
import { screenshots } from './support/screenshots';

/*
 * The school admin's dashboard (decision 061): figures, mastery by class as a small table, and the import history,
 * read by Hillside Academy's admin (tests/e2e/support/prepare-other-school.ts: Hattie mastered the first lesson's
 * skills, Horace only answered them). Screenshots at 375 and 1280 px, light and dark, in English and Arabic.
 */

test("the school admin's dashboard: mastery by class and the import history, on a phone and in Arabic", async ({ page }) => {
  await signIn(page, OTHER_SCHOOL.admin.email, OTHER_SCHOOL.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/school_admin$/);
  const table = page.getByRole('table', { name: 'Skills mastered by each class’s students' });
  await expect(table.getByRole('columnheader')).toHaveText(['Class', 'Students', 'Mastered']);
  const row = table.getByRole('row', { name: new RegExp(OTHER_SCHOOL.className) });
  await expect(row.getByRole('rowheader')).toContainText(OTHER_SCHOOL.className);
  await expect(row.getByRole('cell').first()).toHaveText('2');
  // Hattie's skills of the first lesson, of the two students' whole curriculum.
  const mastered = Number(await row.getAttribute('data-mastered'));
  const possible = Number(await row.getAttribute('data-possible'));
  expect(mastered).toBeGreaterThan(0);
  expect(possible).toBeGreaterThan(mastered * 2);
  await expect(row.getByRole('cell').nth(1)).toContainText(`${Math.round((mastered / possible) * 100)}%`);
  await expect(row.getByRole('cell').nth(1)).toContainText(`${mastered} of ${possible}`);
  await expect(page.locator('[data-school-figure="active"]')).toHaveAttribute('data-count', '2');
  await expect(page.getByRole('heading', { name: 'Import history' })).toBeVisible();
  await expect(page.locator('[data-school-import]')).toHaveCount(1);
  // A phone's width: the table fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await page.locator('[data-school-mastery] [role="region"]').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await screenshots(page, 'school-dashboard', 'en');

  // In Arabic (the profile's language, put back afterwards: the matrix reads this dashboard in English).
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  try {
    await page.goto('/dashboard/school_admin');
    await expect(page.getByRole('table', { name: 'المهارات التي أتقنها تلاميذ كل صف' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshots(page, 'school-dashboard', 'ar');
  } finally {
    await page.goto('/settings');
    await page.locator('select#locale').selectOption('en');
    await page.locator('form:has(select#locale) button[type="submit"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});

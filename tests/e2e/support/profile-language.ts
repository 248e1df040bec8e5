import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs `look` with the signed-in person's profile in another language (the profile's language wins over any cookie,
 * spec 4), then puts English back: other journeys read the same demo accounts in English.
 */
export async function inProfileLanguage(page: Page, locale: 'ar' | 'fr', look: () => Promise<void>): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption(locale);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  try {
    await look();
  } finally {
    await page.goto('/settings');
    await page.locator('select#locale').selectOption('en');
    await page.locator('form:has(select#locale) button[type="submit"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

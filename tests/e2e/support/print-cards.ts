import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The demo tutor, signed in on `page`, prints the sign-in cards of the demo class (Money Club); Charlie's card. */
export async function printMoneyClubCards(page: Page): Promise<Locator> {
  await page.goto('/classes');
  await page.locator('a[data-class="Money Club"]').click();
  await page.getByRole('link', { name: 'Sign-in cards' }).click();
  await page.getByRole('button', { name: /^Print (the card$|cards for all)/ }).click();
  const card = page.getByRole('list', { name: /cards? to print/ }).getByRole('listitem').filter({ hasText: 'Charlie' });
  await expect(card).toBeVisible();
  return card;
}

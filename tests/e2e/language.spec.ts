import type { Page } from '@playwright/test';
import { expect, registerChild, test } from './support/fixtures';

const firstPrice = (page: Page) => page.getByRole('region', { name: /./ }).first().locator('li[data-symbol] [data-price]').first();

test('switching the language changes the UI text and the number format, and Arabic mirrors the layout', async ({ page }) => {
  await registerChild(page, 'Lina', 'Langue');
  await expect(firstPrice(page)).toHaveText(/^\$\d+\.\d{2}$/);
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('#app-sidebar').getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  // French writes 229,87 $US: a decimal comma and the symbol after the number.
  await expect(firstPrice(page)).toHaveText(/^\d+,\d{2}\s\$/);
  // The form shows what was saved, not what it showed before; saving it again changes nothing back.
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await page.getByLabel('Afficher l’argent en').selectOption('EUR');
  await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
  await expect(page.getByText('Préférences enregistrées.').first()).toBeVisible();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await expect(page.getByLabel('Afficher l’argent en')).toHaveValue('EUR');
  await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
  await page.reload();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await expect(page.getByLabel('Afficher l’argent en')).toHaveValue('EUR');

  await page.getByLabel('Langue').selectOption('ar');
  await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const sidebar = await page.locator('#app-sidebar').boundingBox();
  const viewport = page.viewportSize()!;
  expect(sidebar!.x + sidebar!.width).toBeGreaterThan(viewport.width - 2);

  // The choice is kept in the profile: a new sign-in on a fresh browser gets it back.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

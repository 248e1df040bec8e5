import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/fixtures';

test("an admin's colour edit persists after reload, applies to another signed-in user, and Reset restores it", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  await admin.goto('/admin/settings/adminsettings');
  const field = admin.getByLabel('Page background (Light)', { exact: true });
  await expect(field).toHaveValue('#f8fafc');

  // A bad value is refused with a message and nothing is stored.
  await field.fill('red; } body { display: none');
  await field.press('Enter');
  await expect(admin.getByText('Enter a colour such as #1d4ed8').first()).toBeVisible();

  await field.fill('#fff7ed');
  await field.press('Enter');
  await expect(admin.getByText('Colour saved.').first()).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel('Page background (Light)', { exact: true })).toHaveValue('#fff7ed');

  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await signIn(child, DEMO.child.email, DEMO.child.password);
  await expect(child).toHaveURL(/\/dashboard\/child$/);
  const background = () => child.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(255, 247, 237)');

  await admin.getByRole('button', { name: 'Reset to defaults' }).click();
  await admin.getByRole('dialog', { name: 'Reset every colour?' }).getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(admin.getByText('Theme reset to the defaults.')).toBeVisible();
  await expect(admin.getByLabel('Page background (Light)', { exact: true })).toHaveValue('#f8fafc');
  await child.reload();
  expect(await background()).toBe('rgb(248, 250, 252)');

  await admin.goto('/admin/audit?action=theme_reset');
  await expect(admin.getByRole('cell', { name: /reset the theme/ })).toBeVisible();
  await adminContext.close();
  await childContext.close();
});

import { DEMO, expect, loginAs, test } from './support/fixtures';

test("an admin's colour edit persists after reload, applies to another signed-in user, and Reset restores it", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
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
  await loginAs(child, DEMO.child);
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

test("the settings page names each language's helpline fields, gives every control an id of its own, and nests no form in a label", async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/admin/settings/adminsettings');
  const helplines = page.getByRole('region', { name: "Children's helplines" });
  for (const language of ['English', 'Français', 'العربية']) {
    const group = helplines.getByRole('group', { name: language });
    // Each field is named by its own label, and the label is tied to this language's field (not the first one's).
    for (const [label, name] of [['Helpline name', 'name'], ['Phone number', 'phone'], ['Website (https)', 'url']] as const) {
      await expect(group.getByLabel(label, { exact: true }), `${language}: ${label}`).toHaveAttribute('name', name);
    }
    await expect(group.getByRole('button', { name: `Save the helpline for ${language}` })).toBeVisible();
  }
  // Clicking the French label puts the cursor in the French field.
  await helplines.getByRole('group', { name: 'Français' }).getByText('Phone number').click();
  await expect(helplines.getByRole('group', { name: 'Français' }).getByLabel('Phone number')).toBeFocused();

  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });
  expect(duplicates).toEqual([]);
  // Each colour field is a form of its own: its caption is a label beside it, never around it (HTML content model).
  await expect(page.locator('label form')).toHaveCount(0);
  await expect(page.getByLabel('Button 1: Background', { exact: true })).toHaveValue(/^#[0-9a-f]{6}$/i);
  await page.locator('label', { hasText: /^Link text$/ }).click();
  await expect(page.getByLabel('Link text', { exact: true })).toBeFocused();
});

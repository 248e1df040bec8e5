import { DEMO, expect, loginAs, PREPARED, signInWithForm, test } from './support/fixtures';

test('a blocked user who signs in lands on /blocked, signed out', async ({ page }) => {
  await signInWithForm(page, PREPARED.blocked.email, PREPARED.blocked.password);
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByRole('heading', { name: 'This account is paused' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('an unverified account older than 5 minutes lands on /verify-email and can ask for a new link', async ({ page }) => {
  await signInWithForm(page, PREPARED.oldUnverified.email, PREPARED.oldUnverified.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Please confirm your e-mail' })).toBeVisible();
  await page.getByLabel('E-mail').fill(PREPARED.oldUnverified.email);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('a new link is on its way')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password and an unknown e-mail get the same answer', async ({ page }) => {
  await signInWithForm(page, DEMO.tutor.email, 'not-the-password');
  const answer = page.locator('form [role=alert]');
  await expect(answer).toHaveText("That e-mail or sign-in name and password don't match an account.");
  await signInWithForm(page, 'nobody-here@e2e.test', 'not-the-password');
  await expect(answer).toHaveText("That e-mail or sign-in name and password don't match an account.");
});

test('a child who opens an admin page is refused with 403', async ({ page }) => {
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  const response = await page.goto('/admin/user-management');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: "This page isn't for your account" })).toBeVisible();
  const audit = await page.goto('/admin/audit');
  expect(audit?.status()).toBe(403);
  // Another role's dashboard answers with the child's own.
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/child$/);
});

test('a parent sees their own linked child on the dashboard', async ({ page }) => {
  await loginAs(page, DEMO.parent);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await expect(page.getByRole('heading', { name: 'Your children' })).toBeVisible();
  await expect(page.getByText('Charlie Child', { exact: true })).toBeVisible();
});

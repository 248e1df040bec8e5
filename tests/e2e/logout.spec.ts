import type { Page } from '@playwright/test';
import { expect, PREPARED_CHILDREN, signIn, test } from './support/fixtures';

/** A prepared child (the registration form's limit per address is kept for the specs about registering). */
async function signInLeaver(page: Page): Promise<void> {
  await signIn(page, PREPARED_CHILDREN.leaver.email, PREPARED_CHILDREN.leaver.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
}

/*
 * OWASP ASVS: logout must not be triggerable cross-site. Only a POST from this site signs out; a GET (an
 * <img src="/logout"> on another page, a typed address, an old link) only asks.
 */

test('a GET of /logout signs nobody out; a cross-site POST is refused; the sidebar button signs out', async ({ page }) => {
  await signInLeaver(page);
  const api = page.context().request;

  const asked = await api.get('/logout', { maxRedirects: 0 });
  expect(asked.status()).toBe(303);
  expect(asked.headers().location).toBe('/logout/confirm');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await expect(page.getByRole('heading', { name: 'Hi, Lou!' })).toBeVisible();

  // Another site's form (or a request with no Origin at all) gets a 403 and the session stays.
  const refused: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'cross-site' }, {}];
  for (const headers of refused) {
    const crossSite = await api.post('/logout', { headers, maxRedirects: 0 });
    expect(crossSite.status(), JSON.stringify(headers)).toBe(403);
  }
  expect((await api.get('/dashboard', { maxRedirects: 0 })).headers().location).toMatch(/\/dashboard\/child$/);

  await page.locator('#app-sidebar').getByRole('navigation').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  // Signed out, the address goes straight to the sign-in page.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
});

test('opening /logout asks first, and its button signs out', async ({ page }) => {
  await signInLeaver(page);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/logout\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/child$/);

  await page.goto('/logout');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('the sidebar button signs out without JavaScript', async ({ page, browser }) => {
  await signInLeaver(page);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const noScript = await context.newPage();
    await noScript.goto(new URL('/dashboard', page.url()).href);
    await expect(noScript).toHaveURL(/\/dashboard\/child$/);
    await noScript.locator('#app-sidebar').getByRole('button', { name: 'Log out' }).click();
    await expect(noScript).toHaveURL(/\/login$/);
    await noScript.goto(new URL('/dashboard', page.url()).href);
    await expect(noScript).toHaveURL(/\/login\?next=%2Fdashboard$/);
  } finally {
    await context.close();
  }
});

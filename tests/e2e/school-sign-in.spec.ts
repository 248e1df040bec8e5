import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { DEMO, expect, signIn, test } from './support/fixtures';

/*
 * Signing in with the school's accounts (decision 069), in Chromium against a real OpenID Connect provider on
 * loopback (oidc-provider, started here on a free port; the app trusts http://127.0.0.1:* through SSO_PRIVATE_ISSUERS
 * in global-setup.ts). The demo school's admin names the provider on the school's settings page; the demo tutor, a
 * teacher of that school, signs in through the provider's own login and consent pages and lands on their dashboard.
 */

let provider: TestOidcProvider | undefined;

test.afterAll(async () => {
  await provider?.close();
});

test('a teacher signs in through their school’s provider and lands on their dashboard', async ({ page, browser }) => {
  await signIn(page, DEMO.school_admin.email, DEMO.school_admin.password);
  await page.goto('/dashboard/school_admin');
  await page.locator('[data-school-sign-in-link]').click();
  await expect(page.getByRole('heading', { name: 'Sign-in with school accounts' })).toBeVisible();
  const redirectUri = (await page.locator('[data-redirect-uri]').textContent())!.trim();
  expect(redirectUri).toMatch(/\/api\/auth\/sso\/callback\/school-/);
  provider = await startOidcProvider({ redirectUri, people: { 'tess-at-school': { email: DEMO.tutor.email, name: 'Tess Tutor' } } });

  // Google's preset fills its issuer; the school's own provider is "another one".
  await expect(page.getByLabel('Issuer')).toHaveValue('https://accounts.google.com');
  await page.getByLabel('Provider').selectOption('other');
  await page.getByLabel('Issuer').fill(provider.issuer);
  await page.getByLabel('Client ID').fill(provider.clientId);
  await page.getByLabel('Client secret').fill(provider.clientSecret);
  await page.getByLabel('School e-mail domains').fill('academy.local');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  expect(await page.content()).not.toContain(provider.clientSecret);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Sign in with your school' }).click();
  await visitor.getByLabel('School e-mail address').fill(DEMO.tutor.email);
  await visitor.getByRole('button', { name: 'Continue to my school' }).click();
  // The provider's own pages, on its own origin.
  await visitor.waitForURL(`${provider.issuer}/interaction/**`);
  await visitor.locator('input[name="login"]').fill('tess-at-school');
  await visitor.locator('input[name="password"]').fill('anything');
  await visitor.getByRole('button', { name: 'Sign-in' }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await visitor.waitForURL('**/dashboard/tutor');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('an address no school signs in with is told so', async ({ page }) => {
  await page.goto('/login/school');
  await page.getByLabel('School e-mail address').fill('someone@no-such-school.test');
  await page.getByRole('button', { name: 'Continue to my school' }).click();
  await expect(page.getByText('No school signs in with this address.').first()).toBeVisible();
});

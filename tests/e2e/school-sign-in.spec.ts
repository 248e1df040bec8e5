import type { Page } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { startSamlIdp, type TestSamlIdp } from '../support/saml-idp';
import { DEMO, expect, signIn, test } from './support/fixtures';
import { inProfileLanguage } from './support/profile-language';
import { screenshots } from './support/screenshots';

/*
 * Signing in with the school's accounts (decision 069), in Chromium against a real OpenID Connect provider on
 * loopback (oidc-provider, started here on a free port; the app trusts http://127.0.0.1:* through SSO_PRIVATE_ISSUERS
 * in global-setup.ts). The demo school's admin names the provider on the school's settings page; the demo tutor, a
 * teacher of that school, signs in through the provider's own login and consent pages and lands on their dashboard.
 * Then the same over SAML (below).
 */

let provider: TestOidcProvider | undefined;
let samlIdp: TestSamlIdp | undefined;

test.afterAll(async () => {
  await provider?.close();
  await samlIdp?.close();
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
  await page.getByLabel('Provider', { exact: true }).selectOption('other');
  await page.getByLabel('Issuer').fill(provider.issuer);
  await page.getByLabel('Client ID').fill(provider.clientId);
  await page.getByLabel('Client secret').fill(provider.clientSecret);
  await page.getByLabel('School e-mail domains').fill('academy.local');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
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

/*
 * The same school over SAML 2.0: a SAML identity provider on loopback (samlify in the IdP's role, started here; see
 * tests/support/saml-idp.ts for why not saml-idp). The school admin pastes its metadata; the demo tutor goes through
 * the IdP's login page and its auto-submitting form back to the app's ACS; the school admin is refused.
 */
test('a teacher signs in through their school’s SAML identity provider; the school admin is refused', async ({ page, browser }) => {
  // Two sign-ins through the IdP and the settings screen shot in two languages, light and dark, at two widths.
  test.slow();
  await signIn(page, DEMO.school_admin.email, DEMO.school_admin.password);
  await page.goto('/dashboard/school_admin/sign-in-settings');
  // The school keeps the OpenID Connect provider the journey above saved (when it ran): SAML is added beside it.
  const withOidc = (await page.locator('[data-school-provider="oidc"]').count()) > 0;
  await page.getByLabel('How your school signs in').selectOption('saml');
  const metadataUrl = (await page.locator('[data-saml-metadata-url]').textContent())!.trim();
  await expect(page.locator('[data-saml-acs-url]')).toHaveText(/\/api\/auth\/sso\/saml2\/sp\/acs\/school-/);
  // The IdP reads the app's service provider metadata as a school's IdP would, from the address the page shows.
  samlIdp = await startSamlIdp({ spMetadata: async () => (await fetch(metadataUrl)).text() });
  await page.getByLabel('Identity provider metadata (XML)').fill('<not metadata');
  await page.getByLabel('School e-mail domains').fill('academy.local');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#field-idpMetadata-error')).toContainText('This metadata cannot be used.');
  await page.getByLabel('Identity provider metadata (XML)').fill(samlIdp.metadata);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  // Each provider the school keeps is listed with its own Remove button; OpenID Connect, if kept, is still there.
  await expect(page.locator('[data-school-provider]')).toHaveCount(withOidc ? 2 : 1);
  await expect(page.getByRole('button', { name: 'Remove the SAML 2.0 provider' })).toBeVisible();
  await page.getByLabel('How your school signs in').selectOption('saml');
  await expect(page.getByLabel('Identity provider metadata (XML)')).toHaveValue(samlIdp.metadata);
  expect(await (await fetch(metadataUrl)).text()).toContain('WantAssertionsSigned="true"');
  await screenshots(page, 'school-sign-in', 'saml-settings-en');

  /** A person at /login/school, through the IdP's own login page (its origin, the app's AuthnRequest) and back. */
  async function throughTheIdp(email: string, landsOn: string | ((url: URL) => boolean)): Promise<Page> {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/login/school');
    await visitor.getByLabel('School e-mail address').fill(email);
    await visitor.getByRole('button', { name: 'Continue to my school' }).click();
    if (withOidc) {
      // A school with both: each is its own button, and the person picks SAML.
      const choices = visitor.getByRole('group', { name: 'Your school signs in two ways.' });
      await expect(choices.getByRole('button')).toHaveCount(2);
      await choices.getByRole('button', { name: /\(SAML\)$/ }).click();
    }
    await visitor.waitForURL((url) => url.href.startsWith(`${samlIdp!.entryPoint}?SAMLRequest=`));
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByRole('button', { name: 'Sign in at the IdP' }).click();
    await visitor.waitForURL(landsOn);
    return visitor;
  }

  // The teacher's page stays open: the school removes SAML below.
  const teacher = await throughTheIdp(DEMO.tutor.email, '**/dashboard/tutor');
  await expect(teacher.getByRole('heading', { level: 1 })).toBeVisible();

  // The school's admin has an address in the school's domain, and the IdP vouches for it: still refused, and told why.
  const refused = await throughTheIdp(DEMO.school_admin.email, (url) => url.pathname === '/login/school' && url.searchParams.get('error') === 'not_for_admins');
  await expect(refused.getByRole('alert').filter({ hasText: 'Admins cannot sign in with a school account.' })).toBeVisible();
  await refused.context().close();

  // The settings screen in Arabic, right to left, on a phone.
  await inProfileLanguage(page, 'ar', async () => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/dashboard/school_admin/sign-in-settings');
    await expect(page.getByRole('button', { name: 'إزالة مزوّد SAML 2.0' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshots(page, 'school-sign-in', 'saml-settings-ar');
  });

  // The school admin removes SAML: every session it opened ends with it (decision 069), so the teacher's open page is
  // signed out at its next request; OpenID Connect, if kept, stays.
  await page.goto('/dashboard/school_admin/sign-in-settings');
  await page.getByRole('button', { name: 'Remove the SAML 2.0 provider' }).click();
  await expect(page.getByText(/^Removed\./)).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-school-provider]')).toHaveCount(withOidc ? 1 : 0);
  await teacher.reload();
  await teacher.waitForURL((url) => url.pathname === '/login');
  await teacher.context().close();
});

test('an address no school signs in with is told so', async ({ page }) => {
  await page.goto('/login/school');
  await page.getByLabel('School e-mail address').fill('someone@no-such-school.test');
  await page.getByRole('button', { name: 'Continue to my school' }).click();
  await expect(page.getByText('No school signs in with this address.').first()).toBeVisible();
});

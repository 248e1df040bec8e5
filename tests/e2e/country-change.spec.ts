import { readFileSync } from 'node:fs';
import { DEMO, expect, loginAs, test } from './support/fixtures';
import { COUNTRY_FAMILY } from './support/country-family';

/*
 * A child's country changes (decision 060's amendment). The linked parent changes it on the child's card with their
 * password (a wrong one is refused under the field) and the card shows the new country; then an admin changes it in
 * the back office, on the country's own page, to one whose law asks a parent's consent: the account is held, the
 * parent is told, reads on the card (in Arabic too) that it waits for their consent, and gives it with their password.
 */

const CHILD = `${COUNTRY_FAMILY.child.firstName} ${COUNTRY_FAMILY.child.lastName}`;
type Locale = 'en' | 'fr' | 'ar';

/** The product's own words, with the child's name and the country filled in. */
function words(locale: Locale) {
  const families = (JSON.parse(readFileSync(`messages/${locale}/families.json`, 'utf8')) as { families: { country: Record<string, string> & { done: Record<string, string> & { confirmed: Record<string, string> }; held: Record<string, string> }; children: { settings: { title: string } } } }).families;
  const common = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { errors: Record<string, string>; users: { country: Record<string, string> & { done: Record<string, string> } } };
  const notifications = (JSON.parse(readFileSync(`messages/${locale}/notifications.json`, 'utf8')) as { notifications: { types: Record<string, string> } }).notifications;
  const region = (code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code)!;
  const fill = (text: string, country = '') => text.replaceAll('{name}', CHILD).replaceAll('{country}', country).replaceAll('{email}', COUNTRY_FAMILY.child.email);
  return { families, common, notifications, region, fill };
}

test('a parent changes a child’s country with their password; an admin’s change holds the account until the parent gives consent on the card', async ({ page, browser, context, baseURL }) => {
  const en = words('en');
  const country = en.families.country;

  // The parent, on the child's card: from the United States to the United Kingdom (13 there too: nothing more asked).
  await loginAs(page, COUNTRY_FAMILY.parent);
  await page.goto('/children');
  const card = page.locator(`[data-child="${CHILD}"]`);
  await card.getByText(en.fill(en.families.children.settings.title)).click();
  const select = card.getByLabel(en.fill(country.label!));
  await expect(select).toHaveValue('US');
  await select.selectOption('GB');
  const password = card.getByLabel(country.passwordLabel!);
  await password.fill('not-moiras-password');
  await card.getByRole('button', { name: country.submit }).click();
  // Refused under the field, the choice kept, nothing changed.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(en.common.errors.currentPasswordWrong!);
  await expect(select).toHaveValue('GB');
  await password.fill(COUNTRY_FAMILY.parent.password);
  await card.getByRole('button', { name: country.submit }).click();
  await expect(page.getByText(en.fill(country.done.covered!))).toBeVisible();
  await page.reload();
  await card.getByText(en.fill(en.families.children.settings.title)).click();
  await expect(card.getByLabel(en.fill(country.label!))).toHaveValue('GB');
  await expect(card.locator('[data-country-hold]')).toHaveCount(0);

  // The admin corrects it in the back office: Germany, where 16 is the age: the account is held.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto(`/admin/user-management?q=${encodeURIComponent(COUNTRY_FAMILY.child.email)}`);
  const users = en.common.users.country;
  // The list carries no select of countries; the child's row links to the country's own page.
  await expect(admin.locator('select[name="country"]')).toHaveCount(0);
  await admin.getByRole('link', { name: en.fill(users.openNamed!, en.region('GB')) }).click();
  await expect(admin).toHaveURL(/\/admin\/user-management\/[^/]+\/country$/);
  await expect(admin.getByRole('heading', { name: en.fill(users.pageTitle!) })).toBeVisible();
  await admin.getByLabel(en.fill(users.label!)).selectOption('DE');
  await admin.getByRole('button', { name: users.submit }).click();
  await expect(admin.getByText(users.done.waiting!)).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel(en.fill(users.label!))).toHaveValue('DE');
  await expect(admin.getByText(users.held!)).toBeVisible();
  await adminContext.close();

  // The parent is told, and the card says the account waits for their consent: in Arabic, right to left.
  await page.goto('/notifications');
  await expect(page.getByText(en.fill(en.notifications.types.country_consent_needed!))).toBeVisible();
  const ar = words('ar');
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ar', url: baseURL! }]);
  await page.goto('/children');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const held = card.locator('[data-country-hold="parentConsent"]');
  await expect(held).toContainText(ar.fill(ar.families.country.held.parentConsent!, ar.region('DE')));
  await expect(held.getByRole('button', { name: ar.families.country.giveConsent })).toBeVisible();
  await expect(held.getByLabel(ar.families.country.passwordLabel!)).toHaveAttribute('type', 'password');

  // In English, the parent gives it with their password: the account opens and the card says nothing more of it.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
  await page.goto('/children');
  await expect(held).toContainText(en.fill(country.held.parentConsent!, en.region('DE')));
  await expect(held.getByLabel(en.fill(country.label!))).toHaveValue('DE');
  await expect(held.getByRole('button', { name: country.submit })).toHaveCount(0);
  await held.getByLabel(country.passwordLabel!).fill(COUNTRY_FAMILY.parent.password);
  await held.getByRole('button', { name: country.giveConsent }).click();
  await expect(page.getByText(en.fill(country.done.confirmed.consented!))).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.locator('[data-country-hold]')).toHaveCount(0);
});

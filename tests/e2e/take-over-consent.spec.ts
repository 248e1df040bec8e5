import { readFileSync } from 'node:fs';
import { DEMO_SCHOOL_NAME } from '../../src/modules/schools/seed';
import { expect, loginAs, test } from './support/fixtures';
import { ROSTERED_FAMILY } from './support/rostered-family';

/*
 * A parent linked to a child whom the demo school's roster brought (decision 060) reads which school authorised the
 * account and what it covers on the child's card, in each language, and gives their own consent, confirmed with their
 * own password (a wrong one is refused under the field, and nothing changes): the card goes, and the access log says
 * who did it.
 */

const CHILD = `${ROSTERED_FAMILY.child.firstName} ${ROSTERED_FAMILY.child.lastName}`;

/** A parent's words for the card, from the product's own messages, with the child's name filled in. */
function words(locale: 'en' | 'fr' | 'ar') {
  const messages = JSON.parse(readFileSync(`messages/${locale}/families.json`, 'utf8')) as { families: { takeOver: Record<string, string>; access: { actions: Record<string, string> } } };
  const common = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { errors: Record<string, string> };
  const fill = (text: string) => text.replaceAll('{name}', CHILD).replaceAll('{school}', DEMO_SCHOOL_NAME);
  const { takeOver, access } = messages.families;
  return {
    title: takeOver.title!,
    school: fill(takeOver.coversSchool!).split('{date}')[0]!,
    confirm: fill(takeOver.confirm!),
    password: takeOver.passwordLabel!,
    wrongPassword: common.errors.currentPasswordWrong!,
    submit: fill(takeOver.submit!),
    done: fill(takeOver.done!),
    logLine: access.actions.family_consent_take_over!,
  };
}

test('a linked parent reads the school’s authorisation in three languages, gives their own consent, and the access log says so', async ({ page, context, baseURL }) => {
  await loginAs(page, ROSTERED_FAMILY.parent);
  const card = page.locator(`[data-child="${CHILD}"] [data-school-authorisation]`);
  for (const locale of ['fr', 'ar'] as const) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
    await page.goto('/children');
    const text = words(locale);
    await expect(card.getByRole('heading', { name: text.title })).toBeVisible();
    // The school that authorised the account, by its name (read from the schools module).
    await expect(card).toContainText(text.school);
    await expect(card.getByLabel(text.confirm)).toBeVisible();
    await expect(card.getByLabel(text.password)).toHaveAttribute('type', 'password');
    await expect(card.getByRole('button', { name: text.submit })).toBeVisible();
  }
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
  await page.goto('/children');
  const en = words('en');
  await expect(card).toContainText(`${DEMO_SCHOOL_NAME}, ${CHILD}'s school, made this account and authorised it on`);
  // The box must be ticked first: the browser keeps the form until it is.
  await card.getByRole('button', { name: en.submit }).click();
  await expect(card).toBeVisible();
  await card.getByLabel(en.confirm).check();
  // A wrong password is refused under its field, and nothing changes.
  await card.getByLabel(en.password).fill('not-ruths-password');
  await card.getByRole('button', { name: en.submit }).click();
  const password = card.getByLabel(en.password);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(en.wrongPassword);
  await expect(password).toHaveValue('');
  await page.reload();
  await expect(card.getByLabel(en.confirm)).toBeVisible();
  await card.getByLabel(en.confirm).check();
  await card.getByLabel(en.password).fill(ROSTERED_FAMILY.parent.password);
  await card.getByRole('button', { name: en.submit }).click();
  await expect(page.getByText(en.done)).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-child="${CHILD}"]`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('link', { name: `Who saw or changed ${CHILD}'s data` }).click();
  await expect(page.locator('[data-access="family_consent_take_over"]')).toHaveCount(1);
  await expect(page.locator('[data-access="family_consent_take_over"]')).toContainText(`You ${en.logLine}`);
});

import type { Page } from '@playwright/test';
import { axeViolations, holdStill } from './support/axe';
import { expect, linkIn, PREPARED, signIn, test, TEST_PASSWORD, uniqueEmail, waitForMail } from './support/fixtures';

/*
 * A child under 13 registers alone (decision 030): the form asks for the year of birth and, for a young child, a
 * parent's e-mail instead of a last name; the consent mail arrives through the SMTP listener; the child's journal and
 * leaderboards wait; the parent opens the link, signs in, agrees; the child's account is open and linked.
 * (The purge after 7 days is driven by a clock in src/modules/families/consent.test.ts.)
 */

async function seriousViolations(page: Page): Promise<string[]> {
  await holdStill(page);
  return axeViolations(page, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
}

test('a child under 13 registers with a parent e-mail, waits with lessons open, and the parent agrees through the mailed link', async ({ page, browser }) => {
  const childEmail = uniqueEmail('mila');
  const parentEmail = PREPARED.consentParent.email;
  const young = String(new Date().getUTCFullYear() - 9);

  // The form: a learner's year of birth; under 13, the last name gives way to a parent's e-mail.
  await page.goto('/register');
  await page.getByLabel('Year of birth').selectOption(young);
  await expect(page.getByLabel('Last name')).toHaveCount(0);
  await page.getByLabel('First name').fill('Mila');
  await page.getByLabel('E-mail', { exact: true }).fill(childEmail);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Without the parent's address the form says what is missing and keeps what was typed.
  await expect(page.getByText("Enter a parent's e-mail address.")).toBeVisible();
  await page.getByLabel("Your parent's e-mail").fill(parentEmail);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // The consent mail, through the real SMTP listener: who asks, what we keep, the privacy page, the deadline.
  const mail = await waitForMail(parentEmail, 'Mila asks for your permission');
  expect(mail.text).toContain('What we keep');
  // What is shared, and with whom: tutors of the classes the child joins, and classmates (a leaderboard name only).
  expect(mail.text).toContain('other children in those classes see only their first name and initial');
  expect(mail.text).toContain('/privacy');
  expect(mail.text).toContain('will be deleted');
  const link = linkIn(mail, '/consent?token=');

  // The child signs in: the wait is explained, lessons are open, the journal and leaderboards are not.
  await signIn(page, childEmail, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  const wait = page.getByRole('region', { name: 'Waiting for your parent to say yes' });
  await expect(wait).toContainText('p•••@e2e.test');
  await expect(page.getByLabel('Your family code')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your journal opens soon' })).toBeVisible();
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The parent opens the link signed out, signs in from it and comes back to agree.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Mila asks for your agreement' })).toBeVisible();
  await expect(parent.getByRole('link', { name: "How we look after children's data" })).toHaveAttribute('href', '/privacy');
  expect(await seriousViolations(parent)).toEqual([]);
  await parent.getByRole('link', { name: 'Sign in as a parent' }).click();
  await parent.getByLabel('E-mail').fill(PREPARED.consentParent.email);
  await parent.getByLabel('Password').fill(PREPARED.consentParent.password);
  await parent.getByRole('button', { name: 'Sign in' }).click();
  await expect(parent).toHaveURL(/\/consent\?token=/);
  // Agreeing is confirmed with the parent's own password (decision 030): a wrong one changes nothing.
  await parent.getByRole('button', { name: "Agree to Mila's account" }).click();
  const confirm = parent.getByRole('dialog', { name: 'Agree to Mila’s account?' });
  await expect(confirm).toContainText('class leaderboards by first name and initial');
  await confirm.getByLabel('Your password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(parent.getByText('Your current password is not right.')).toBeVisible();
  await parent.getByRole('button', { name: "Agree to Mila's account" }).click();
  await confirm.getByLabel('Your password').fill(PREPARED.consentParent.password);
  await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(parent.getByText("Thank you! Mila's account is open")).toBeVisible();
  await parent.reload();
  await expect(parent.getByRole('heading', { name: "Mila's account is open" })).toBeVisible();
  await parent.goto('/children');
  await expect(parent.locator('[data-child="Mila"]')).toBeVisible();
  await parentContext.close();

  // The child's account is open: told on the dashboard, the journal works.
  await page.goto('/dashboard/child');
  await expect(page.getByText('Petra Consent agreed: your journal, leaderboards and classes are open now!')).toBeVisible();
  await expect(page.getByLabel('Your family code')).toBeVisible();
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'My journal', level: 1 })).toBeVisible();
});

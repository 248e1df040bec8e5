import { DEMO, expect, loginAs, PREPARED_CHILDREN, signIn, test } from './support/fixtures';

/** The demo parent's name, as the seed makes it (src/seed/seed-data.ts). */
const PARENT_NAME = 'Priya Parent';

/*
 * Linking a child with consent (decision 026): a parent types the code from the child's dashboard, the child sees
 * who asks and accepts, both sides see the link and the child is told who can see their progress; a wrong code is
 * refused; the child ends the link and the parent is told.
 */

test('a parent links a child by code, the child accepts, and the child can end the link again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, PREPARED_CHILDREN.linked.email, PREPARED_CHILDREN.linked.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  const code = (await page.getByLabel('Your family code').textContent())!.trim();
  await expect(page.getByText('No adult is linked to your account. Only you see your progress.')).toBeVisible();

  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await loginAs(parent, DEMO.parent);
  await expect(parent).toHaveURL(/\/dashboard\/parent$/);
  await parent.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Children' }).click();
  await expect(parent).toHaveURL(/\/children$/);
  await expect(parent.getByRole('heading', { name: 'Your children', level: 1 })).toBeVisible();

  // A code nobody has: refused, and what was typed stays.
  const codeField = parent.getByLabel('Family code');
  await codeField.fill('zz00zz');
  await parent.getByRole('button', { name: 'Send request' }).click();
  await expect(parent.getByText("No child has that code. Check it on your child's dashboard.").first()).toBeVisible();
  await expect(codeField).toHaveValue('zz00zz');

  await codeField.fill(code.toLowerCase());
  await parent.getByRole('button', { name: 'Send request' }).click();
  // Until Kai answers, the parent sees only a first name and initial.
  await expect(parent.getByText('Request sent: Kai L. will see it on their dashboard.')).toBeVisible();
  const waiting = parent.getByRole('region', { name: 'Waiting for an answer' });
  await expect(waiting.locator('[data-request="Kai L."]')).toBeVisible();
  // Asked, not yet linked.
  await expect(parent.locator('[data-child="Kai Linked"]')).toHaveCount(0);

  // The child sees who asks, and accepts.
  await page.reload();
  const requests = page.getByRole('region', { name: 'Someone wants to link with you' });
  await expect(requests).toContainText(`${PARENT_NAME} wants to link to your account`);
  await requests.getByRole('button', { name: `Accept the request from ${PARENT_NAME}` }).click();
  await expect(page.getByText(`You are now linked with ${PARENT_NAME}.`)).toBeVisible();
  const adults = page.getByRole('region', { name: 'Who can see your progress' });
  await expect(adults).toContainText(`${PARENT_NAME} can see your progress and reports.`);
  await expect(adults).toContainText('Your journal stays private');

  // The parent now sees the child, and what happened.
  await parent.reload();
  await expect(parent.locator('[data-child="Kai Linked"]')).toBeVisible();
  await expect(parent.getByRole('region', { name: 'Waiting for an answer' })).toHaveCount(0);
  await expect(parent.getByRole('region', { name: 'Recent changes' })).toContainText('Kai Linked accepted your request.');

  // The child writes an entry and shows it to the parent, who reads it on the child's card; the rest stays private.
  await page.goto('/journal');
  await page.getByLabel('Title', { exact: true }).fill('Piano day');
  await page.getByRole('group', { name: 'How do you feel?' }).locator('label').filter({ hasText: 'Proud' }).click();
  await page.getByLabel('What happened? What did you think?').fill('I played a whole song!');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved.').first()).toBeVisible();
  const entry = page.getByRole('article', { name: 'Piano day' });
  await entry.getByText('Only you can read this entry').click();
  await entry.getByLabel(PARENT_NAME).check();
  await entry.getByRole('button', { name: 'Save sharing for “Piano day”' }).click();
  await expect(page.getByText('Shown to 1 adult.')).toBeVisible();
  await expect(entry.getByText(`Shown to ${PARENT_NAME}`)).toBeVisible();
  await parent.reload();
  const card = parent.locator('[data-child="Kai Linked"]');
  await card.getByText('Journal entries Kai Linked shared with you').click();
  await expect(card.getByRole('article', { name: /Piano day/ })).toContainText('I played a whole song!');

  // The child ends the link (after a confirmation); the parent is told, and no longer sees the shared entry.
  await page.goto('/dashboard/child');
  await adults.getByRole('button', { name: `Remove ${PARENT_NAME}` }).click();
  await page.getByRole('dialog', { name: `Remove ${PARENT_NAME}?` }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`The link with ${PARENT_NAME} has ended.`)).toBeVisible();
  await expect(page.getByText('No adult is linked to your account. Only you see your progress.')).toBeVisible();
  await parent.reload();
  await expect(parent.locator('[data-child="Kai Linked"]')).toHaveCount(0);
  await expect(parent.getByRole('region', { name: 'Recent changes' })).toContainText('Kai Linked ended the link.');
  await expect(parent.getByText('I played a whole song!')).toHaveCount(0);
  await parentContext.close();
});

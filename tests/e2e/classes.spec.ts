import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, loginAs, registerChild, signIn, test } from './support/fixtures';

/*
 * The leaderboard's class scope and the tutor's switch (decision 014). A tutor makes a class, adds two new children by
 * the code on their dashboards, and the children see the class board on /simulator; switched off, it is gone for
 * them; removing a child and deleting the class work behind a confirmation.
 */

/** A new child with a simulator account; returns their page and the code from their dashboard. */
async function newChild(browser: Browser, firstName: string): Promise<{ page: Page; code: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerChild(page, firstName, 'Classmate');
  const code = (await page.getByLabel('Your family code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await page.goto('/simulator');
  await expect(page.getByRole('heading', { name: 'Stock market simulator', level: 1 })).toBeVisible();
  // Visiting only reads (decision 015); the first order opens the account, bought or refused (a paused market).
  const orderForm = page.getByRole('region', { name: 'Place an order' });
  await orderForm.getByRole('radio', { name: 'Market' }).check({ force: true });
  await orderForm.getByLabel('Number of shares').fill('1');
  await orderForm.getByRole('button', { name: /^Buy 1 share of / }).click();
  await expect(orderForm.getByRole('status').or(orderForm.getByRole('alert'))).toBeVisible();
  return { page, code };
}

const leaderboard = (page: Page) => page.getByRole('region', { name: 'Leaderboard' });

test('a tutor runs a class: adds children by code, the children see the class leaderboard, and the tutor switches it off', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const ava = await newChild(browser, 'Ava');
  const ben = await newChild(browser, 'Ben');

  await loginAs(page, DEMO.tutor);
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
  // The dashboard lists the tutor's classes (the seeded one, with the demo child).
  await expect(page.locator('[data-tutor-classes] li').filter({ hasText: 'Money Club' })).toContainText('1 student');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { name: 'Your classes', level: 1 })).toBeVisible();
  // The seeded class is listed.
  await expect(page.locator('a[data-class="Money Club"]')).toContainText('1 student');

  const name = `Rocket Savers ${Date.now().toString(36)}`;
  await page.getByLabel('Class name').fill(name);
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(/\/classes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('No students yet. Add the first one with their code.')).toBeVisible();

  // A code nobody has: refused, and what was typed stays.
  const codeField = page.getByLabel("Child's code");
  await codeField.fill('zz99zz');
  await page.getByRole('button', { name: 'Add to class' }).click();
  await expect(page.getByText('No child has that code. Check it with the family.').first()).toBeVisible();
  await expect(codeField).toHaveValue('zz99zz');

  // The real codes, typed in lower case: each add asks the family, and the tutor sees a first name and initial only.
  for (const [child, first] of [[ava, 'Ava'], [ben, 'Ben']] as const) {
    await codeField.fill(child.code.toLowerCase());
    await page.getByRole('button', { name: 'Add to class' }).click();
    await expect(page.getByText(`Asked ${first} C.'s family: ${first} C. joins once they approve.`)).toBeVisible();
    await expect(page.locator('[data-class-requests-tutor]')).toContainText(`${first} C.`);
  }
  await expect(codeField).toHaveValue('');
  await expect(page.locator('[data-class-requests-tutor]')).not.toContainText('Classmate');

  // Children of 15 with no linked parent answer themselves (decision 032), on their dashboard.
  for (const [child, first] of [[ava, 'Ava'], [ben, 'Ben']] as const) {
    await child.page.goto('/dashboard/child');
    const request = child.page.locator(`[data-class-request="${name}"]`);
    await expect(request).toContainText(`Theo T. asks to add you to the class ${name}.`);
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(child.page.getByText(`${first} Classmate is now in ${name}.`)).toBeVisible();
  }
  await page.reload();
  for (const first of ['Ava', 'Ben']) await expect(page.locator(`li[data-student="${first} Classmate"]`)).toBeVisible();
  await expect(page.getByText('2 students')).toBeVisible();
  const classUrl = page.url();

  // /students (decision 033): both children, with the demo child of the seeded class; search and the class filter narrow it.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  for (const first of ['Ava', 'Ben']) await expect(page.locator(`tr[data-student="${first} Classmate"]`)).toContainText(name);
  const search = page.getByRole('search', { name: 'Find a student' });
  await search.getByLabel('Name').fill('ava');
  await search.getByLabel('Class').selectOption({ label: name });
  await search.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('tr[data-student]')).toHaveCount(1);
  await expect(page.getByRole('status')).toContainText('1 of');
  await page.getByRole('link', { name: 'Show everyone' }).click();
  await expect(page.locator('tr[data-student="Ben Classmate"]')).toBeVisible();
  // A student's page: the family's report, scoped to what a tutor sees (no amount of money), and a word on the log.
  await page.getByRole('link', { name: 'Ben Classmate' }).click();
  await expect(page).toHaveURL(/\/students\/[A-Za-z0-9_-]+$/);
  const benUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Ben Classmate', level: 1 })).toBeVisible();
  await expect(page.getByText(`In ${name} · Level 1`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stock-market simulator' })).toBeVisible();
  await expect(page.getByText('Portfolio value')).toHaveCount(0);
  await expect(page.getByText("Ben's family can see in their access log that you opened this page.", { exact: false })).toBeVisible();
  await page.getByRole('link', { name: '90 days' }).click();
  await expect(page).toHaveURL(/\?days=90$/);
  await page.goto(classUrl);
  // The tutor's own view of the class board: both children, by first name and last initial.
  await expect(leaderboard(page).getByRole('list', { name: 'Leaderboard' }).getByRole('listitem')).toHaveCount(2);
  await expect(leaderboard(page)).toContainText('Ava C.');

  // The child's dashboard says which class they are in, and whose.
  await ava.page.goto('/dashboard/child');
  await expect(ava.page.locator('[data-my-classes]').getByRole('listitem')).toHaveText([`${name} with Theo T.`]);

  // A child sees the class board on /simulator, with their classmate.
  await ava.page.goto('/simulator');
  const board = leaderboard(ava.page);
  await expect(board.getByText(`Everyone in ${name}`, { exact: false })).toBeVisible();
  await expect(board.getByRole('listitem').filter({ hasText: 'Ben C.' })).toBeVisible();
  await expect(board.locator('[data-me="true"]')).toContainText('Ava C.');

  // The tutor switches the class board off: the children no longer have it.
  await page.getByRole('button', { name: 'Switch off for the class' }).click();
  await expect(page.getByText('The class leaderboard is off.')).toBeVisible();
  await expect(page.locator('[data-leaderboard-state="off"]')).toBeVisible();
  await ava.page.reload();
  await expect(leaderboard(ava.page).getByText("There's nobody to compare with yet.", { exact: false })).toBeVisible();
  await expect(leaderboard(ava.page)).not.toContainText('Ben C.');
  // Back on for the rest of the journey.
  await page.getByRole('button', { name: 'Switch on for the class' }).click();
  await expect(page.getByText('The class leaderboard is on.')).toBeVisible();

  // Removing a child asks first.
  await page.getByRole('button', { name: 'Remove Ben Classmate' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove Ben Classmate from ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Ben Classmate left the class.')).toBeVisible();
  await expect(page.locator('li[data-student="Ben Classmate"]')).toHaveCount(0);
  // Ben is no longer the tutor's student: his page is gone, as any child's who is not theirs.
  expect((await page.request.get(benUrl)).status()).toBe(404);
  // Ben's page is his dashboard since he approved there: open his simulator.
  await ben.page.goto('/simulator');
  await expect(leaderboard(ben.page)).not.toContainText('Ava C.');

  // Deleting the class goes back to the list, without it.
  await page.getByRole('button', { name: 'Delete class' }).click();
  await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete class' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.locator(`a[data-class="${name}"]`)).toHaveCount(0);
  await expect(page.locator('a[data-class="Money Club"]')).toBeVisible();

  await ava.page.context().close();
  await ben.page.context().close();
});

test("a parent's dashboard shows each child's classes and tutors", async ({ page }) => {
  await loginAs(page, DEMO.parent);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await expect(page.locator('[data-child-classes]')).toHaveText(/Classes: Money Club with Theo T\./);
});

test('a class page of another tutor, or an id that is not one, is a 404', async ({ page }) => {
  await loginAs(page, DEMO.tutor);
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
  expect((await page.request.get('/classes/not-a-class')).status()).toBe(404);
  expect((await page.request.get('/classes/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  const mine = await page.goto('/classes');
  expect(mine?.status()).toBe(200);
  const href = (await page.locator('a[data-class="Money Club"]').getAttribute('href'))!;
  // The admin holds every permission but sees only classes of their own.
  await page.context().clearCookies();
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  expect((await page.request.get(href)).status()).toBe(404);
});

test("a tutor's student page is the tutor's only: another role is refused, an unknown id is a 404", async ({ page }) => {
  await loginAs(page, DEMO.tutor);
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
  await page.goto('/students');
  await page.getByRole('link', { name: 'Charlie Child' }).click();
  await expect(page).toHaveURL(/\/students\/[A-Za-z0-9_-]+$/);
  const href = new URL(page.url()).pathname;
  expect((await page.request.get('/students/no-such-child')).status()).toBe(404);
  // A path no id can have is refused before any page runs (the request guards).
  expect((await page.request.get('/students/bad%00id')).status()).toBe(400);
  // The admin holds every permission but has no students of their own; a parent, even the child's own, is refused.
  for (const who of [DEMO.admin, DEMO.parent] as const) {
    await page.context().clearCookies();
    await signIn(page, who.email, who.password);
    await expect(page).toHaveURL(/\/dashboard\/(admin|parent)$/);
    expect((await page.request.get(href)).status()).toBe(who === DEMO.admin ? 404 : 403);
  }
});

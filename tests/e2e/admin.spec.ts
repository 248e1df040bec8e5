import { DEMO, expect, loginAs, PREPARED, signIn, signInWithForm, test } from './support/fixtures';

test('an admin blocks a signed-in user: their next request ends the session, and the audit log records it', async ({ browser }) => {
  // Two browsers and about twenty steps (two sign-ins, the block, the refused sign-in, the audit and its CSV, the
  // unblock): a minute or more while the other worker's journey shares the two cores.
  test.setTimeout(120_000);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, PREPARED.toBlock.email, PREPARED.toBlock.password);
  await expect(userPage).toHaveURL(/\/dashboard\/tutor$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  await admin.goto('/admin/user-management');
  await admin.getByLabel('Search').fill('to-block@');
  await admin.getByRole('button', { name: 'Apply' }).click();
  const row = admin.getByRole('row', { name: /to-block@e2e\.test/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Block' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Block to-block@e2e.test?' });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(admin.getByText('Account blocked.')).toBeVisible();
  await expect(row.getByText('Blocked')).toBeVisible();

  // The open session is told why at its next request, not sent to sign in again; signing in again is refused too.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/blocked$/);
  await signInWithForm(userPage, PREPARED.toBlock.email, PREPARED.toBlock.password);
  await expect(userPage).toHaveURL(/\/blocked$/);

  await admin.goto('/admin/audit?action=block');
  await expect(admin.getByRole('cell', { name: 'to-block@e2e.test' }).first()).toBeVisible();
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('timestamp,performedBy,role,actionType');
  expect(text).toContain('admin@academy.local,admin,block,user-management');

  // The list is paged: the prepared accounts outnumber a page, so the admin searches, as they would.
  await admin.goto('/admin/user-management?q=to-block%40');
  const unblockRow = admin.getByRole('row', { name: /to-block@e2e\.test/ });
  await unblockRow.getByRole('button', { name: 'Unblock' }).click();
  await expect(admin.getByText('Account unblocked.')).toBeVisible();
  await userContext.close();
  await adminContext.close();
});

test('an admin cannot delete or demote themself', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/admin/user-management?q=admin%40academy.local');
  const row = page.getByRole('row', { name: /admin@academy\.local/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Send password reset' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await row.getByLabel('Role for admin@academy.local').selectOption('parent');
  // A role change is confirmed first, naming the new role.
  await row.getByRole('button', { name: 'Change role' }).click();
  await page.getByRole('dialog', { name: 'Change the role of admin@academy.local to Parent?' }).getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('You cannot do that to your own account.')).toBeVisible();
});

/*
 * The analytics page (decision 038) from the sidebar: today's figures for children, a table's CSV with its header.
 * The e2e run's children have signed in today, so children are active.
 */
test('an admin reads today’s analytics for children and downloads a table as CSV', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.getByLabel('Who').selectOption('child');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/role=child/);
  const active = page.getByRole('table', { name: 'Active people' });
  await expect(active.getByRole('row')).toHaveCount(2);
  await expect(active.getByRole('row', { name: /Children/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.locator('section', { has: page.getByRole('heading', { name: 'Day by day' }) }).getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-daily-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('day,active_users,lessons_started,lessons_completed,badges_earned,orders,active_traders');
});

test('an admin reads growth: sign-ups, the activation funnel and weekly retention, with a table as CSV', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Growth' }).click();
  await expect(page.getByRole('heading', { name: 'Growth', level: 1 })).toBeVisible();
  // The e2e run's accounts were all made today: this week's cohort is there, with its first week counted.
  const cohorts = page.getByRole('table', { name: 'Weekly retention' });
  await expect(cohorts.getByRole('row')).not.toHaveCount(1);
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Activation' }) }).getByText('Signed up', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.locator('section', { has: page.getByRole('heading', { name: 'Activation' }) }).getByRole('link', { name: 'Export CSV' }).click();
  const text = await (await import('node:fs/promises')).readFile((await (await download).path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n').slice(0, 2)).toEqual(['step,people', expect.stringMatching(/^registered,[1-9]\d*$/)]);
});

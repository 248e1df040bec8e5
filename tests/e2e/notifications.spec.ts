import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { expect, linkIn, PREPARED, PREPARED_CHILDREN, signIn, signInWithForm, test, waitForMail } from './support/fixtures';
import { playLesson } from './support/lesson-player';

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;
const child = PREPARED_CHILDREN.badger;
const CHILD_NAME = `${child.firstName} ${child.lastName}`;

/*
 * Notifications live (decision 036): a parent keeps /notifications open while their child finishes a first lesson and
 * earns a badge; the notification appears on the open page and in the bell's count without a reload, and marking it
 * read clears both. The child's own bell counts it too, and opening it marks it read and leads to the achievements.
 */
test('a badge earned by a child appears live on the parent’s open notifications page and bell; marking read clears it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, PREPARED.notifiedParent.email, PREPARED.notifiedParent.password);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const bell = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Notifications/ });
  // Nothing unread on any day: this parent's weekly report counts as sent for the run (tests/e2e/support/prepare.ts).
  await expect(bell).toHaveAttribute('data-unread', '0');

  const childPage = await (await browser.newContext()).newPage();
  await signIn(childPage, child.email, child.password);
  await expect(childPage).toHaveURL(/\/dashboard\/child$/);
  await childPage.goto(`/courses/${course.slug}/${lesson.slug}`);
  await expect(childPage.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
  await playLesson(childPage, lesson.blocks);

  // No reload: the stream brings the count, and the page redraws with the new notification.
  // A first lesson may earn more than one badge: each is its own notification.
  const items = page.locator('li[data-notification="child_badge_earned"]');
  const item = items.filter({ hasText: `${CHILD_NAME} earned the badge “First Steps”.` });
  await expect(item).toHaveAttribute('data-read', 'false');
  const badges = await items.count();
  await expect(bell).toHaveAttribute('data-unread', String(badges));
  await expect(bell).toHaveAccessibleName(`Notifications ${badges} unread`);
  await item.getByRole('button', { name: `Mark as read: ${CHILD_NAME} earned the badge “First Steps”.` }).click();
  await expect(page.getByText('Marked as read.')).toBeVisible();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveAttribute('data-unread', String(badges - 1));
  if (badges > 1) {
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(items.and(page.locator('[data-read="false"]'))).toHaveCount(0);
  }
  await expect(bell).toHaveAttribute('data-unread', '0');

  // The child's own bell counts it; opening the notification marks it read and leads to the achievements.
  await childPage.goto('/dashboard/child');
  const childBell = childPage.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Notifications/ });
  await expect(childBell).toHaveAttribute('data-unread', /[1-9]/);
  await childBell.click();
  // Each row is a link to what it is about (it can be opened in a new tab); following it marks it read.
  const row = childPage.getByRole('link', { name: 'New: You earned the badge “First Steps”!', exact: true });
  await expect(row).toHaveAttribute('href', '/achievements');
  await row.click();
  await expect(childPage).toHaveURL(/\/achievements$/);
  await childPage.goto('/notifications?show=unread');
  await expect(childPage.locator('li[data-notification="badge_earned"]').filter({ hasText: 'First Steps' })).toHaveCount(0);
  await childPage.context().close();
});

test('nobody gets another person’s stream: without a session the stream answers 401', async ({ request }) => {
  const response = await request.get('/api/notifications/stream');
  expect(response.status()).toBe(401);
});

/*
 * Security alerts (decision 037): a sign-in from a second browser and a changed e-mail are told at once, on the open
 * notifications page of the first browser and by e-mail (the change to the old address), with no unsubscribe.
 */
test('a new browser’s sign-in and an e-mail change are told live and by e-mail; the new address needs its link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tutor = PREPARED.securityTutor;
  await signIn(page, tutor.email, tutor.password);
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
  await page.goto('/notifications');
  const bell = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-unread', '0');

  const other = await (await browser.newContext()).newPage();
  await signInWithForm(other, tutor.email, tutor.password);
  await expect(other).toHaveURL(/\/dashboard\/tutor$/);
  await expect(page.locator('li[data-notification="new_sign_in"]')).toContainText('New sign-in to your account from Chrome on Linux.');
  await expect(bell).toHaveAttribute('data-unread', '1');
  const alert = await waitForMail(tutor.email, 'New sign-in to your account');
  expect(alert.text).toContain('/forgot-password');
  expect(alert.listUnsubscribe).toBeUndefined();

  // The second browser changes the address: nothing changes until the link sent to the new one is opened.
  const newEmail = 'sid.new@e2e.test';
  await other.goto('/settings');
  const form = other.locator('form', { has: other.getByLabel('New e-mail address') });
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Current password').fill(tutor.password);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(other.getByText(`If ${newEmail} can be used, a link is on its way there.`)).toBeVisible();
  const confirm = await waitForMail(newEmail, 'Confirm your new e-mail');
  await other.goto(linkIn(confirm, '/settings/email?token='));
  await expect(other.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
  await other.getByRole('button', { name: 'Yes, use the new address' }).click();
  await expect(other.getByRole('heading', { name: 'E-mail changed' })).toBeVisible();
  await expect(other.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();

  await expect(page.locator('li[data-notification="email_changed"]')).toContainText(`Your account’s e-mail address was changed to ${newEmail}.`);
  await expect(bell).toHaveAttribute('data-unread', '2');
  await waitForMail(tutor.email, 'e-mail address was changed');
  await other.context().close();
});

/*
 * A digest (decision 036) made by the server's own job as it started (tests/e2e/support/prepare.ts gives this parent
 * unread news and a zone where it is due), through the SMTP listener; its one-click unsubscribe (RFC 8058) needs no
 * session, a second POST is harmless, and the parent's settings then say "No e-mail" for that kind.
 */
test('a digest arrives through the SMTP listener; its one-click unsubscribe turns that digest off', async ({ page }) => {
  test.setTimeout(150_000);
  const parent = PREPARED.digestParent;
  const digest = await waitForMail(parent.email, ' on Academy: 2 new notifications', 120_000);
  expect(digest.text).toContain('Dana Digest earned the badge “First Steps”.');
  expect(digest.text).toContain('Dana Digest earned the badge “Streak Starter”.');
  expect(digest.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const oneClick = digest.listUnsubscribe!.replace(/^<|>$/g, '');
  for (let time = 0; time < 2; time++) {
    const answer = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, headers: { cookie: '' } });
    expect(answer.status()).toBe(200);
  }
  await signIn(page, parent.email, parent.password);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await page.goto('/settings');
  await expect(page.getByLabel('Your child earns a badge')).toHaveValue('off');
});

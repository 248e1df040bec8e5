import { expect, test } from '@playwright/test';
import { SEED_COURSES } from '../../src/seed/seed-content';
import { PREPARED, PREPARED_CHILDREN, signIn } from './support/fixtures';
import { playLesson } from './support/lesson-player';

const course = SEED_COURSES[0]!;
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
  await childPage.getByRole('button', { name: 'New: You earned the badge “First Steps”!', exact: true }).click();
  await expect(childPage).toHaveURL(/\/achievements$/);
  await childPage.goto('/notifications?show=unread');
  await expect(childPage.locator('li[data-notification="badge_earned"]').filter({ hasText: 'First Steps' })).toHaveCount(0);
  await childPage.context().close();
});

test('nobody gets another person’s stream: without a session the stream answers 401', async ({ request }) => {
  const response = await request.get('/api/notifications/stream');
  expect(response.status()).toBe(401);
});

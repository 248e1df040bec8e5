import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/fixtures';

/*
 * What the browser may keep: a page for a visitor without a session may stay in its cache and back/forward cache
 * (checked again before reuse); a signed-in page never. And the largest picture of /courses loads at once.
 */

test('public pages may be kept by the browser; signed-in pages never', async ({ page, request }) => {
  for (const path of ['/', '/courses', '/about', '/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
  }
  await signIn(page, DEMO.child.email, DEMO.child.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  for (const path of ['/dashboard/child', '/courses', '/about']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
});

test("the first course's picture on /courses loads at once, the others when scrolled to", async ({ page }) => {
  await page.goto('/courses');
  const pictures = page.locator('main li img');
  expect(await pictures.count()).toBeGreaterThan(1);
  await expect(pictures.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
});

import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, registerChild, signInWithForm, test, TEST_PASSWORD } from './support/fixtures';

/** Spec 2: each role's sidebar, entry for entry (/logout is a button that POSTs, the others links). */
const SIDEBAR_HREFS = {
  admin: ['/dashboard/admin', '/admin/analytics', '/admin/finance/dashboard', '/admin/growth', '/admin/user-management', '/admin/schools', '/admin/lessoneditor/lessontableeditor', '/admin/courseeditor', '/admin/lessoneditor', '/admin/featurelessons', '/admin/marketeditor/marketdata', '/admin/badges', '/admin/thumbnails', '/admin/audit', '/admin/help-editor/help', '/admin/settings/adminsettings', '/logout'],
  parent: ['/dashboard', '/children', '/progress', '/reports', '/competitions', '/notifications', '/profile', '/settings', '/logout'],
  tutor: ['/dashboard', '/classes', '/students', '/competitions', '/progress', '/feedback', '/notifications', '/profile', '/settings', '/logout'],
  child: ['/dashboard', '/lessons', '/review', '/skills', '/progress', '/achievements', '/competitions', '/journal', '/profile', '/settings', '/logout'],
  // Decision 061: a school's admin has their school's page and their account's.
  school_admin: ['/dashboard', '/competitions', '/notifications', '/profile', '/settings', '/logout'],
} as const;

const sidebarNav = (page: Page) => page.locator('#app-sidebar').getByRole('navigation');

for (const width of [375, 1280]) {
  test(`signed out at ${width} px: logo, a Login button, no sidebar, and the footer's three groups`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Academy' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('#app-sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'About Academy' })).toBeVisible();
    for (const group of ['Navigation', 'Connect', 'Legal']) await expect(page.getByRole('navigation', { name: group })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Who can see it' })).toBeVisible();
    await expect(page.getByText('A parent can ask for their child')).toBeVisible();
  });
}

for (const role of ['admin', 'parent', 'tutor', 'child', 'school_admin'] as const) {
  test(`${role} at 1280 px: the sidebar is open with exactly the spec's links, the current page marked`, async ({ page }) => {
    await loginAs(page, DEMO[role]);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    const targets = await sidebarNav(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href') ?? item.querySelector('form[method="post"]')?.getAttribute('action')));
    expect(targets).toEqual([...SIDEBAR_HREFS[role]]);
    await expect(sidebarNav(page).getByRole('link', { name: 'Log out' })).toHaveCount(0);
    await expect(sidebarNav(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const box = await page.locator('#app-sidebar').boundingBox();
    expect(box?.width).toBe(256);
    await expect(page.locator('#app-sidebar').getByText(role === 'child' ? 'Explorer' : role === 'school_admin' ? 'School admin' : role[0]!.toUpperCase() + role.slice(1), { exact: true })).toBeVisible();
    const avatar = page.getByRole('banner').getByRole('link', { name: 'My profile' }).getByRole('img', { name: 'User Avatar' });
    await expect(avatar).toHaveAttribute('src', /\/api\/avatar\/7\.x\/adventurer\/svg\?seed=/);
  });
}

test('at 375 px the sidebar is a drawer: the menu button opens it, focus stays inside, Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await expect(sidebarNav(page)).toBeHidden();
  const menu = page.getByRole('button', { name: 'Open the menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeFocused();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toHaveCount(0);
});

test('the avatar route draws every style on our server and refuses an unknown one', async ({ request }) => {
  const svg = await request.get('/api/avatar/7.x/adventurer/svg?seed=Felix');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(svg.headers()['cache-control']).toContain('immutable');
  expect(await svg.text()).toContain('<svg');
  expect((await request.get('/api/avatar/7.x/bottts-neutral/svg?seed=a')).status()).toBe(200);
  const unknown = await request.get('/api/avatar/7.x/not-a-style/svg?seed=a');
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).error).toContain('Unknown avatar style');
});

test('a new avatar style and seed save to the profile and show in the header', async ({ page }) => {
  await registerChild(page, 'Avi');
  await page.getByRole('banner').getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Avatar style').selectOption('bottts');
  await page.getByLabel('Avatar seed').fill('robot-42');
  await expect(page.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', '/api/avatar/7.x/bottts/svg?seed=robot-42');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('img', { name: 'User Avatar' })).toHaveAttribute('src', '/api/avatar/7.x/bottts/svg?seed=robot-42');
});

test('dark mode: the toggle sets the dark class at once, fires theme-mode-changed, and persists', async ({ page }) => {
  await registerChild(page, 'Dora');
  await page.goto('/settings');
  await page.evaluate(() => {
    window.addEventListener('theme-mode-changed', (event) => {
      (window as unknown as { modeEvents: unknown[] }).modeEvents = [...((window as unknown as { modeEvents?: unknown[] }).modeEvents ?? []), (event as CustomEvent).detail];
    });
  });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => (window as unknown as { modeEvents: unknown[] }).modeEvents)).toEqual([{ mode: 'dark' }]);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a password change needs the current password and then works', async ({ page }) => {
  const email = await registerChild(page, 'Pat');
  await page.goto('/settings');
  // The e-mail address card asks for the current password too: this is the password card's form.
  const form = page.locator('form', { has: page.getByLabel('New password') });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password').fill('my-brand-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not right.').first()).toBeVisible();
  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByLabel('New password').fill('my-brand-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  await sidebarNav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, email, 'my-brand-new-pass');
  await expect(page).toHaveURL(/\/dashboard\/child$/);
});

test('the loading screen shows while a slow page resolves, and goes when it arrives', async ({ page }) => {
  await loginAs(page, DEMO.parent);
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await page.waitForLoadState('networkidle');
  // Hold the next page's server response for 1.5 s.
  await page.route(/\/settings/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await sidebarNav(page).getByRole('link', { name: 'Settings' }).click();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeAttached();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

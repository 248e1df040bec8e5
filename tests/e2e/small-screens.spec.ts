import { expect, test, type Page } from '@playwright/test';
import { DEMO, PREPARED, signIn } from './support/fixtures';

/**
 * At 375 px (the narrowest phone we support), light and dark: the page never scrolls sideways and no table loses a
 * column off its edge. A table may be wider than the screen only inside a container that scrolls.
 */
const PUBLIC_PAGES = ['/', '/about', '/privacy', '/terms', '/login', '/register', '/verify-email', '/consent', '/forgot-password', '/reset-password', '/blocked', '/unauthorized', '/courses', '/courses/money-basics'];
const ROLE_PAGES = {
  child: ['/dashboard/child', '/lessons', '/courses/money-basics/what-is-money', '/progress', '/achievements', '/simulator', '/journal', '/profile', '/settings'],
  parent: ['/dashboard/parent', '/children', '/simulator', '/profile', '/settings'],
  // The seeded class's own page is added from /classes.
  tutor: ['/dashboard/tutor', '/classes', '/simulator', '/profile', '/settings'],
  admin: [
    '/dashboard/admin',
    '/admin/user-management',
    '/admin/audit',
    '/admin/outbox',
    '/admin/settings/adminsettings',
    '/admin/marketeditor/marketdata',
    '/admin/courseeditor',
    '/admin/courseeditor/new',
    '/admin/lessoneditor',
    '/admin/lessoneditor/lessontableeditor',
    '/admin/featurelessons',
    '/admin/badges',
    '/admin/badges/new',
    '/admin/thumbnails',
  ],
} as const;

const WIDTH = 375;

/** Measured in the browser: what overflows sideways on this page, as readable lines (empty when all is well). */
async function overflowProblems(page: Page, path: string): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector<HTMLElement>('#main');
    if (!main) found.push('no #main');
    else if (main.scrollWidth > main.clientWidth) found.push(`#main is ${main.scrollWidth} px wide in ${main.clientWidth} px`);
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) found.push(`the document is ${page.scrollWidth} px wide in a ${window.innerWidth} px viewport`);

    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    for (const [index, table] of [...document.querySelectorAll('#main table')].entries()) {
      let container: Element | null = table.parentElement;
      while (container && container !== document.body && !clips(container)) container = container.parentElement;
      const scroller = container && container !== document.body ? (container as HTMLElement) : null;
      // A container that scrolls shows every column to whoever scrolls it.
      if (scroller && ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX) && scroller.scrollWidth > scroller.clientWidth) continue;
      const box = scroller ? scroller.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      for (const header of table.querySelectorAll('th')) {
        const cell = header.getBoundingClientRect();
        if (cell.width === 0 && cell.height === 0) continue;
        if (cell.left < box.left - 1 || cell.right > box.right + 1) {
          const name = (header.textContent ?? '').trim().slice(0, 40) || '(empty)';
          found.push(`table ${index + 1}: column "${name}" spans ${Math.round(cell.left)}–${Math.round(cell.right)} px, visible ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }
    }
    return found;
  });
  return problems.map((problem) => `${path}: ${problem}`);
}

async function checkPages(page: Page, paths: readonly string[], mode: 'light' | 'dark'): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const status = (await page.goto(path))?.status() ?? 0;
    // /blocked and /unauthorized answer 403 with their page; a 404 or 5xx would mean this list is wrong.
    expect(status !== 404 && status < 500, `${path} answered ${status}`).toBe(true);
    if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    else await expect(page.locator('html')).not.toHaveClass(/dark/);
    found.push(...(await overflowProblems(page, path)));
  }
  return found;
}

test.describe(`at ${WIDTH} px`, () => {
  test.use({ viewport: { width: WIDTH, height: 800 } });

  for (const mode of ['light', 'dark'] as const) {
    test.describe(mode, () => {
      test.beforeEach(async ({ context, baseURL }) => {
        // The server renders dark mode from its cookie (spec 4: the dark class on the document root).
        if (mode === 'dark') await context.addCookies([{ name: 'academy-mode', value: 'dark', url: baseURL! }]);
      });

      test(`public pages do not overflow sideways (${mode})`, async ({ page }) => {
        test.setTimeout(10_000 * PUBLIC_PAGES.length);
        expect(await checkPages(page, PUBLIC_PAGES, mode)).toEqual([]);
      });

      for (const role of ['child', 'parent', 'tutor', 'admin'] as const) {
        test(`${role}'s pages do not overflow sideways (${mode})`, async ({ page }) => {
          test.setTimeout(15_000 * (ROLE_PAGES[role].length + 2));
          await signIn(page, DEMO[role].email, DEMO[role].password);
          await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
          const paths: string[] = [...ROLE_PAGES[role]];
          if (role === 'tutor') {
            await page.goto('/classes');
            const classPage = await page.locator('a[data-class]').first().getAttribute('href');
            expect(classPage).toMatch(/^\/classes\/[0-9a-f-]{36}$/);
            paths.push(classPage!);
          }
          expect(await checkPages(page, paths, mode)).toEqual([]);
        });
      }
    });
  }
});

/*
 * At 320 px (a small phone, or a larger one zoomed to 120 %: WCAG 1.4.10 reflow) a signed-in page does not scroll
 * sideways either: the header with its menu, bell, dashboard and avatar, and a parent's report with its form.
 */
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  const sideways = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    return page.evaluate((where) => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return scrollWidth > clientWidth ? [`${where} is ${scrollWidth} px wide in ${clientWidth} px`] : [];
    }, path);
  };

  for (const [who, account, language] of [
    ['a parent', DEMO.parent, 'en'],
    ['a parent who reads Arabic', PREPARED.arabicParent, 'ar'],
  ] as const) {
    test(`${who}'s dashboard, report and settings do not scroll sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard\/parent$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const found: string[] = [];
      for (const path of ['/dashboard/parent', '/reports', '/children', '/settings']) found.push(...(await sideways(page, path)));
      expect(found).toEqual([]);
    });
  }

  test("a child's, a tutor's and an admin's dashboards do not scroll sideways", async ({ page }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const role of ['child', 'tutor', 'admin'] as const) {
      await page.context().clearCookies();
      await signIn(page, DEMO[role].email, DEMO[role].password);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
      found.push(...(await sideways(page, `/dashboard/${role}`)));
    }
    expect(found).toEqual([]);
  });
});

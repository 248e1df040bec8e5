import type { Locator, Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../../src/lib/constants';
import { DEMO, expect, loginAs, test } from './support/fixtures';
import { printMoneyClubCards } from './support/print-cards';
import { screenshots } from './support/screenshots';

/*
 * The picture password (decision 068): the demo tutor prints the demo class's cards, and on the class's tablet the
 * demo child types the class code, picks their name and taps their three pictures; a wrong sequence is refused
 * kindly, and the whole way works with the keyboard alone.
 */


/**
 * Presses Tab, or Shift+Tab when the target is before the focus, until the focus is on `target`: the keyboard's way
 * to a button.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    return !!active && active !== document.body && !!(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let press = 0; press < 60; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('The keyboard never reached the button');
}

/** The demo tutor prints Money Club's cards; Charlie's printed pictures and the class's code. */
async function printCharliesCard(page: Page): Promise<{ classCode: string; pictures: string[] }> {
  await loginAs(page, DEMO.tutor);
  const card = await printMoneyClubCards(page);
  const pictures = (await card.locator('[data-card-pictures]').getAttribute('data-card-pictures'))!.split(' ');
  expect(pictures).toHaveLength(3);
  // The printed pictures have their names, for the teacher and for a screen reader.
  await expect(card.getByRole('img', { name: new RegExp(`^${pictures[0]}$`, 'i') }).first()).toBeVisible();
  const classCode = (await card.getAttribute('data-card-class'))!;
  expect(classCode).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
  // The page shows the class's code too, once the print is done.
  await expect(page.locator(`[data-class-code="${classCode}"]`)).toBeVisible();
  await screenshots(page, 'picture-password', 'cards');
  return { classCode, pictures };
}

test('a child signs in on the class’s tablet with their pictures, after a wrong sequence is refused kindly', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { classCode, pictures } = await printCharliesCard(page);

  const tablet = await browser.newContext();
  const child = await tablet.newPage();
  await child.goto('/login');
  await child.getByRole('link', { name: 'Sign in with my pictures' }).click();
  await expect(child).toHaveURL(/\/login\/class$/);
  await expect(child.getByRole('heading', { name: 'Sign in with my pictures', level: 1 })).toBeVisible();
  await screenshots(child, 'picture-password', 'class-code');
  await child.getByLabel('Class code').fill('ZZZ-ZZZ');
  await child.getByRole('button', { name: 'Find my class' }).click();
  await expect(child.getByText('We cannot find this class. Check the code with your teacher.').first()).toBeVisible();
  await child.getByLabel('Class code').fill(classCode.toLowerCase());
  await child.getByRole('button', { name: 'Find my class' }).click();
  await expect(child.getByRole('heading', { name: 'Money Club: tap your name' })).toBeVisible();
  await screenshots(child, 'picture-password', 'names');
  await child.getByRole('button', { name: 'Charlie', exact: true }).click();
  await expect(child.getByRole('heading', { name: 'Hi Charlie! Tap your 3 pictures in order.' })).toBeVisible();

  // A wrong sequence: the first picture is another one. Refused, the pictures cleared, and the child tries again.
  const wrongFirst = ['cat', 'dog'].find((picture) => picture !== pictures[0])!;
  await child.locator(`[data-picture="${wrongFirst}"]`).click();
  await child.locator(`[data-picture="${pictures[1]}"]`).click();
  await expect(child.getByRole('status').filter({ hasText: '2 of 3 pictures chosen' })).toBeAttached();
  await child.locator(`[data-picture="${pictures[2]}"]`).click();
  await expect(child.getByText('Oops, those are not your pictures.', { exact: false }).first()).toBeVisible();
  await expect(child.getByRole('status').filter({ hasText: '0 of 3 pictures chosen' })).toBeAttached();
  await child.setViewportSize({ width: 1280, height: 900 });
  await screenshots(child, 'picture-password', 'pictures-refused');
  for (const picture of pictures) await child.locator(`[data-picture="${picture}"]`).click();
  await expect(child).toHaveURL(/\/dashboard\/child$/);
  // A shared tablet's session: its cookie has no lifetime, so it goes when the browser closes.
  const cookies = await tablet.cookies();
  expect(cookies.find((cookie) => cookie.name.endsWith('session_token'))?.expires).toBe(-1);
  await tablet.close();
});

test('the whole way with the keyboard alone, and the page in Arabic, right to left', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { classCode, pictures } = await printCharliesCard(page);

  const arabic = await browser.newContext();
  await arabic.addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: baseURL! }]);
  const shown = await arabic.newPage();
  await shown.goto('/login/class');
  await expect(shown.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshots(shown, 'picture-password', 'ar-class-code');
  await shown.getByLabel('رمز الصف').fill(classCode);
  await shown.getByRole('button', { name: 'ابحث عن صفي' }).click();
  await expect(shown.getByRole('button', { name: 'Charlie', exact: true })).toBeVisible();
  await shown.getByRole('button', { name: 'Charlie', exact: true }).click();
  await expect(shown.getByRole('button', { name: 'قطة' })).toBeVisible();
  await screenshots(shown, 'picture-password', 'ar-pictures');
  await arabic.close();

  const tablet = await browser.newContext();
  const child = await tablet.newPage();
  await child.goto('/login/class');
  await tabTo(child, child.getByLabel('Class code'));
  await child.keyboard.type(classCode);
  await child.keyboard.press('Enter');
  await expect(child.getByRole('heading', { name: 'Money Club: tap your name' })).toBeVisible();
  await tabTo(child, child.getByRole('button', { name: 'Charlie', exact: true }));
  await child.keyboard.press('Enter');
  // The child's pictures take the focus: the next Tab is in the pictures.
  await expect(child.getByRole('heading', { name: 'Hi Charlie! Tap your 3 pictures in order.' })).toBeFocused();
  for (const picture of pictures) {
    await tabTo(child, child.locator(`[data-picture="${picture}"]`));
    await child.keyboard.press(' ');
  }
  await expect(child).toHaveURL(/\/dashboard\/child$/);
  await tablet.close();
});

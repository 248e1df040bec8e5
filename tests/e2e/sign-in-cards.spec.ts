import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import QRCode from 'qrcode';
import { CARD_QR_PREFIX, normalizeCardCode } from '../../src/lib/sign-in-card';
import { DEMO, expect, loginAs, test } from './support/fixtures';
import { screenshots } from './support/screenshots';

/*
 * Classroom sign-in cards (decision 066): the demo tutor prints the cards of the demo class, and the demo child signs
 * in with theirs, by typing its code and by showing it to a camera (Chromium's fake camera, fed a video of the
 * card's QR code made here).
 */

const SHOTS = path.resolve('test-results/sign-in-cards');


/**
 * A short y4m video (the format Chromium's fake camera reads) of a QR code holding `text`, black on white in the
 * middle of a 640×480 grey frame: the luma plane draws it, the chroma planes stay neutral.
 */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor(360 / (modules + 8));
  const side = (modules + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 128);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const dark = row >= 0 && column >= 0 && row < modules && column < modules && qr.modules.get(row, column) === 1;
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(os.tmpdir(), `academy-card-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test('the tutor prints the class’s sign-in cards, and a child signs in with theirs by its code and by the camera', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO.tutor);
  await page.goto('/classes');
  await page.locator('a[data-class="Money Club"]').click();
  await page.getByRole('link', { name: 'Sign-in cards' }).click();
  await expect(page).toHaveURL(/\/classes\/[0-9a-f-]{36}\/cards$/);
  await expect(page.getByRole('heading', { name: 'Sign-in cards: Money Club', level: 1 })).toBeVisible();
  const cardsUrl = page.url();
  await page.getByRole('button', { name: /^Print (the card$|cards for all)/ }).click();
  const sheet = page.getByRole('list', { name: /cards? to print/ });
  const card = sheet.getByRole('listitem').filter({ hasText: 'Charlie' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: /QR code of the sign-in card of Charlie/ })).toBeVisible();
  const code = (await card.getAttribute('data-card-code'))!;
  expect(code).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
  // Printed, only the sheet is on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Sign-in cards: Money Club', level: 1 })).toBeHidden();
  await expect(card).toBeVisible();
  // An A4 page's width at 96 dpi, for a person to look at the printed sheet.
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: path.join(SHOTS, 'cards-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await screenshots(page, 'sign-in-cards', 'cards');
  // Another role is refused the page.
  const visitor = await browser.newContext();
  const parent = await visitor.newPage();
  await loginAs(parent, DEMO.parent);
  expect((await parent.goto(cardsUrl))!.status()).toBe(403);
  await visitor.close();

  // A child types the code on a device without a camera.
  const tablet = await browser.newContext();
  const child = await tablet.newPage();
  await child.goto('/login');
  await child.getByRole('link', { name: 'Sign in with my card' }).click();
  await expect(child).toHaveURL(/\/login\/card$/);
  await screenshots(child, 'sign-in-cards', 'sign-in-card');
  await child.getByLabel('The code under the QR code').fill('0000-0000-0000-0000-0000-0000-0000');
  await child.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(child.getByText('This card does not work. Ask your teacher for a new one.').first()).toBeVisible();
  await child.getByLabel('The code under the QR code').fill(code.toLowerCase());
  await child.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(child).toHaveURL(/\/dashboard\/child$/);
  await tablet.close();

  // The same card shown to a camera: Chromium's fake camera plays a video of its QR code.
  const video = qrVideo(`${CARD_QR_PREFIX}${normalizeCardCode(code)}`);
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL: new URL(page.url()).origin, permissions: ['camera'] });
    const scanner = await context.newPage();
    await scanner.goto('/login/card');
    await scanner.getByRole('button', { name: 'Use the camera' }).click();
    await expect(scanner).toHaveURL(/\/dashboard\/child$/, { timeout: 20_000 });
  } finally {
    await camera.close();
  }
});

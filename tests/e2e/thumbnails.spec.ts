import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { DEMO, expect, loginAs, test } from './support/fixtures';

/** A file's card in the listing: its name is the first thing the card says. */
function fileCard(page: Page, name: string) {
  return page.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
}

/*
 * The course whose thumbnail this spec changes: not the one the learning and accessibility specs open
 * (ENGLISH_CURRICULUM[0]), and its own picture is put back at the end.
 */
const course = ENGLISH_CURRICULUM.find((each) => each.slug === 'how-the-stock-market-works')!;

/** A noisy PNG (noise does not compress): about 1.5 MB, so the upload takes several 256 KB chunks. */
async function noisyPng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function uploadRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });
}

async function chooseThumbnail(page: Page, value: string): Promise<void> {
  await page.goto('/admin/courseeditor');
  await page.getByRole('link', { name: `Edit ${course.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await page.getByLabel('Thumbnail', { exact: true }).selectOption(value);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Course saved.')).toBeVisible();
}

test('an upload shows progress, can be paused, resumed and canceled, and its thumbnail appears on a course', async ({ page }) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `e2e-progress-${run}.png`;
  const canceledName = `e2e-canceled-${run}.png`;
  const png = await noisyPng(720);
  expect(png.byteLength).toBeGreaterThan(1_400_000);

  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  // Slow each chunk down a little, as on a slow connection, so the upload is still running when Pause is clicked.
  await page.route('**/api/files/uploads/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/admin/thumbnails');
  await expect(page.getByRole('heading', { level: 1, name: 'Thumbnails' })).toBeVisible();

  // ── Upload, pause, resume ──
  await page.getByLabel('Choose files').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  const row = uploadRow(page, name);
  const progress = row.getByRole('progressbar', { name: `Upload progress of ${name}` });
  await expect(progress).toBeVisible();
  await expect(row.getByRole('status')).toHaveText(/^Uploading · [1-9]\d?%$/);
  const runningAt = Number(await progress.getAttribute('aria-valuenow'));
  expect(runningAt).toBeGreaterThan(0);
  expect(runningAt).toBeLessThan(100);
  await row.getByRole('button', { name: `Pause uploading ${name}` }).click();
  await expect(row.getByRole('status')).toHaveText(/^Paused · \d+%$/);
  const pausedAt = Number(await progress.getAttribute('aria-valuenow'));
  expect(pausedAt).toBeLessThan(100);
  await expect(row.getByRole('button', { name: `Pause uploading ${name}` })).toHaveCount(0);
  // A paused upload stays where it is.
  await page.waitForTimeout(1_500);
  await expect(row.getByRole('status')).toHaveText(`Paused · ${pausedAt}%`);
  await expect(progress).toHaveAttribute('aria-valuenow', String(pausedAt));

  await row.getByRole('button', { name: `Resume uploading ${name}` }).click();
  await expect(row.getByRole('status')).toHaveText(/^Uploading · \d+%$/);
  await expect(row.getByRole('status')).toHaveText('Uploaded', { timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(`${name} is uploaded.`)).toBeVisible();
  // The listing refreshes by itself and shows the stored file.
  const listed = fileCard(page, name);
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('720 × 720 px');

  // ── A second upload, canceled while it runs ──
  const canceledPng = await noisyPng(720);
  const cancelDone = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/files\/uploads\/[0-9a-f]{32}$/.test(response.url()));
  await page.getByLabel('Choose files').setInputFiles({ name: canceledName, mimeType: 'image/png', buffer: canceledPng });
  const canceledRow = uploadRow(page, canceledName);
  await expect(canceledRow.getByRole('status')).toHaveText(/^Uploading · [1-9]\d?%$/);
  await canceledRow.getByRole('button', { name: `Cancel uploading ${canceledName}` }).click();
  await expect(canceledRow.getByRole('status')).toHaveText('Canceled');
  expect((await cancelDone).status()).toBe(200);
  await expect(canceledRow.getByRole('button', { name: `Resume uploading ${canceledName}` })).toHaveCount(0);
  await expect(canceledRow.getByRole('button', { name: `Remove ${canceledName} from the list` })).toBeVisible();
  // Long enough for the rest of the chunks to have gone, had the cancel not stopped them.
  await page.waitForTimeout(3_000);
  await expect(canceledRow.getByRole('status')).toHaveText('Canceled');
  await page.goto(`/admin/thumbnails?name=e2e-canceled-${run}`);
  await expect(page.getByText(`No file name contains “e2e-canceled-${run}”.`)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // ── The uploaded picture as a course's thumbnail ──
  await page.goto('/admin/courseeditor');
  await page.getByRole('link', { name: `Edit ${course.title}` }).click();
  const original = await page.getByLabel('Thumbnail', { exact: true }).inputValue();
  expect(original).not.toBe(`thumbnails/${name}`);
  await chooseThumbnail(page, `thumbnails/${name}`);

  const imageOf = (target: Page) => target.locator(`img[src*="url=${encodeURIComponent(`/files/thumbnails/${name}`)}"]`);
  const expectLoaded = async (target: Page) => {
    const image = imageOf(target);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  };
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expectLoaded(page);
  await page.goto('/courses');
  await expectLoaded(page);

  // ── Deleting the file is refused while the course uses it ──
  await page.goto(`/admin/thumbnails?name=e2e-progress-${run}`);
  await fileCard(page, name).click();
  const details = page.getByRole('region', { name });
  await expect(details.getByRole('listitem').filter({ hasText: course.title })).toContainText('Course');
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`This image is in use and cannot be deleted. It is used by: Course “${course.title}”`)).toBeVisible();
  await page.reload();
  await expect(fileCard(page, name)).toBeVisible();

  // ── Once the course shows its own picture again, the file can go ──
  await chooseThumbnail(page, original);
  await page.goto(`/admin/thumbnails?name=e2e-progress-${run}`);
  await fileCard(page, name).click();
  await expect(page.getByRole('region', { name }).getByText('No course, lesson or badge uses this file.')).toBeVisible();
  await page.getByRole('region', { name }).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
  await page.goto(`/admin/thumbnails?name=e2e-progress-${run}`);
  await expect(page.getByText(`No file name contains “e2e-progress-${run}”.`)).toBeVisible();
});

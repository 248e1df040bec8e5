import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { overflowProblems } from './support/every-page';
import { DEMO, expect, loginAs, test } from './support/fixtures';
import { inProfileLanguage } from './support/profile-language';

/*
 * A school admin imports a OneRoster set (decision 064): the fixture's files are checked (the dry run), applied, and
 * the import is in the history. Run again on the same database, the dry run says there is nothing to change.
 */

const FIXTURES = path.resolve('tests/fixtures/oneroster');

function filesOf(folder: string) {
  return readdirSync(path.join(FIXTURES, folder)).map((name) => ({ name, mimeType: 'text/csv', buffer: readFileSync(path.join(FIXTURES, folder, name)) }));
}

/** The set as a school's system exports it: one zip, the files in a folder. */
function zipOf(folder: string) {
  const entries = Object.fromEntries(filesOf(folder).map((file) => [`oneroster/${file.name}`, new Uint8Array(file.buffer)]));
  return { name: `${folder}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zipSync(entries)) };
}

test('a school admin checks a roster, sees the dry run, applies it and finds it in the history', async ({ page }) => {
  await loginAs(page, DEMO.school_admin);
  await page.goto('/dashboard/school_admin');
  await page.locator('[data-school-roster-link]').click();
  await expect(page).toHaveURL(/\/dashboard\/school_admin\/roster$/);

  // A malformed set lists its problems by file and line, and opens no dry run.
  await page.locator('#roster-files').setInputFiles(filesOf('malformed'));
  await page.getByRole('button', { name: 'Check the files' }).click();
  await expect(page.locator('[data-roster-errors]')).toBeVisible();
  await expect(page.locator('[data-roster-errors] li').first()).toContainText('line');
  await expect(page.locator('[data-roster-apply]')).toHaveCount(0);

  await page.locator('#roster-files').setInputFiles(filesOf('school'));
  await page.getByRole('button', { name: 'Check the files' }).click();
  await expect(page).toHaveURL(/\?import=[0-9a-f-]{36}$/);
  const teachers = page.locator('[data-roster-kind="teachers"]');
  await expect(teachers).toBeVisible();
  const firstRun = (await teachers.getAttribute('data-add')) === '3';
  if (firstRun) {
    await expect(page.locator('[data-roster-kind="students"]')).toHaveAttribute('data-add', '60');
    await expect(page.locator('[data-roster-kind="classes"]')).toHaveAttribute('data-add', '4');
  } else {
    await expect(page.locator('[data-roster-empty]')).toBeVisible();
  }
  await expect(page.locator('[data-roster-ignored]')).toBeVisible();

  await page.locator('[data-roster-apply] button[type="submit"]').click();
  await expect(page.locator('[data-roster-applied]')).toBeVisible();
  await expect(page.locator('[data-roster-history] li').first()).toBeVisible();

  // Checked again as the export's zip, the same files change nothing.
  await page.locator('#roster-files').setInputFiles(zipOf('school'));
  await page.getByRole('button', { name: 'Check the files' }).click();
  await expect(page.locator('[data-roster-empty]')).toBeVisible();
  // Something that is not the export is refused under the field, with nothing checked.
  await page.locator('#roster-files').setInputFiles({ name: 'roster.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await page.getByRole('button', { name: 'Check the files' }).click();
  await expect(page.getByText('Only the export’s zip file or its CSV files can be imported.')).toBeVisible();
});

test('the dry run with a held class fits 320 px in Arabic, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginAs(page, DEMO.school_admin);
  // The profile's language, as a school admin chooses it: it wins over any cookie (another journey may have saved
  // English on this account), and English is put back for the journeys after.
  await inProfileLanguage(page, 'ar', async () => {
    await page.goto('/dashboard/school_admin/roster');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The second term's files: against the first term (imported above, or now) the class c-2 is held.
    await page.locator('#roster-files').setInputFiles(filesOf('school'));
    await page.locator('form:has(#roster-files) button[type="submit"]').click();
    await expect(page).toHaveURL(/\?import=/);
    await page.locator('[data-roster-apply] button[type="submit"]').click();
    await expect(page.locator('[data-roster-applied]')).toBeVisible();
    await page.locator('#roster-files').setInputFiles(filesOf('school-v2'));
    await page.locator('form:has(#roster-files) button[type="submit"]').click();
    await expect(page.locator('[data-roster-held="1"]')).toBeVisible();
    for (const list of await page.locator('[data-roster-list] summary').all()) await list.click();
    expect(await overflowProblems(page)).toEqual([]);
  });
});

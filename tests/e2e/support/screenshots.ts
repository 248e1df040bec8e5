import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The page as it stands, light and dark at 375 and 1280 px, saved under test-results/<folder> for a person to look at
 * (the layout checks are every-page.spec.ts's). Dark is the class the settings form toggles.
 */
export async function screenshots(page: Page, folder: string, name: string): Promise<void> {
  const shots = path.resolve('test-results', folder);
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark');
      await page.screenshot({ path: path.join(shots, `${name}-${width}-${mode}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

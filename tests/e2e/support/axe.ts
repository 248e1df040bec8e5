import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

/* axe-core run in the page the way every spec runs it (the crawl, and the specs that check a page in a given state). */

/** axe-core's source, the copy @axe-core/playwright brings (the same engine AxeBuilder runs). */
const AXE_SOURCE = (createRequire(createRequire(path.resolve('package.json')).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** What to run: the rules with these tags, or these rules. */
export type AxeRunOnly = { type: 'tag' | 'rule'; values: string[] };

/** The part of axe-core's API the crawl calls in the page (axe-core's own types come with the source it reads). */
interface InPageAxe {
  run(context: Document, options: { runOnly: AxeRunOnly; resultTypes: 'violations'[] }): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;
}

/**
 * axe-core's serious and critical violations on the page as it is now, each as its rule, impact and first nodes. axe
 * is put into the document once and run there with axe.run, and only violations get selectors for all their nodes
 * (resultTypes): AxeBuilder's default opened a blank page for every run to merge per-frame results and put axe's
 * 1.5 MB into the page two or three times, and the passes' selectors were most of axe's own time on a long page; that
 * was half the crawl's time. No page of the app has a frame; a page that has one is refused here rather than half
 * checked (AxeBuilder checks frames).
 */
export async function axeViolations(page: Page, runOnly: AxeRunOnly): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has a frame: check it with AxeBuilder, which runs axe in every frame`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: InPageAxe }).axe;
    const results = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `axe ${violation.id} (${violation.impact}) on ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
  }, runOnly);
}

/**
 * Stops the page's animations and transitions, so that axe measures the colours a reader ends up with: a button's
 * colour transition caught half-way as the theme is switched reads as poor contrast.
 */
export async function holdStill(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
}

import type { Page, Route } from '@playwright/test';
import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { expect, fetchThrough, PREPARED_CHILDREN, signInChild, test } from './support/fixtures';
import { answer } from './support/lesson-player';

/*
 * Nothing a person submitted is lost (decision 049). The first answer to a save, a lesson answer and a completion is
 * lost on its way back (the server did the work; the browser is told the connection failed, or 503): the page says
 * calmly that it keeps trying, sends the same request with the same key by itself, and shows the answer. After a
 * reload the entry, the try and the completion are there once.
 */

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;

/**
 * Lets the page's server action POSTs to `path` through, but the first `lose` of them reach the server and their
 * answer is dropped (`lost`: a failed connection or a 503). Returns how many action POSTs were sent.
 */
async function loseFirstAnswers(page: Page, path: string | RegExp, lost: ('failed' | 503)[]): Promise<{ sent: () => number }> {
  let sent = 0;
  await page.route(path, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
    const how = lost[sent++];
    if (how === undefined) return route.continue();
    // The server gets the request and does the work; its answer never arrives.
    await fetchThrough(route);
    return how === 'failed' ? route.abort('connectionreset') : route.fulfill({ status: 503, headers: { 'retry-after': '5' }, body: 'Service Unavailable' });
  });
  return { sent: () => sent };
}

const KEEP_TRYING = "Not sent yet: Academy can't be reached for a moment. We'll keep trying by ourselves; nothing is lost.";

test('a journal entry whose answer was lost is sent again by the page and saved once', async ({ page }) => {
  await signInChild(page, PREPARED_CHILDREN.resender);
  await page.goto('/journal');
  const actions = await loseFirstAnswers(page, '**/journal', ['failed', 503]);
  await page.getByLabel('Title', { exact: true }).fill('Kept through the storm');
  await page.getByRole('group', { name: 'How do you feel?' }).locator('label').filter({ hasText: 'Calm' }).click();
  await page.getByLabel('What happened? What did you think?').fill('The connection dropped, my words did not.');
  // A double click sends one.
  await page.getByRole('button', { name: 'Save entry' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: KEEP_TRYING })).toBeVisible();
  // What was typed stays while the page keeps trying.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kept through the storm');
  await expect(page.getByText('Entry saved.').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(KEEP_TRYING)).toHaveCount(0);
  expect(actions.sent()).toBe(3);
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Kept through the storm' })).toHaveCount(1);
});

test('a lesson answer and a completion whose answers were lost are sent again: one try counted, one completion', async ({ page }) => {
  await signInChild(page, PREPARED_CHILDREN.resender);
  await page.goto(`/courses/${course.slug}/${lesson.slug}`);
  const first = lesson.blocks.findIndex((block) => block.type === 'question');
  for (let step = 0; step < first; step++) await page.getByRole('button', { name: 'Continue' }).click();
  const block = lesson.blocks[first]!;
  if (block.type !== 'question' || block.question.kind !== 'single') throw new Error('the first seeded question is no longer a single choice; extend this test');
  const question = block.question;

  // A wrong answer whose answer is lost: the page sends the same try again and is told "try once more", not the
  // answer (a second try counted would have used up both).
  const answers = await loseFirstAnswers(page, `**/courses/${course.slug}/${lesson.slug}`, ['failed']);
  await page.getByLabel(question.options.find((option) => option.id !== question.correct)!.text, { exact: true }).check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText(KEEP_TRYING)).toBeVisible();
  await expect(page.getByText('Not quite. Try once more.')).toBeVisible({ timeout: 15_000 });
  expect(answers.sent()).toBe(2);
  await page.unrouteAll();

  // After a reload the attempt resumes at this question with its one try left.
  await page.reload();
  await expect(page.getByText('Not quite. Try once more.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check my answer' })).toBeEnabled();
  await page.getByLabel(question.options.find((option) => option.id === question.correct)!.text, { exact: true }).check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  for (const [index, rest] of lesson.blocks.entries()) {
    if (index <= first) continue;
    await page.getByRole('button', { name: 'Continue' }).click();
    if (rest.type !== 'question') continue;
    await answer(page, rest.question);
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
  }

  // The completion's answer is lost (503): sent again with its attempt id, the same rewards, XP given once.
  const completions = await loseFirstAnswers(page, `**/courses/${course.slug}/${lesson.slug}`, [503]);
  await page.getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible({ timeout: 15_000 });
  expect(completions.sent()).toBe(2);
  // Not perfect (one wrong try): the lesson's reward alone, once; the total the screen says is the one stored.
  expect(Number(await page.locator('[data-xp-gained]').getAttribute('data-xp-gained'))).toBe(lesson.xpReward);
  const total = /· (\d+) XP in total/.exec((await page.getByText(/XP in total/).textContent()) ?? '')?.[1];
  expect(total).toBeDefined();
  await page.unrouteAll();
  await page.goto('/dashboard');
  await expect(page.getByText('Experience points').locator('..')).toContainText(new RegExp(`(?<!\\d)${total}(?!\\d)`));
  await page.goto('/progress');
  await expect(page.getByText('Lessons completed').locator('..')).toContainText('1');
});

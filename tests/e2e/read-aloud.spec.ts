import { holdStill } from './support/axe';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { blocksForReader } from '../../src/lib/lesson-numbers';
import type { Block } from '../../src/lib/lesson-content';
import { toPublicBlock } from '../../src/modules/courses/answers';
import { blockSentences, type ReadAloudLabels } from '../../src/modules/courses/read-aloud-script';
import { asShownInEnglish, ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { CURRICULUM } from '../../src/seed/curriculum/index';
import { localizeLesson } from '../../src/seed/curriculum/localize';
import { expect, signIn, signInChild, test } from './support/fixtures';
import { heard, installFakeSpeech, READ_ALOUD_FAMILY, VOICES_EN_FR_AR } from './support/read-aloud';

/*
 * Lessons read aloud (decision 053): the browser's speech synthesis is a fake here (a test browser has no voices), so
 * the spec hears exactly what the player asks it to say, in which language, voice and speed, and what the page
 * highlights as each sentence starts.
 */

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;
const LESSON = `/courses/${course.slug}/${lesson.slug}`;
const ENGLISH_BLOCKS = asShownInEnglish(lesson.blocks);
const ARABIC_BLOCKS = blocksForReader(localizeLesson(CURRICULUM[0]!, CURRICULUM[0]!.lessons[0]!, 'ar').blocks, { locale: 'ar', currency: 'USD' });

/** The player's words read with a block (a callout's title, true and false…), from the message files. */
function labelsIn(locale: 'en' | 'ar'): ReadAloudLabels {
  const player = (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { player: Record<string, string> & { callout: ReadAloudLabels['callout'] } }).player;
  return { callout: player.callout, true: player.true!, false: player.false!, pickAll: player.pickAll! };
}

function sentencesOf(block: Block, locale: 'en' | 'ar' = 'en') {
  return blockSentences(toPublicBlock(block), labelsIn(locale));
}

/** Waits until the fake has started `count` utterances, and returns them. */
async function heardAtLeast(page: Page, count: number) {
  await expect.poll(async () => (await heard(page)).length, { message: `${count} utterances started` }).toBeGreaterThanOrEqual(count);
  return heard(page);
}

const card = (page: Page) => page.locator('[aria-live="polite"]');

test('a child of 8 starts with reading aloud on: each sentence read in order in English and highlighted, at the speed chosen, paused, stopped, and the next block read as it comes', async ({ page }) => {
  await installFakeSpeech(page, VOICES_EN_FR_AR, 400);
  await signInChild(page, READ_ALOUD_FAMILY.young);
  await page.goto(LESSON);
  await expect(page.getByRole('button', { name: 'Read aloud', exact: true })).toHaveAttribute('aria-expanded', 'true');
  const bar = page.getByRole('group', { name: 'Read aloud controls' });
  await expect(bar).toBeVisible();

  // The first block, sentence by sentence, as the page shows it: the heading and the list items as words.
  const intro = sentencesOf(ENGLISH_BLOCKS[0]!);
  const first = (await heardAtLeast(page, intro.length)).slice(0, intro.length);
  expect(first.map((utterance) => utterance.text)).toEqual(intro.map((sentence) => sentence.spoken));
  expect(first[0]!.text).toBe('What is money?');
  expect(first.map((utterance) => utterance.text).join(' ')).not.toMatch(/[*#]|^- /);
  // Each sentence is highlighted on the page as the voice starts it.
  expect(first.map((utterance) => utterance.highlighted)).toEqual(intro.map((sentence) => sentence.shown));
  // The device's own English voice (not the one that speaks over the network), at the normal speed.
  for (const utterance of first) expect(utterance).toMatchObject({ lang: 'en-GB', voice: 'Fake English', rate: 1 });
  await expect(bar.getByText('All read. Press play to hear it again.')).toBeVisible();
  expect(await page.evaluate(() => CSS.highlights.has('read-aloud'))).toBe(false);

  // Slow, then play: from the start again, at three quarters of the speed.
  await bar.getByText('Slow', { exact: true }).click();
  await bar.getByRole('button', { name: 'Play' }).click();
  const slow = await heardAtLeast(page, intro.length + 2);
  expect(slow.slice(intro.length, intro.length + 2)).toEqual([
    expect.objectContaining({ text: intro[0]!.spoken, rate: 0.75 }),
    expect.objectContaining({ text: intro[1]!.spoken, rate: 0.75 }),
  ]);
  // Paused: nothing more is said until play, which says the paused sentence again from its start.
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect(bar.getByText('Paused')).toBeVisible();
  const atPause = await heard(page);
  await page.waitForTimeout(900);
  expect(await heard(page)).toHaveLength(atPause.length);
  await bar.getByRole('button', { name: 'Play' }).click();
  const resumed = await heardAtLeast(page, atPause.length + 1);
  expect(resumed[atPause.length]!.text).toBe(atPause.at(-1)!.text);
  // Stopped: quiet, and the highlight is gone.
  await bar.getByRole('button', { name: 'Stop' }).click();
  await expect(bar.getByRole('button', { name: 'Stop' })).toBeDisabled();
  expect(await page.evaluate(() => CSS.highlights.has('read-aloud'))).toBe(false);

  // The next block is read as the child reaches it: the picture by its description.
  const beforeNext = (await heard(page)).length;
  await page.getByRole('button', { name: 'Continue' }).click();
  const picture = ENGLISH_BLOCKS[1]!;
  expect(picture.type).toBe('image');
  const next = await heardAtLeast(page, beforeNext + 1);
  expect(next[beforeNext]).toMatchObject({ text: picture.type === 'image' ? picture.alt : '', rate: 0.75 });
});

test('a child of 12 starts with it closed; "Read this" reads just the question, its prompt then its choices; opening the bar reads the block on screen', async ({ page }) => {
  await installFakeSpeech(page, VOICES_EN_FR_AR, 250);
  await signInChild(page, READ_ALOUD_FAMILY.older);
  await page.goto(LESSON);
  const toggle = page.getByRole('button', { name: 'Read aloud', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Read aloud controls' })).toHaveCount(0);

  const questionAt = ENGLISH_BLOCKS.findIndex((block) => block.type === 'question');
  for (let step = 0; step < questionAt; step++) await page.getByRole('button', { name: 'Continue' }).click();
  const question = ENGLISH_BLOCKS[questionAt]!;
  if (question.type !== 'question' || question.question.kind !== 'single') throw new Error('the lesson’s first question has one answer to pick');
  await expect(page.getByRole('heading', { name: question.question.prompt })).toBeVisible();
  // Off: nothing was read by itself.
  expect(await heard(page)).toEqual([]);

  await card(page).getByRole('button', { name: 'Read this' }).click();
  // While it reads, the same button stops it.
  await expect(card(page).getByRole('button', { name: 'Stop reading' })).toBeVisible();
  const expected = [question.question.prompt, ...question.question.options.map((option) => option.text)];
  const said = await heardAtLeast(page, expected.length);
  expect(said.map((utterance) => utterance.text)).toEqual(expected);
  expect(said.map((utterance) => utterance.highlighted)).toEqual(expected);
  await expect(card(page).getByRole('button', { name: 'Read this' })).toBeVisible();
  expect(await heard(page)).toHaveLength(expected.length);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Opening the bar reads the block on screen; closing it stops.
  await toggle.click();
  await expect(page.getByRole('group', { name: 'Read aloud controls' })).toBeVisible();
  const again = await heardAtLeast(page, expected.length + 1);
  expect(again[expected.length]!.text).toBe(question.question.prompt);
  await toggle.click();
  await expect(page.getByRole('group', { name: 'Read aloud controls' })).toHaveCount(0);
  const atClose = (await heard(page)).length;
  await page.waitForTimeout(600);
  expect(await heard(page)).toHaveLength(atClose);
});

test('an Arabic reader of 8 hears the lesson in Arabic, with an Arabic voice, the controls right to left in Arabic', async ({ page }) => {
  await installFakeSpeech(page, VOICES_EN_FR_AR);
  await signInChild(page, READ_ALOUD_FAMILY.arabic);
  await page.goto(LESSON);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'اقرأ لي', exact: true })).toHaveAttribute('aria-expanded', 'true');
  const bar = page.getByRole('group', { name: 'أزرار القراءة بصوت عالٍ' });
  await expect(bar.getByRole('button', { name: 'تشغيل' })).toBeVisible();
  const intro = sentencesOf(ARABIC_BLOCKS[0]!, 'ar');
  const said = (await heardAtLeast(page, intro.length)).slice(0, intro.length);
  expect(said[0]!.text).toBe('ما هو المال؟');
  expect(said.map((utterance) => utterance.text)).toEqual(intro.map((sentence) => sentence.spoken));
  expect(said.map((utterance) => utterance.highlighted)).toEqual(intro.map((sentence) => sentence.shown));
  for (const utterance of said) expect(utterance).toMatchObject({ lang: 'ar-SA', voice: 'Fake Arabic' });
});

test('without an Arabic voice, or without speech at all, the reader says so kindly in the child’s language and reads nothing', async ({ page, browser }) => {
  await installFakeSpeech(
    page,
    VOICES_EN_FR_AR.filter((voice) => !voice.lang.startsWith('ar')),
  );
  await signInChild(page, READ_ALOUD_FAMILY.arabic);
  await page.goto(LESSON);
  await expect(page.getByRole('status').filter({ hasText: 'لا يوجد في هذا الجهاز صوت باللغة العربية للقراءة بعد' })).toBeVisible();
  expect(await heard(page)).toEqual([]);

  const context = await browser.newContext();
  const older = await context.newPage();
  await installFakeSpeech(older, null);
  await signInChild(older, READ_ALOUD_FAMILY.older);
  await older.goto(LESSON);
  await older.getByRole('button', { name: 'Read aloud', exact: true }).click();
  await expect(older.getByRole('status').filter({ hasText: 'Sorry, this browser can’t read lessons aloud.' })).toBeVisible();
  await context.close();
});

test('the reader works from the keyboard alone, never holds the focus, and axe finds nothing serious on it in light or dark', async ({ page }) => {
  await installFakeSpeech(page, VOICES_EN_FR_AR, 300);
  await signInChild(page, READ_ALOUD_FAMILY.older);
  await page.goto(LESSON);
  const toggle = page.getByRole('button', { name: 'Read aloud', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await heard(page)).length).toBeGreaterThan(0);
  // Tab goes through the controls in order and on out of the bar: pause, stop, the speed, then the lesson's controls.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Paused')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Normal' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Fast' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'Read aloud controls' }).locator(':focus')).toHaveCount(0);

  await holdStill(page);
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${dark ? 'dark' : 'light'}: ${violation.id}`)).toEqual([]);
  }
});

test('a child of 8 turns reading aloud off in her settings; a parent turns it on for a child of 12', async ({ page, browser }) => {
  await installFakeSpeech(page, VOICES_EN_FR_AR);
  await signInChild(page, READ_ALOUD_FAMILY.chooser);
  await page.goto('/settings');
  const reading = page.getByRole('group', { name: 'Read lessons aloud' });
  await expect(reading.getByRole('radio', { name: /^Automatic/ })).toBeChecked();
  await expect(reading.getByText('For you now: on')).toBeVisible();
  await reading.getByRole('radio', { name: /^Off/ }).check();
  await page.getByRole('button', { name: 'Save learning settings' }).click();
  await expect(page.getByText('Learning settings saved.')).toBeVisible();
  await page.goto(LESSON);
  await expect(page.getByRole('button', { name: 'Read aloud', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await page.waitForTimeout(500);
  expect(await heard(page)).toEqual([]);

  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const { parent: rhea, parentsChild: teo } = READ_ALOUD_FAMILY;
  await signIn(parent, rhea.email, rhea.password);
  await expect(parent).toHaveURL(/\/dashboard\/parent$/);
  await parent.goto('/children');
  await parent.getByText(`Settings for ${teo.firstName} ${teo.lastName}`).click();
  const choice = parent.getByLabel(`Read lessons aloud to ${teo.firstName} ${teo.lastName}`);
  await expect(choice).toHaveValue('auto');
  await expect(choice.locator('option[value="auto"]')).toHaveText('Automatic by age (off now)');
  await choice.selectOption('on');
  await parent.getByRole('button', { name: `Save reading aloud for ${teo.firstName} ${teo.lastName}` }).click();
  await expect(parent.getByText('Reading aloud saved.')).toBeVisible();
  await parentContext.close();

  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await installFakeSpeech(child, VOICES_EN_FR_AR);
  await signInChild(child, teo);
  await child.goto(LESSON);
  await expect(child.getByRole('button', { name: 'Read aloud', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await heard(child)).length).toBeGreaterThan(0);
  await childContext.close();
});

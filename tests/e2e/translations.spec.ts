import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, signInChild, test } from './support/fixtures';
import { FRENCH_READER } from './support/translations';

/*
 * Lessons in three languages (decision 051), from the admin's side: an English-only lesson is listed as missing in the
 * translation view, a French child reads it in English with a note saying so, the admin translates it side by side
 * with the English, and the child reads it in French at once, without the note. Badges likewise (decision 054).
 */

function suffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A published course with one published lesson (a text and a question), made in the editors; returns their slugs. */
async function makeEnglishLesson(page: Page, run: string, lesson: { title: string; text: string; prompt: string; options: string[]; explanation: string }) {
  await page.goto('/admin/courseeditor/new');
  await page.getByLabel('Title', { exact: true }).fill(`Spending Wisely ${run}`);
  await page.getByLabel('Summary', { exact: true }).fill('Think before you buy.');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/courseeditor\/\d+\?created=1$/);
  const courseId = /\/admin\/courseeditor\/(\d+)/.exec(page.url())![1]!;

  await page.goto(`/admin/lessoneditor?course=${courseId}`);
  const create = page.getByRole('form', { name: 'New lesson' });
  await create.getByLabel('Title', { exact: true }).fill(lesson.title);
  await create.getByRole('button', { name: 'Create the lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/lessoneditor\\?course=${courseId}&lesson=\\d+$`));
  const editor = page.getByRole('form', { name: `Editing “${lesson.title}”` });
  await editor.getByLabel('New block').selectOption({ label: 'Text' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  await editor.getByRole('listitem', { name: '1. Text' }).getByLabel('Text (Markdown)').fill(lesson.text);
  await editor.getByLabel('New block').selectOption({ label: 'Question: one right answer' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const question = editor.getByRole('listitem', { name: '2. Question: one right answer' });
  await question.getByLabel('Question', { exact: true }).fill(lesson.prompt);
  for (const [index, option] of lesson.options.entries()) await question.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  await question.getByLabel('Option 1 is a right answer').check();
  await question.getByLabel('Explanation', { exact: true }).fill(lesson.explanation);
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Lesson published.')).toBeVisible();

  await page.goto(`/admin/courseeditor/${courseId}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Course published. Children can see it now.')).toBeVisible();
  return { courseSlug: `spending-wisely-${run}`, lessonSlug: lesson.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

test('an English-only lesson is listed as missing, read in English with a note, then translated side by side and read in French', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const run = suffix();
  const english = {
    title: `Before You Buy ${run}`,
    text: 'Wait a day before you buy something you want.',
    prompt: 'What can you do before buying a toy?',
    options: ['Wait a day and think', 'Buy it at once'],
    explanation: 'Waiting helps you see if you still want it.',
  };
  const french = {
    title: `Avant d’acheter ${run}`,
    text: 'Attends un jour avant d’acheter quelque chose qui te fait envie.',
    prompt: 'Que peux-tu faire avant d’acheter un jouet ?',
    options: ['Attendre un jour et réfléchir', 'L’acheter tout de suite'],
    explanation: 'Attendre t’aide à voir si tu en as encore envie.',
  };

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const { courseSlug, lessonSlug } = await makeEnglishLesson(page, run, english);

  // ── The translation view lists the new lesson as missing in French and Arabic ──
  await page.goto(`/admin/lessoneditor/translations?q=${encodeURIComponent(run)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(english.title) }) });
  await expect(row.getByRole('cell')).toHaveText([/^Missing/, /^Missing/]);
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await page.getByLabel('Status', { exact: true }).selectOption('missing');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/language=fr/);
  await expect(row).toHaveCount(1);

  // ── A French child reads it in English, and is told so ──
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await signInChild(child, FRENCH_READER);
  await child.goto(`/courses/${courseSlug}/${lessonSlug}`);
  await expect(child.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(child.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
  await expect(child.getByText('Cette leçon n’est pas encore traduite en français : elle s’affiche en anglais.')).toBeVisible();
  await expect(child.getByText(english.text)).toBeVisible();

  // ── The admin translates it side by side with the English ──
  await row.getByRole('link', { name: `Translate “${english.title}” into French` }).click();
  await expect(page).toHaveURL(/language=fr$/);
  await expect(page.getByRole('navigation', { name: 'Language edited' }).getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'page');
  const translator = page.getByRole('form', { name: `French translation of “${english.title}”` });
  // The English is there to read, not to change: no answer, option order or number can be edited here.
  await expect(translator.getByText(english.prompt, { exact: true })).toBeVisible();
  await expect(translator.getByRole('radio')).toHaveCount(0);
  await expect(translator.getByRole('checkbox')).toHaveCount(0);
  await translator.getByLabel('Title in French').fill(french.title);
  await translator.getByLabel('Text in French').fill(french.text);
  await translator.getByLabel('Question in French').fill(french.prompt);
  await translator.getByLabel('Choice 1 in French').fill(french.options[0]!);
  await translator.getByLabel('Choice 2 in French').fill(french.options[1]!);
  await translator.getByLabel('Explanation in French').fill(french.explanation);
  await expect(translator.getByText('Unsaved changes')).toBeVisible();
  await translator.getByRole('button', { name: 'Save the French translation' }).click();
  await expect(page.getByText('Translation saved. Children reading this language see it now.')).toBeVisible();
  await expect(translator.getByText('All changes saved')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Language edited' }).getByRole('link', { name: /Français/ })).toContainText('Translated');

  // The Arabic side writes right to left.
  await page.getByRole('navigation', { name: 'Language edited' }).getByRole('link', { name: /العربية/ }).click();
  await expect(page.getByLabel('Title in Arabic')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('Title in Arabic')).toHaveAttribute('lang', 'ar');

  await page.goto(`/admin/lessoneditor/translations?q=${encodeURIComponent(run)}`);
  await expect(row.getByRole('cell')).toHaveText([/^Translated/, /^Missing/]);

  // ── The child now reads French, without the note ──
  await child.reload();
  await expect(child.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
  await expect(child.getByText(french.text)).toBeVisible();
  await expect(child.getByText('Cette leçon n’est pas encore traduite en français : elle s’affiche en anglais.')).toHaveCount(0);
  await expect(child.getByText(english.text)).toHaveCount(0);
  await childContext.close();
});

test('a badge is written in French beside its English, and a child who reads French sees its French name on /achievements', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const run = suffix();
  const english = { name: `Piggy Keeper ${run}`, description: 'Keep a coin in your piggy bank for a very long time.' };
  const french = { name: `Gardien de tirelire ${run}`, description: 'Garde une pièce dans ta tirelire très, très longtemps.' };

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin/badges/new');
  await page.getByLabel('Name', { exact: true }).fill(english.name);
  await page.getByLabel('Description', { exact: true }).fill(english.description);
  // Out of reach, so it stays among the badges still to earn.
  await page.getByLabel('XP to reach', { exact: true }).fill('999999');
  await page.getByRole('button', { name: 'Create badge' }).click();
  await expect(page).toHaveURL(/\/admin\/badges\?created=1$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: english.name, exact: true }) });
  await expect(row.getByRole('link', { name: /Français/ })).toContainText('Missing');

  // ── The admin writes its French beside the English ──
  await row.getByRole('link', { name: /Français/ }).click();
  await expect(page).toHaveURL(/\/admin\/badges\/\d+\?language=fr$/);
  const badgeId = /\/admin\/badges\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole('navigation', { name: 'Language edited' }).getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'page');
  const translator = page.getByRole('form', { name: 'French translation' });
  await expect(translator.getByText(english.description, { exact: true })).toBeVisible();
  await translator.getByLabel('Name in French').fill(french.name);
  await translator.getByLabel('Description in French').fill(french.description);
  await translator.getByRole('button', { name: 'Save the French translation' }).click();
  await expect(page.getByText('Translation saved. Children reading this language see it now.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Language edited' }).getByRole('link', { name: /Français/ })).toContainText('Translated');
  // The Arabic side writes right to left.
  await page.getByRole('navigation', { name: 'Language edited' }).getByRole('link', { name: /العربية/ }).click();
  await expect(page.getByLabel('Name in Arabic')).toHaveAttribute('dir', 'rtl');

  // ── A child who reads French sees it, and the starter badges, in French ──
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await signInChild(child, FRENCH_READER);
  await child.goto('/achievements');
  await expect(child.locator('html')).toHaveAttribute('lang', 'fr');
  const slug = english.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await expect(child.locator(`[data-badge="${slug}"]`)).toContainText(french.name);
  await expect(child.locator(`[data-badge="${slug}"]`)).toContainText(french.description);
  await expect(child.locator(`[data-badge="${slug}"]`)).not.toContainText(english.name);
  await expect(child.locator('[data-badge="first-steps"]')).toContainText('Premiers pas');
  await expect(child.locator('[data-badge="bookworm"]')).toContainText('Rat de bibliothèque');
  await childContext.close();

  // Retired again, so the other journeys' children do not meet it.
  await page.goto(`/admin/badges/${badgeId}`);
  await page.getByLabel('Active', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Badge saved.')).toBeVisible();
});

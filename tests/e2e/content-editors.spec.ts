import type { Page } from '@playwright/test';
import { DEMO, expect, loginAs, registerChild, test } from './support/fixtures';

/** A short random suffix: every run makes its own course and lesson (the server and database are shared). */
function suffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
}

test('an admin creates a course and a lesson with a question in the editors, publishes it, and a child can take it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = suffix();
  const course = {
    title: `Pocket Money Lab ${run}`,
    summary: 'Learn how to plan your pocket money.',
    description: 'A short course about planning:\n\n- what to buy **now**\n- what to save for later',
  };
  const lesson = {
    title: `Plan Your Week ${run}`,
    text: 'A plan tells your money where to go before you spend it.',
    prompt: `What does a plan for your money do? (${run})`,
    options: ['Spends it all at once', 'Tells your money where to go', 'Hides it under the bed'],
    right: 'Tells your money where to go',
    explanation: 'Planning first means you decide where your money goes, instead of spending it by accident.',
    xp: 40,
  };

  // ── The course, in the course editor ──
  await signInAsAdmin(page);
  await page.goto('/admin/courseeditor');
  await page.getByRole('link', { name: 'New course', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/courseeditor\/new$/);
  await page.getByLabel('Title', { exact: true }).fill(course.title);
  // The slug follows the title until the editor types one.
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`pocket-money-lab-${run}`);
  await page.getByLabel('Subject', { exact: true }).selectOption({ label: 'Saving' });
  await page.getByLabel('Age band', { exact: true }).selectOption({ label: 'Ages 10-12' });
  await page.getByLabel('Summary', { exact: true }).fill(course.summary);
  await page.getByLabel('Description', { exact: true }).fill(course.description);
  // A refused save keeps every field as chosen, the drop-downs too (they once fell back to their first option).
  await page.getByLabel('Slug', { exact: true }).fill('Not a slug!');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Subject', { exact: true }).locator('option:checked')).toHaveText('Saving');
  await expect(page.getByLabel('Age band', { exact: true }).locator('option:checked')).toHaveText('Ages 10-12');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(course.description);
  await page.getByLabel('Slug', { exact: true }).fill(`pocket-money-lab-${run}`);
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/courseeditor\/\d+\?created=1$/);
  const courseId = /\/admin\/courseeditor\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText('Course created. It stays a draft until you publish it.')).toBeVisible();
  // A course with no published lesson cannot be published yet.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('A course needs at least one published lesson before it can be published.', { exact: false })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // ── The lesson, in the lesson editor ──
  await page.getByRole('link', { name: 'Lessons', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/lessoneditor\\?course=${courseId}$`));
  await expect(page.getByText('This course has no lessons yet.')).toBeVisible();
  const newLesson = page.getByRole('form', { name: 'New lesson' });
  await newLesson.getByLabel('Title', { exact: true }).fill(lesson.title);
  await expect(newLesson.getByLabel('Slug', { exact: true })).toHaveValue(`plan-your-week-${run}`);
  await newLesson.getByRole('button', { name: 'Create the lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/lessoneditor\\?course=${courseId}&lesson=\\d+$`));

  const editor = page.getByRole('form', { name: `Editing “${lesson.title}”` });
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(editor).toBeVisible();
  await editor.getByLabel('XP reward (0–500)').fill(String(lesson.xp));
  await expect(preview.getByText(`5 min · ${lesson.xp} XP`)).toBeVisible();

  await editor.getByLabel('New block').selectOption({ label: 'Text' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const textBlock = editor.getByRole('listitem', { name: '1. Text' });
  await textBlock.getByLabel('Text (Markdown)').fill(lesson.text);

  await editor.getByLabel('New block').selectOption({ label: 'Question: one right answer' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const questionBlock = editor.getByRole('listitem', { name: '2. Question: one right answer' });
  await questionBlock.getByLabel('Question', { exact: true }).fill(lesson.prompt);
  await questionBlock.getByRole('button', { name: '+ Add an option (up to 6)' }).click();
  for (const [index, option] of lesson.options.entries()) await questionBlock.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  await questionBlock.getByLabel('Explanation', { exact: true }).fill(lesson.explanation);

  // The live preview draws the lesson as it is typed.
  await expect(preview.getByRole('region', { name: '1 / 2' }).getByText(lesson.text)).toBeVisible();
  const previewQuestion = preview.getByRole('region', { name: '2 / 2' });
  await expect(previewQuestion.getByRole('heading', { name: lesson.prompt })).toBeVisible();
  for (const option of lesson.options) await expect(previewQuestion.getByText(option, { exact: true })).toBeVisible();
  await expect(previewQuestion.getByText(lesson.explanation)).toBeVisible();
  await expect(previewQuestion.getByText('(right answer)')).toHaveCount(0);
  await expect(editor.getByText('1 thing to fix before publishing')).toBeVisible();

  // Publishing with no right answer chosen is refused, and says what to fix.
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const problems = editor.getByRole('alert');
  await expect(problems).toContainText('This lesson cannot be published yet: 1 thing to fix.');
  await expect(problems.getByRole('link', { name: 'Question 1: choose the correct answer.' })).toBeVisible();
  await expect(questionBlock.getByText('Question 1: choose the correct answer.')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await questionBlock.getByLabel('Option 2 is a right answer').check();
  await expect(problems).toContainText('Everything is fixed: you can publish now.');
  await expect(previewQuestion.getByRole('listitem').filter({ hasText: lesson.right })).toContainText('(right answer)');
  await expect(editor.getByText('Ready to publish')).toBeVisible();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Lesson published.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(editor.getByText('All changes saved')).toBeVisible();
  await expect(page.getByRole('link', { name: `1. ${lesson.title} (Published)` })).toBeVisible();

  // ── Back in the course editor: now the course can be published ──
  await page.goto(`/admin/courseeditor/${courseId}`);
  await expect(page.getByText('1 published lesson')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Course published. Children can see it now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the public page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // ── A new child finds the course and takes the lesson ──
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await registerChild(child, 'Casey', 'Course');
  await child.goto('/courses');
  const card = child.getByRole('listitem').filter({ has: child.getByRole('heading', { name: course.title }) });
  await expect(card).toContainText(course.summary);
  await expect(card).toContainText('1 lesson');
  await card.getByRole('link', { name: 'Open course' }).click();
  await expect(child.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // The description is Markdown, as the editor's hint says: a child reads a list with a bold word, never the marks.
  await expect(child.getByRole('listitem').filter({ hasText: 'what to buy now' }).locator('strong', { hasText: 'now' })).toBeVisible();
  await expect(child.getByText('**now**')).toHaveCount(0);
  await expect(child.getByText(`5 min · ${lesson.xp} XP`)).toBeVisible();
  await child.getByRole('link', { name: 'Start the course' }).click();
  await expect(child.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();

  await expect(child.getByText('1 / 2')).toBeVisible();
  await expect(child.getByText(lesson.text)).toBeVisible();
  await child.getByRole('button', { name: 'Continue' }).click();
  await expect(child.getByText('2 / 2')).toBeVisible();
  await expect(child.getByRole('heading', { name: lesson.prompt })).toBeVisible();
  const card2 = child.locator('[aria-live="polite"]');
  await card2.getByLabel(lesson.right, { exact: true }).check();
  await child.getByRole('button', { name: 'Check my answer' }).click();
  await expect(child.getByText('Correct!')).toBeVisible();
  await expect(child.getByText(lesson.explanation)).toBeVisible();
  await child.getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(child.getByRole('heading', { name: 'Perfect score!' })).toBeVisible();
  await expect(child.getByText('You got 1 of 1 right at the first try.')).toBeVisible();
  // The lesson's reward plus half again for a perfect first completion.
  await expect(child.getByText(`+${lesson.xp + Math.ceil(lesson.xp / 2)} XP`, { exact: true })).toBeVisible();
  await childContext.close();
});

test('an admin edits a lesson inline in the lessons table, and a CSV import with a bad row changes nothing', async ({ page }) => {
  // A seeded lesson no other spec counts on; the test puts its values back at the end.
  const title = 'Thinking Long-Term';
  const slug = 'thinking-long-term';
  await signInAsAdmin(page);
  const table = `/admin/lessoneditor/lessontableeditor?q=${slug}`;
  await page.goto(table);
  await expect(page.getByText('1 lesson', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row).toHaveCount(1);
  const xpCell = row.getByRole('button', { name: `XP of “${title}”` });
  const originalXp = Number((await xpCell.textContent())!.split(',')[0]!.trim());
  expect(originalXp).toBeGreaterThan(0);
  const newXp = originalXp + 7;

  // ── Inline edit: click the cell, type, Enter saves the row ──
  await xpCell.click();
  const xpInput = row.getByRole('textbox', { name: `XP of “${title}”` });
  await expect(xpInput).toBeFocused();
  await xpInput.fill(String(newXp));
  await xpInput.press('Enter');
  await expect(page.getByText(`“${title}” saved.`)).toBeVisible();
  await page.reload();
  await expect(row.getByRole('button', { name: `XP of “${title}”` })).toHaveText(new RegExp(`^${newXp},`));

  // ── The export of this one lesson, in the documented format ──
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export 1 lesson' }).click();
  const exported = Buffer.concat(await (await (await download).createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const [header, line] = exported.split('\r\n');
  expect(header).toBe('id,course_slug,slug,title,position,xp_reward,estimated_minutes,published');
  const fields = line!.split(',');
  expect(fields[2]).toBe(slug);
  expect(fields[3]).toBe(title);
  expect(fields[5]).toBe(String(newXp));
  const withXp = (xp: number, newTitle = title) => [fields[0], fields[1], fields[2], newTitle, fields[4], xp, fields[6], fields[7]].join(',');

  // ── One good row (a new title) and one bad row (XP out of range): nothing is imported ──
  const renamed = `${title} Renamed`;
  const bad = `${header}\r\n${withXp(newXp, renamed)}\r\n,money-basics,e2e-bad-row-${suffix()},A bad row,99,9999,5,false\r\n`;
  const csvInput = page.getByLabel('Import a CSV file');
  await csvInput.setInputFiles({ name: 'lessons-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad, 'utf8') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(refusal).toContainText('Nothing was imported: fix these rows and try again.');
  await expect(refusal).toContainText('1 problem:');
  await expect(refusal.getByRole('listitem')).toHaveText(['Line 3, xp_reward: XP must be a whole number from 0 to 500.']);
  await page.reload();
  await expect(page.getByText('1 lesson', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Title of “${title}”` })).toHaveText(`${title}, Title of “${title}”`);
  await expect(row.getByRole('button', { name: `XP of “${title}”` })).toHaveText(new RegExp(`^${newXp},`));
  await page.goto('/admin/lessoneditor/lessontableeditor?q=e2e-bad-row');
  await expect(page.getByText('No lessons match these filters.')).toBeVisible();

  // ── A good file is applied: it puts the original XP back ──
  await page.goto(table);
  await page.getByLabel('Import a CSV file').setInputFiles({ name: 'lessons.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\r\n${withXp(originalXp)}\r\n`, 'utf8') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Import done' })).toHaveText('Import done: 0 created, 1 updated, 0 unchanged.');
  await page.reload();
  await expect(row.getByRole('button', { name: `XP of “${title}”` })).toHaveText(new RegExp(`^${originalXp},`));
});

test('the "put in order" question editor leaves each item a usable field beside the live preview (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/lessoneditor');
  await page.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByRole('navigation', { name: /^Lessons in/ }).getByRole('link').first().click();
  const editor = page.getByRole('form', { name: /^Editing/ });
  await editor.getByLabel('New block').selectOption({ label: 'Question: put in order' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const block = editor.getByRole('listitem', { name: /Question: put in order$/ }).last();
  const first = block.getByLabel('Item 1', { exact: true });
  if ((await first.count()) === 0) await block.getByRole('button', { name: /Add an item/ }).click();
  await first.fill('Earn pocket money');
  // Wide enough for a few words (it was 35 px, two letters, when the two lists sat side by side in the narrow column).
  expect((await first.boundingBox())!.width).toBeGreaterThan(160);
});

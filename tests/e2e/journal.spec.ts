import { DEMO, expect, PREPARED_CHILDREN, registerChild, signIn, test } from './support/fixtures';

/*
 * The child's private journal (decision 025): a child with an empty journal writes an entry, finds it by words, mood and month, edits
 * and deletes it; a draft survives a reload; simple formatting is drawn and typed markup is not; words about a hard
 * topic bring kind help; and no other account (another child, a parent, the admin) can read it.
 */

test('a child keeps a private journal: writes, finds, edits and deletes entries, and a draft survives a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A mood is picked by its pill (the radio inside is visually hidden).
  const mood = (name: string) => page.getByRole('group', { name: 'How do you feel?' }).locator('label').filter({ hasText: name });
  await signIn(page, PREPARED_CHILDREN.journalWriter.email, PREPARED_CHILDREN.journalWriter.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('heading', { name: 'My journal', level: 1 })).toBeVisible();
  await expect(page.getByText('Your journal is private: only you can read it')).toBeVisible();
  await expect(page.getByText('Your journal is empty.')).toBeVisible();

  // A refused save keeps everything typed and says what is missing.
  await page.getByLabel('Title', { exact: true }).fill('Beans day');
  await page.getByLabel('What happened? What did you think?').fill('We planted **beans** at school.\n\n- water\n- sun\n\n<b>not bold</b>');
  await page.getByRole('button', { name: 'Save entry' }).click();
  // The browser's own check asks for a mood first (the radios are required): nothing was sent.
  await expect(page.getByText('Your journal is empty.')).toBeVisible();

  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByText('We kept what you were writing.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Beans day');
  await mood('Proud').click();
  await expect(page.getByRole('radio', { name: 'Proud' })).toBeChecked();
  await page.getByLabel('Day', { exact: true }).fill('2026-10-03');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved.').first()).toBeVisible();
  // The form is empty again and the entry is listed, its formatting drawn, typed markup shown as text.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  const beans = page.getByRole('article', { name: 'Beans day' });
  await expect(beans.locator('strong')).toHaveText('beans');
  await expect(beans.getByRole('listitem')).toHaveText(['water', 'sun']);
  await expect(beans.getByText('<b>not bold</b>')).toBeVisible();
  await expect(beans.locator('b')).toHaveCount(0);
  await expect(beans).toContainText('Proud');
  await page.reload();
  await expect(page.getByText('We kept what you were writing.')).toHaveCount(0);

  // A second entry, about something hard: kind help, in the form and beside the entry.
  await page.getByLabel('Title', { exact: true }).fill('School');
  await mood('Sad').click();
  await page.getByLabel('What happened? What did you think?').fill('Some kids laughed at me again.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved.').first()).toBeVisible();
  const school = page.getByRole('article', { name: 'School' });
  await expect(school.getByRole('complementary', { name: 'Help if you need it' })).toContainText('not your fault');
  await expect(beans.getByRole('complementary')).toHaveCount(0);

  // Finding entries: words, mood, month.
  const search = page.getByRole('search', { name: 'Find entries' });
  await search.getByLabel('Search').fill('BEANS');
  await search.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Beans day' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await search.getByLabel('Mood').selectOption('sad');
  await search.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'School' })).toBeVisible();
  await page.goto('/journal?month=2026-10');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Beans day' })).toBeVisible();

  // Editing.
  await page.goto('/journal');
  await page.getByRole('link', { name: 'Edit “Beans day”' }).click();
  await expect(page.getByRole('heading', { name: 'Change “Beans day”' })).toBeVisible();
  const entryUrl = page.url();
  await page.getByLabel('Title', { exact: true }).fill('Bean sprouts');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bean sprouts' })).toBeVisible();
  // A saved change leaves edit mode: the form is a new entry's, empty, so the next entry never replaces this one.
  await expect(page.getByRole('heading', { name: 'Write a new entry' })).toBeVisible();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await page.getByLabel('Title', { exact: true }).fill('After the edit');
  await mood('Happy').click();
  await page.getByLabel('What happened? What did you think?').fill('A second thought, written after changing the first.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('article', { name: 'After the edit' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bean sprouts' })).toBeVisible();

  // Nobody else can read it: another child sees an empty journal (even with the entry's id), a parent and the admin get 403.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, PREPARED_CHILDREN.journalOther.email, PREPARED_CHILDREN.journalOther.password);
  await expect(other).toHaveURL(/\/dashboard\/child$/);
  await other.goto(entryUrl);
  await expect(other.getByText('Your journal is empty.')).toBeVisible();
  await expect(other.getByText('Bean sprouts')).toHaveCount(0);
  await otherContext.close();
  for (const adult of [DEMO.parent, DEMO.admin]) {
    const context = await browser.newContext();
    const adultPage = await context.newPage();
    await signIn(adultPage, adult.email, adult.password);
    await expect(adultPage).toHaveURL(/\/dashboard\/(parent|admin)$/);
    const answer = await adultPage.goto(entryUrl);
    expect(answer?.status()).toBe(403);
    await expect(adultPage.getByText('Bean sprouts')).toHaveCount(0);
    await context.close();
  }

  // Deleting asks first.
  await page.goto('/journal');
  await page.getByRole('button', { name: 'Delete “School”' }).click();
  await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Entry deleted.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2 entries')).toBeVisible();
});

test('by keyboard: "Save entry" and "Save changes" are said in a polite status and leave the focus on the new entry\'s first field', async ({ page }) => {
  const mood = (name: string) => page.getByRole('group', { name: 'How do you feel?' }).locator('label').filter({ hasText: name });
  await registerChild(page, 'Kit', 'Keys');
  await page.goto('/journal');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save entry' }) });
  // A polite status region waits in the form, empty, before anything is saved: a region that appears together with
  // its words is not reliably read out (WCAG 4.1.3).
  await expect(form.locator('[role="status"][aria-live="polite"]')).toHaveText('');
  const region = await form.locator('[role="status"][aria-live="polite"]').elementHandle();

  await page.getByLabel('Title', { exact: true }).fill('Kite day');
  await mood('Happy').click();
  await page.getByLabel('What happened? What did you think?').fill('We flew a kite in the park.');
  await page.getByRole('button', { name: 'Save entry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Kite day' })).toBeVisible();
  expect(await region!.evaluate((element) => element.isConnected && element.textContent)).toBe('Entry saved.');
  // Not the page's body: the empty form's first field, and the next Tab is the mood to pick.
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.matches('input[type="radio"][name="mood"]') ?? false)).toBe(true);

  // A saved change goes back to a new entry's form (another form): it says so and takes the focus there too.
  await page.getByRole('link', { name: 'Edit “Kite day”' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kite day');
  await page.getByLabel('Title', { exact: true }).fill('Kite day in the park');
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Kite day in the park' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save entry' })).toBeVisible();
  await expect(form.locator('[role="status"][aria-live="polite"]')).toHaveText('Changes saved.');
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
});

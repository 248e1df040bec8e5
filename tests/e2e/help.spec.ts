import { DEMO, expect, loginAs, test } from './support/fixtures';

/*
 * The help centre (decision 039): a visitor finds an article from the footer by a word of its body, reads it and
 * answers "was this helpful?"; an article for a role is not shown to visitors (404) but is to that role, in their
 * language; a page's contextual link leads to its article.
 */
test('a visitor searches the help centre, reads an article and says it helped; a role’s article is theirs only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For tutors' })).toHaveCount(0);
  await page.getByLabel('Search the help centre').fill('play money');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/help\?q=play\+money/);
  await page.getByRole('link', { name: 'How the stock-market simulator works' }).click();
  await expect(page.getByRole('heading', { name: 'How the stock-market simulator works', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you! Your answer helps us make this article better.')).toBeVisible();

  const hidden = await page.goto('/help/classes-and-assignments');
  expect(hidden?.status()).toBe(404);
});

test('a child reaches the streak article from their dashboard; a French visitor finds articles in French', async ({ page, browser, baseURL }) => {
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await page.getByRole('link', { name: 'How streaks and shields work' }).click();
  await expect(page.getByRole('heading', { name: 'Streaks and streak shields', level: 1 })).toBeVisible();

  const visitor = await browser.newContext();
  await visitor.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: baseURL! }]);
  const french = await visitor.newPage();
  await french.goto('/help?q=fictif');
  await french.getByRole('link', { name: 'Comment fonctionne le simulateur de bourse' }).click();
  await expect(french.getByRole('heading', { name: 'Comment fonctionne le simulateur de bourse', level: 1 })).toBeVisible();
  await visitor.close();
});

test('an admin writes and publishes an article for everyone; a visitor then finds it by a word of its body', async ({ page, browser }) => {
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help editor' }).click();
  await expect(page.getByRole('heading', { name: 'Help centre editor', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByLabel('Title').fill('Pocket money jars');
  await page.getByLabel('Address (slug)').fill('pocket-money-jars');
  await page.getByLabel('Category').selectOption({ label: 'Getting started' });
  await page.getByLabel('Text (Markdown)').fill('Split pocket money into three jars: **spend**, save and share. A marigold jar helps.');
  // The preview shows the text as readers will see it, before anything is saved.
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'spend' })).toBeVisible();
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(/\/admin\/help-editor\/help\/\d+\?saved=1$/);
  await expect(page.getByText('Article saved.')).toBeVisible();

  // A draft is nobody's yet; published, a visitor finds it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/help?q=marigold');
  await expect(visitor.getByText('No article matches “marigold”')).toBeVisible();
  await page.getByLabel('Published (readers can see it)').check();
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText('Article saved.').last()).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await visitor.goto('/help?q=marigold');
  await visitor.getByRole('link', { name: 'Pocket money jars' }).click();
  await expect(visitor.getByRole('heading', { name: 'Pocket money jars', level: 1 })).toBeVisible();
  await visitor.context().close();
});

import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { pdfText } from '../support/pdf-text';
import { DEMO, expect, loginAs, PREPARED_CHILDREN, signIn, test, TEST_PASSWORD, uniqueEmail } from './support/fixtures';
import { playLesson } from './support/lesson-player';

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;
const child = PREPARED_CHILDREN.journey;
const CHILD_NAME = `${child.firstName} ${child.lastName}`;

/*
 * The family half end to end (decisions 025–028): a parent registers and links a child by code, the child accepts,
 * learns and writes a private journal entry; the parent sees the lesson in /progress and in the report (page and
 * PDF) but not the entry until the child shares it; the parent exports the child's data and deletes the account, and
 * the child can no longer sign in. Another family's child is not found on any of the parent's pages.
 */

test('a parent links a child, follows the learning in progress and reports, sees only what is shared, exports and deletes', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // A parent registers through the form and signs in.
  const parentEmail = uniqueEmail('journey-parent');
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto('/register');
  await parent.getByLabel('A parent').check();
  await parent.getByLabel('First name').fill('Jo');
  await parent.getByLabel('Last name').fill('Journey');
  await parent.getByLabel('E-mail').fill(parentEmail);
  await parent.getByLabel('Password').fill(TEST_PASSWORD);
  await parent.getByRole('button', { name: 'Create my account' }).click();
  await expect(parent.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(parent, parentEmail, TEST_PASSWORD);
  await expect(parent).toHaveURL(/\/dashboard\/parent$/);

  // Before any child: the progress and report pages say how to link one.
  await parent.goto('/progress');
  await expect(parent.getByRole('link', { name: 'Link a child' })).toBeVisible();

  // The child gives their code; the parent asks; the child accepts.
  await signIn(page, child.email, child.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  const code = (await page.getByLabel('Your family code').textContent())!.trim();
  await parent.goto('/children');
  await parent.getByLabel('Family code').fill(code);
  await parent.getByRole('button', { name: 'Send request' }).click();
  // Until the child answers, the parent sees a first name and initial only.
  await expect(parent.getByText(`Request sent: ${child.firstName} ${child.lastName.charAt(0)}. will see it on their dashboard.`)).toBeVisible();
  // On Free that request holds the one child's place: the page now says so, with the way to more, before a second
  // code is typed; the dashboard too.
  await parent.reload();
  await expect(parent.getByText('Your Free plan includes 1 child. Upgrade to add more.')).toBeVisible();
  await expect(parent.getByRole('link', { name: 'See the Family plan' })).toHaveAttribute('href', '/settings/billing');
  await expect(parent.getByLabel('Family code')).toBeHidden();
  await parent.goto('/dashboard/parent');
  await expect(parent.getByText('Your Free plan includes 1 child. Upgrade to add more.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Accept the request from Jo Journey' }).click();
  await expect(page.getByText('You are now linked with Jo Journey.')).toBeVisible();

  // The child takes a lesson and writes a private journal entry.
  await page.goto(`/courses/${course.slug}/${lesson.slug}`);
  await expect(page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
  await playLesson(page, lesson.blocks);
  await page.goto('/journal');
  await page.getByLabel('Title', { exact: true }).fill('My secret plan');
  await page.getByRole('group', { name: 'How do you feel?' }).locator('label').filter({ hasText: 'Happy' }).click();
  await page.getByLabel('What happened? What did you think?').fill('Saving for a bike, do not tell anyone.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved.').first()).toBeVisible();

  // The parent sees the lesson in /progress and in this week's report…
  await parent.goto('/progress');
  await expect(parent.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  const completed = parent.getByRole('region', { name: 'Lessons and courses completed' });
  await expect(completed.locator(`[data-lesson="${lesson.title}"]`)).toBeVisible();
  await expect(parent.getByText('Lessons completed').locator('..')).toContainText('1');
  await parent.getByRole('link', { name: `Open ${child.firstName}'s report for a week or a month` }).click();
  await expect(parent).toHaveURL(/\/reports\?child=/);
  await expect(parent.getByRole('heading', { name: `Learning report: ${CHILD_NAME}` })).toBeVisible();
  await expect(parent.getByRole('region', { name: 'What went well' })).toContainText('with every question right at the first try');
  await expect(parent.getByRole('region', { name: 'Lessons and courses completed' })).toContainText(lesson.title);

  // …and in the PDF, whose text says the same: a Family plan's (decision 040). On Free the page offers the plan; the
  // parent starts it (a trial, or by transfer if the billing journey took the trial away) and comes back.
  await parent.getByRole('link', { name: 'PDF with the Family plan' }).click();
  await expect(parent).toHaveURL(/\/settings\/billing$/);
  await parent.getByRole('button', { name: /^Start (the free trial|Family)$/ }).click();
  await expect(parent.getByRole('heading', { name: 'Your plan: Family' })).toBeVisible();
  await parent.goBack();
  await parent.reload();
  const [download] = await Promise.all([parent.waitForEvent('download'), parent.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-Nia-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)));
  expect(text).toContain(`Learning report: ${CHILD_NAME}`);
  expect(text).toContain(lesson.title);
  expect(text).toContain('What went well');

  // The journal entry stays private until the child shares it.
  await parent.goto('/children');
  const card = parent.locator(`[data-child="${CHILD_NAME}"]`);
  await expect(card).toBeVisible();
  await expect(parent.getByText('My secret plan')).toHaveCount(0);
  await page.goto('/journal');
  const entry = page.getByRole('article', { name: 'My secret plan' });
  await entry.getByText('Only you can read this entry').click();
  await entry.getByLabel('Jo Journey').check();
  await entry.getByRole('button', { name: 'Save sharing for “My secret plan”' }).click();
  await expect(page.getByText('Shown to 1 adult.')).toBeVisible();
  // The parent is told who shared, never what: the notification is a link to where they read it.
  await parent.goto('/notifications');
  const told = parent.getByRole('link', { name: `New: ${CHILD_NAME} shared a journal entry with you.`, exact: true });
  await expect(told).toHaveAttribute('href', /^\/children#journal-/);
  await expect(parent.locator('li[data-notification="journal_shared"]')).not.toContainText('bike');
  await told.click();
  await expect(parent).toHaveURL(/\/children#journal-/);
  await card.getByText(`Journal entries ${CHILD_NAME} shared with you`).click();
  await expect(card.getByRole('article', { name: /My secret plan/ })).toContainText('Saving for a bike');

  // Another family's child (the demo parent's) is not found on any of this parent's pages.
  const demoContext = await browser.newContext();
  const demo = await demoContext.newPage();
  await loginAs(demo, DEMO.parent);
  // Signed in once the dashboard shows: going on before would race the sign-in and land on /login.
  await expect(demo).toHaveURL(/\/dashboard\/parent$/);
  await demo.goto('/progress');
  const otherChildId = new URL((await demo.getByRole('link', { name: /report for a week or a month/ }).getAttribute('href'))!, 'http://x').searchParams.get('child')!;
  await demoContext.close();
  for (const path of [`/progress?child=${otherChildId}`, `/reports?child=${otherChildId}`, `/reports/pdf?child=${otherChildId}`, `/children/${otherChildId}/access`]) {
    expect((await parent.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }

  // The parent downloads everything held about the child: the lesson is there, the shared entry too.
  const [exported] = await Promise.all([parent.waitForEvent('download'), card.getByRole('button', { name: `Download data (JSON) for ${CHILD_NAME}` }).click()]);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await exported.path())!, 'utf8')) as Record<string, unknown>;
  const dump = JSON.stringify(data);
  expect(dump).toContain(child.email);
  expect(dump).toContain('Saving for a bike');
  // No secret: no password hash, no session or verification token.
  expect(dump).not.toMatch(/\$argon2|"(password|token|passwordHash)"\s*:/i);

  // The child's access log says who did what: the parent's request and export, the child's acceptance.
  await card.getByRole('link', { name: `Who saw or changed ${CHILD_NAME}'s data` }).click();
  await expect(parent.getByRole('heading', { name: `Who saw or changed ${CHILD_NAME}'s data`, level: 1 })).toBeVisible();
  await expect(parent.locator('[data-access="child_data_export"]')).toContainText("You downloaded the child's data");
  await expect(parent.locator('[data-access="family_link_accept"]')).toContainText(`${CHILD_NAME} accepted a link`);
  await expect(parent.locator('[data-access="family_link_request"]')).toContainText('You asked to link');
  await parent.getByRole('link', { name: 'Your children' }).click();

  // The parent deletes the account, typing the child's name to confirm; the child can no longer sign in.
  await card.getByRole('button', { name: `Delete account: ${CHILD_NAME}` }).click();
  const dialog = parent.getByRole('dialog', { name: `Delete ${CHILD_NAME}'s account?` });
  const confirmButton = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirmButton).toBeDisabled();
  await dialog.getByLabel(`Type “${child.firstName}” to confirm`).fill(child.firstName.toUpperCase());
  await confirmButton.click();
  await expect(parent.locator(`[data-child="${CHILD_NAME}"]`)).toHaveCount(0);
  // The child's open session ended with the account.
  expect((await page.request.get('/dashboard', { maxRedirects: 0 })).headers().location).toMatch(/\/login/);
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto('/login');
  await again.getByLabel('E-mail').fill(child.email);
  await again.getByLabel('Password').fill(child.password);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again.getByRole('alert').first()).toBeVisible();
  await expect(again).toHaveURL(/\/login/);
  await fresh.close();

  await parentContext.close();
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { postgresAnswers } from '../../scripts/postgres-answers';
import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { DEMO, expect, fetchThrough, signIn, test } from './support/fixtures';
import { holdStill } from './support/axe';
import { answer, playLesson } from './support/lesson-player';
import { startOwnInstance } from './support/own-instance';

/*
 * The daily review (decision 052), end to end: a child misses a question in a lesson; the review has nothing for her
 * today; the next day (the clock moved on by moving the question's card into the past in the database, the app's
 * own server and the real browser otherwise untouched) her dashboard and sidebar say one question waits, /review
 * asks it, she answers (its answer lost once on the way back, so the page sends it again), and sees the answer's
 * explanation, its XP and when it comes back, stored once. The spec runs its own
 * app instance on a scratch PostgreSQL database, which the test can write to while the app runs.
 */

const PORT = 3231;

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;

/** axe (WCAG 2.2 AA tags) on the page's main part as it stands, light then dark: nothing serious or critical. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  await holdStill(page);
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${state}, ${dark ? 'dark' : 'light'}: ${violation.id}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('a question missed in a lesson is not in today’s review, and comes back the next day: counted on the dashboard, asked, explained, rewarded', async ({ browser }) => {
  // The clock is moved in the database while the app runs: PostgreSQL's (decision 041), not the locked embedded one.
  expect(await postgresAnswers(), 'a PostgreSQL server on 127.0.0.1:5432 (or TEST_DATABASE_URL), as on these machines and in CI').toBe(true);
  test.setTimeout(240_000);
  const instance = await startOwnInstance('review', PORT);
  const { sql } = instance;
  try {
    const page = await (await browser.newContext({ baseURL: instance.baseURL })).newPage();
    await signIn(page, DEMO.child.email, DEMO.child.password);
    await expect(page).toHaveURL(/\/dashboard\/child$/);

    // The lesson: its first question missed (wrong twice), the others right.
    await page.goto(`/courses/${course.slug}/${lesson.slug}`);
    const missedIndex = lesson.blocks.findIndex((block) => block.type === 'question');
    const missed = lesson.blocks[missedIndex]!;
    if (missed.type !== 'question') throw new Error('expected a question');
    await playLesson(page, lesson.blocks, { miss: [missed.id] });

    // Today: nothing to review yet. The missed question comes back tomorrow, said as the child's day.
    await page.goto('/review');
    await expect(page.getByRole('heading', { name: 'Daily review', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing to review right now' })).toBeVisible();
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await expect(page.getByText(`Your next review is on ${tomorrow}.`)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Daily review' })).toContainText(`All caught up! Your next review is on ${tomorrow}.`);

    // The next day: the card is due (moved into the past, as the clock would have moved on).
    const moved = await sql.query(
      `update review_cards set due = now() - interval '1 day' where block_id = $1 and user_id = (select id from users where email = $2) returning lesson_id`,
      [missed.id, DEMO.child.email],
    );
    expect(moved.rowCount).toBe(1);
    await page.goto('/dashboard');
    const reviewCard = page.getByRole('region', { name: 'Daily review' });
    await expect(reviewCard).toContainText('1 question to review today');
    const sidebarReview = page.locator('#app-sidebar').getByRole('link', { name: /^Review/ });
    await expect(sidebarReview).toContainText('1');
    await expect(sidebarReview).toHaveAccessibleName('Review 1 question to review');
    await reviewCard.getByRole('link', { name: 'Start my review' }).click();

    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByText('Question 1 of 1')).toBeVisible();
    await expect(page.getByRole('heading', { name: missed.question.prompt })).toBeVisible();
    // The page carries no answer before the child answers.
    expect(await page.content()).not.toContain(missed.question.explanation);
    await expectAccessible(page, 'the question');
    await answer(page, missed.question);
    // The answer reaches the server but its answer is lost on the way back (decision 049): the page says it keeps
    // trying and sends the same answer with the same key; it is counted once (the database's rows below).
    let sent = 0;
    await page.route('**/review', async (route) => {
      if (route.request().method() !== 'POST' || !route.request().headers()['next-action'] || sent++ > 0) return route.continue();
      await fetchThrough(route);
      return route.abort('connectionreset');
    });
    // By keyboard: the answer moves focus on to what comes next (WCAG 2.4.3), never down to the page's body.
    await page.getByRole('button', { name: 'Check my answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText("Not sent yet: Academy can't be reached for a moment. We'll keep trying by ourselves; nothing is lost.")).toBeVisible();
    const feedback = page.getByRole('status').filter({ hasText: 'Right! You remembered.' });
    await expect(feedback).toBeVisible({ timeout: 15_000 });
    await expect(feedback).toContainText(missed.question.explanation);
    await expect(feedback).toContainText('+2 XP');
    await expect(feedback).toContainText(/This one comes back (tomorrow|in \d+ days)\./);
    await expectAccessible(page, 'the answer explained');
    expect(sent).toBe(2);
    await page.unrouteAll();
    const finish = page.getByRole('button', { name: 'Finish my review' });
    await expect(finish).toBeFocused();
    await expect(finish).toHaveAccessibleDescription(/^Right! You remembered\./);
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: 'Done for today!' });
    await expect(done).toBeFocused();
    await expect(page.getByText('You got 1 of 1 right.')).toBeVisible();
    await expect(page.getByText('+2 XP from your review')).toBeVisible();
    await expect(page.getByRole('region', { name: 'When they come back' })).toContainText('1 question');
    await expectAccessible(page, 'the end of the session');
    // Read again after the session: the sidebar no longer counts it.
    await expect(page.locator('#app-sidebar').getByRole('link', { name: 'Review', exact: true })).toBeVisible();

    // Stored once, as a review, with its XP in the ledger.
    const events = await sql.query(`select source, correct from answer_events e join users u on u.id = e.user_id where u.email = $1 and e.block_id = $2 order by e.id`, [DEMO.child.email, missed.id]);
    expect(events.rows).toEqual([
      { source: 'lesson', correct: false },
      { source: 'review', correct: true },
    ]);
    const xp = await sql.query(`select coalesce(sum(amount), 0)::int as total from xp_ledger l join users u on u.id = l.user_id where u.email = $1 and reason = 'review_answer'`, [DEMO.child.email]);
    expect(xp.rows[0].total).toBe(2);
  } finally {
    await instance.stop();
  }
});

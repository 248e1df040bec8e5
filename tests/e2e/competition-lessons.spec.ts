import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { expect, loginAs, test } from './support/fixtures';
import { playLesson } from './support/lesson-player';
import { TEAM_GAME } from './support/team-game';
import { fillTeamGameRules } from './support/team-game-form';

/*
 * Lessons before trading and the lesson a game suggests (decision 070), as a teacher and a child live them: the
 * teacher starts a game that asks for "What Is a Share?" first; the child sees it to do, an order is refused with the
 * lesson as a link, the child follows it and finishes the lesson; back in the game the lesson is done and the same
 * kind of order now reaches the game's own limits: one too big is refused for its size, and the page suggests the
 * lesson about spreading money out. The e2e market stays paused, so no order here fills
 * (tests/e2e/competition-teams.spec.ts trades).
 */

const course = ENGLISH_CURRICULUM.find((candidate) => candidate.slug === 'how-the-stock-market-works')!;
const share = course.lessons.find((lesson) => lesson.slug === 'what-is-a-share')!;

test('a game that asks for a lesson first: the order waits for it, the lesson link leads there and back, and a refused order suggests the lesson that explains it', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // The teacher starts today a game for the class, one player each, KO only, $1,000 at most an order, "What Is a Share?" first.
  await fillTeamGameRules(page, 'Read first, then trade', 0, 7);
  await page.locator('summary', { hasText: course.title }).click();
  await page.getByLabel(share.title, { exact: true }).check();
  await page.getByRole('button', { name: 'Start the competition' }).click();
  await expect(page).toHaveURL(/\/competitions\/[0-9a-f-]{36}$/);
  const gameUrl = new URL(page.url()).pathname;
  // Everyone's rules name the lesson.
  await expect(page.getByText('Lessons first')).toBeVisible();
  await expect(page.locator('dd', { hasText: share.title })).toBeVisible();

  // Dario joins: the lesson is to do, and an order is refused with the lesson as a link.
  const child = await (await browser.newContext()).newPage();
  await loginAs(child, TEAM_GAME.children.dario);
  await child.goto(gameUrl);
  await child.getByRole('button', { name: 'Join', exact: true }).click();
  const lessons = child.getByRole('list', { name: 'Lessons to finish before trading' });
  await expect(lessons.getByRole('listitem')).toHaveText([`○ To do${share.title}`]);
  await expect(child.getByText('Finish this lesson and you can place orders.')).toBeVisible();
  await child.getByLabel('Shares', { exact: true }).fill('2');
  await child.getByRole('button', { name: 'Send the order' }).click();
  const refusal = child.locator('#competition-order-refusal');
  await expect(refusal).toContainText(`Almost there! Finish these lessons first, then you can trade: ${share.title}.`);

  // The link in the refusal opens the lesson; the child plays it to the end and comes back.
  await refusal.getByRole('link', { name: share.title }).click();
  await expect(child).toHaveURL(new RegExp(`/courses/${course.slug}/${share.slug}$`));
  await playLesson(child, share.blocks);
  await child.goto(gameUrl);
  await expect(lessons.getByRole('listitem')).toHaveText([`✓ Done${share.title}`]);
  await expect(child.getByText('All done: you can trade while the game is open.')).toBeVisible();

  // Past the lessons, the game's own limits answer: 100 KO ($6,984.00) is more than one order may be.
  await child.getByLabel('Shares', { exact: true }).fill('100');
  await child.getByRole('button', { name: 'Send the order' }).click();
  await expect(refusal).toContainText('more than the $1,000.00 one order may be in this game');
  // Back on the game, the refusal suggests the lesson about not putting too much in one go.
  await child.reload();
  const suggestion = child.getByRole('complementary', { name: 'A lesson for this' });
  await expect(suggestion).toContainText('That order was too big for one go.');
  await suggestion.getByRole('link', { name: 'Read “Risk and Diversification”' }).click();
  await expect(child).toHaveURL(new RegExp(`/courses/${course.slug}/risk-and-diversification$`));
  await child.context().close();

  // The teacher's page counts the child among those who have not traded yet: refused orders trade nothing.
  await page.reload();
  const notTraded = page.getByRole('heading', { name: '1 player has not traded yet' });
  await expect(notTraded.locator('xpath=following-sibling::p[1]')).toHaveText('Dario T.');
});

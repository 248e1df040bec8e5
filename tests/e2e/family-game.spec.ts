import { KO, ranking, signedIn } from './support/competition-pages';
import { expect, loginAs, test } from './support/fixtures';
import { FAMILY_GAME } from './support/family-game';
import { openMarketEditor, runStillMarket, setMarketRunning } from './support/market-admin';
import { gameDay } from './support/team-game-form';

/*
 * A parent's family game (decision 074), as a parent and their children live it: the parent finds Competitions in
 * their sidebar and starts a game for their children (no classes, no teams); a linked child sees it labelled as a
 * family game, joins and buys; a child linked to nobody is told it does not exist; the parent follows the ranking and
 * who has not traded; a family game over is frozen by the end job, and the parent prints each child's certificate
 * naming the family game and downloads the summary.
 */

const { mila, noah } = FAMILY_GAME.children;

test('a parent runs a family game: their child joins and trades, another child cannot reach it, and the results name the family game', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // The parent's sidebar leads to their family games; the form names their children and offers neither classes nor teams.
  await loginAs(page, FAMILY_GAME.parent);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Competitions' }).click();
  await expect(page).toHaveURL(/\/competitions$/);
  await expect(page.getByRole('heading', { name: 'Start a family game' })).toBeVisible();
  await expect(page.getByText('Your children can join it: Mila, Noah.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'For the classes' })).toHaveCount(0);
  await expect(page.getByLabel('Players', { exact: true })).toHaveCount(0);
  await expect(page.getByText('In a family game each child plays alone.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Weekend family game');
  await page.getByLabel('First day').fill(gameDay(0));
  await page.getByLabel('Last day').fill(gameDay(7));
  await page.getByLabel('Stocks allowed').selectOption('list');
  await page.getByLabel('Stock symbols').fill('KO');
  await page.getByRole('button', { name: 'Start the competition' }).click();
  await expect(page).toHaveURL(/\/competitions\/[0-9a-f-]{36}$/);
  const gameUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Family game', { exact: true })).toBeVisible();
  await expect(page.getByText('Each child plays alone')).toBeVisible();

  // Mila finds it among her games, labelled as her family's, and joins.
  const milaPage = await signedIn(browser, mila);
  await milaPage.goto('/competitions');
  const card = milaPage.locator('li[data-competition="Weekend family game"]');
  await expect(card.getByText('Family game', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Join Weekend family game' }).click();
  await expect(card.getByText('You are in')).toBeVisible();

  // Olga, linked to nobody in the family, is told the game does not exist.
  const olgaPage = await signedIn(browser, FAMILY_GAME.outsider);
  expect((await olgaPage.goto(gameUrl))?.status()).toBe(404);
  await olgaPage.goto('/competitions');
  await expect(olgaPage.locator('li[data-competition="Weekend family game"]')).toHaveCount(0);
  await olgaPage.context().close();

  // Market orders execute while the market runs: KO stands still so its price is known, then the market stops again.
  const { context: adminContext, page: admin } = await openMarketEditor(browser);
  const putBack = await runStillMarket(admin, KO);
  try {
    await milaPage.goto(gameUrl);
    await expect(milaPage.getByLabel('Stock', { exact: true })).toHaveValue('KO');
    await milaPage.getByLabel('Shares', { exact: true }).fill('3');
    await milaPage.getByRole('button', { name: 'Send the order' }).click();
    await expect(milaPage.getByText(/^You bought 3 shares of KO at \$[\d,.]+ each\.$/).first()).toBeVisible();
    await setMarketRunning(admin, false);
  } finally {
    await putBack();
    await adminContext.close();
  }
  await milaPage.context().close();

  // The parent follows it as a teacher does: Mila in the ranking, and every player has traded (Noah has not joined).
  await page.reload();
  await expect(ranking(page).getByRole('row', { name: /Mila H\./ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Everyone has traded' })).toBeVisible();
  await expect(ranking(page).getByRole('row', { name: /Noah H\./ })).toHaveCount(0);

  // Their holiday game ended yesterday: the end job freezes it; the parent prints each child's certificate, which
  // names the family game, and downloads the summary.
  await expect(async () => {
    await page.goto(`/competitions/${FAMILY_GAME.endedGameId}`);
    await expect(page.getByRole('heading', { name: 'Final ranking' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000, intervals: [2000] });
  await expect(ranking(page).getByRole('row').nth(1)).toContainText('Mila H.');
  await page.getByRole('link', { name: 'All certificates' }).click();
  await expect(page.getByText('for taking part in the family stock-market game')).toHaveCount(2);
  await expect(page.getByText(/^Family game · /)).toHaveCount(2);
  const csv = await page.request.get(`/competitions/${FAMILY_GAME.endedGameId}/summary`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual(['Mila Homestead,Family game,,5300.0000', 'Noah Homestead,Family game,,4900.0000']);

  // Noah prints his own certificate; Olga's family has none.
  const noahPage = await signedIn(browser, noah);
  await noahPage.goto(`/competitions/${FAMILY_GAME.endedGameId}/certificates`);
  await expect(noahPage.getByText('for taking part in the family stock-market game')).toHaveCount(1);
  await noahPage.context().close();
});

import type { Page } from '@playwright/test';
import { KO, ranking, signedIn } from './support/competition-pages';
import { expect, test } from './support/fixtures';
import { inProfileLanguage } from './support/profile-language';
import { screenshots } from './support/screenshots';
import { pdftotextLines } from '../support/pdf-text';
import { openMarketEditor, runStillMarket, setMarketRunning, setStockPrice } from './support/market-admin';
import { TEAM_GAME } from './support/team-game';
import { fillTeamGameRules, gameDay } from './support/team-game-form';

/*
 * The class stock-market game in teams (decisions 065 and 067), as a teacher and four children live it: the teacher
 * starts a game in teams of two the class forms; the children start and join teams (one leaves a wrong one), the
 * teacher moves one child; the game begins; both teams trade and an order over the game's limit is refused with its
 * reason; the ranking follows a price change without a reload (on the game's own stream); a team game over is frozen by the end job, with a
 * certificate per child naming the team and the class CSV's team column; a child's everyday simulator portfolio is
 * untouched; the teacher writes to one team and its player reads it in her feedback thread.
 */

const { alba, bruno, cleo, dario } = TEAM_GAME.children;

test('a teacher runs the game in teams: the class forms them, both teams trade within the rules, the ranking moves live, and the results name the teams', async ({ page, browser }) => {
  test.setTimeout(300_000);

  // The teacher starts a game in teams of two that the class forms, beginning tomorrow, with KO only and $1,000 at most an order.
  await fillTeamGameRules(page, 'Spring team game', 1, 14);
  await page.getByLabel('Players', { exact: true }).selectOption('2');
  await expect(page.getByLabel('Who makes the teams')).toHaveValue('class');
  await page.getByRole('button', { name: 'Start the competition' }).click();
  await expect(page).toHaveURL(/\/competitions\/[0-9a-f-]{36}$/);
  const gameUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Teams of up to 2, made by the class')).toBeVisible();

  // Alba starts the Brave Otters, Cleo the Wise Turtles; Bruno joins the Turtles; Dario finds them full.
  const albaPage = await signedIn(browser, alba);
  await albaPage.goto(gameUrl);
  await albaPage.getByLabel('Team name').selectOption({ label: 'Brave Otters' });
  await albaPage.getByRole('button', { name: 'Start a team' }).click();
  await expect(albaPage.getByRole('heading', { name: 'Our team: Brave Otters' })).toBeVisible();
  const cleoPage = await signedIn(browser, cleo);
  await cleoPage.goto(gameUrl);
  // A name already taken is no longer offered.
  await expect(cleoPage.getByLabel('Team name').locator('option', { hasText: 'Brave Otters' })).toHaveCount(0);
  await cleoPage.getByLabel('Team name').selectOption({ label: 'Wise Turtles' });
  await cleoPage.getByRole('button', { name: 'Start a team' }).click();
  await expect(cleoPage.getByRole('heading', { name: 'Our team: Wise Turtles' })).toBeVisible();
  const brunoPage = await signedIn(browser, bruno);
  await brunoPage.goto(gameUrl);
  // Bruno taps the wrong team first, and undoes it from the keyboard: he leaves the Otters (Alba stays in them).
  await brunoPage.getByRole('button', { name: 'Join the Brave Otters' }).click();
  await expect(brunoPage.getByRole('heading', { name: 'Our team: Brave Otters' })).toBeVisible();
  await brunoPage.getByRole('button', { name: 'Leave the Brave Otters' }).focus();
  await brunoPage.keyboard.press('Enter');
  await expect(brunoPage.getByText('You left the team. Join another one or start your own.')).toBeVisible();
  await expect(brunoPage.getByRole('listitem').filter({ hasText: 'Brave Otters (Alba T.)' })).toBeVisible();
  await brunoPage.getByRole('button', { name: 'Join the Wise Turtles' }).click();
  await expect(brunoPage.getByRole('heading', { name: 'Our team: Wise Turtles' })).toBeVisible();
  await brunoPage.context().close();

  // The teacher sees every child's team and moves Bruno to the Otters; then Dario joins the Turtles.
  await page.reload();
  const teamOf = (name: string) => page.getByRole('table', { name: 'Teams' }).getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1);
  await expect(teamOf('Alba T.')).toHaveText('Brave Otters');
  await expect(teamOf('Bruno T.')).toHaveText('Wise Turtles');
  await expect(teamOf('Dario T.')).toHaveText('No team yet');
  await page.getByLabel('Team for Bruno T.').selectOption({ label: 'Brave Otters' });
  await page.getByRole('button', { name: 'Put Bruno T. in the team' }).click();
  await expect(teamOf('Bruno T.')).toHaveText('Brave Otters');
  const darioPage = await signedIn(browser, dario);
  await darioPage.goto(gameUrl);
  await darioPage.getByRole('button', { name: 'Join the Wise Turtles' }).click();
  await expect(darioPage.getByRole('heading', { name: 'Our team: Wise Turtles' })).toBeVisible();
  await expect(darioPage.getByText('Playing together: Cleo T., Dario T.')).toBeVisible();
  await darioPage.context().close();

  // The teacher starts the game today: the teams are final.
  await page.reload();
  await page.getByLabel('First day').fill(gameDay(0));
  await page.getByRole('button', { name: 'Save the rules' }).click();
  // Started, the game's page shows it running and no longer offers the rules' form (nor its message).
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Teams' })).toHaveCount(0);

  // Market orders execute while the market runs: KO stands still (σ = 0, μ = 0) so every price is known to the cent,
  // and the tick interval goes to a minute so the engine's next look is far away (as tests/e2e/simulator.spec.ts does).
  const { context: adminContext, page: admin } = await openMarketEditor(browser);
  const putBack = await runStillMarket(admin, KO);
  try {
    // Alba asks for more than one order may be worth: refused, with the reason and what she may buy instead.
    await albaPage.reload();
    await expect(albaPage.getByLabel('Stock', { exact: true })).toHaveValue('KO');
    await albaPage.getByLabel('Shares', { exact: true }).fill('100');
    await albaPage.getByRole('button', { name: 'Send the order' }).click();
    await expect(albaPage.locator('#competition-order-refusal')).toHaveText('This order is worth $6,984.00, more than the $1,000.00 one order may be in this game. You can buy up to 14 shares at once.');
    await albaPage.getByLabel('Shares', { exact: true }).fill('10');
    await albaPage.getByRole('button', { name: 'Send the order' }).click();
    await expect(albaPage.getByText('You bought 10 shares of KO at $69.84 each.').first()).toBeVisible();
    await cleoPage.reload();
    await cleoPage.getByLabel('Shares', { exact: true }).fill('2');
    await cleoPage.getByRole('button', { name: 'Send the order' }).click();
    await expect(cleoPage.getByText('You bought 2 shares of KO at $69.84 each.').first()).toBeVisible();
    await setMarketRunning(admin, false);

    // The teacher's page shows both teams level, each with its players; a new KO price moves the ranking without a reload.
    await page.reload();
    const otters = ranking(page).getByRole('row', { name: /Brave Otters \(Alba T\., Bruno T\.\)/ });
    const turtles = ranking(page).getByRole('row', { name: /Wise Turtles \(Cleo T\., Dario T\.\)/ });
    await expect(otters).toContainText('$10,000.00');
    await expect(turtles).toContainText('$10,000.00');
    await setStockPrice(admin, KO.symbol, '139.68', KO.base);
    await expect(otters).toContainText('$10,698.40');
    await expect(turtles).toContainText('$10,139.68');
    await expect(ranking(page).getByRole('row').nth(1)).toContainText('Brave Otters');
    // Alba's team portfolio, open all along, follows too.
    await expect(ranking(albaPage).getByRole('row', { name: /Brave Otters/ })).toContainText('$10,698.40');
    // The ranking comes on the game's own stream (decision 067), which is its followers' only: a visitor gets 401.
    const visitor = await browser.newContext();
    expect((await visitor.request.get(`/api${gameUrl}/stream`)).status()).toBe(401);
    await visitor.close();
  } finally {
    await putBack();
    await adminContext.close();
  }
  await cleoPage.context().close();

  // The teacher writes to the Brave Otters from the game's page, opening the team's form from the keyboard; Alba finds
  // the message among her tutors' messages, in her own thread with the teacher (decision 035).
  await page.goto(gameUrl);
  const toOtters = page.locator('summary', { hasText: 'Write to the Brave Otters (Alba T., Bruno T.)' });
  await toOtters.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Message to the Brave Otters').fill('Well played this week, Otters! Tell me what you learned.');
  await page.getByRole('button', { name: 'Send to the team' }).click();
  await expect(page.getByText('Your message went to the 2 players of the Brave Otters.')).toBeVisible();
  await expect(page.getByLabel('Message to the Brave Otters')).toHaveValue('');
  if (process.env.SHOTS) {
    await screenshots(page, 'competition-team-message', 'teacher-en');
    await inProfileLanguage(page, 'ar', async () => {
      await page.goto(gameUrl);
      await page.locator('summary').first().click();
      await screenshots(page, 'competition-team-message', 'teacher-ar');
    });
  }
  await albaPage.goto('/dashboard/child');
  const albaMessages = albaPage.locator('[data-my-feedback]');
  await expect(albaMessages).toContainText('Tess T.');
  await expect(albaMessages.locator('li[data-message-author="tutor"]')).toContainText('Well played this week, Otters! Tell me what you learned.');

  // Alba's everyday simulator portfolio is as it was: the game's shares live in the game.
  await albaPage.goto('/simulator');
  const portfolio = albaPage.getByRole('region', { name: 'Your portfolio' });
  await expect(portfolio.locator('dl > div').filter({ has: albaPage.locator('dt', { hasText: /^Cash$/ }) }).locator('dd')).toHaveText('$10,000.00');
  await expect(albaPage.getByRole('region', { name: 'Your shares' }).getByText("You don't own any shares yet.", { exact: false })).toBeVisible();
  await albaPage.context().close();

  // Their winter team game ended yesterday: the leader's end job (every minute) freezes it; the page then shows the
  // final ranking, and the teacher prints a certificate per child naming the team and downloads the class summary.
  await expect(async () => {
    await page.goto(`/competitions/${TEAM_GAME.endedGameId}`);
    await expect(page.getByRole('heading', { name: 'Final ranking' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000, intervals: [2000] });
  await expect(ranking(page).getByRole('row').nth(1)).toContainText('Brave Otters (Alba T., Bruno T.)');
  // Its value history (decision 072): the Otters were second for an hour, then first to the end; ranked by
  // steadiness, the Turtles' ups and downs put them second there too, and the score is explained under the table.
  const otters = ranking(page).getByRole('row', { name: /Brave Otters/ });
  await expect(otters.getByRole('img', { name: 'Rank over time, from the start to now: 1, 2, 1, 1, 1' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Rank by' }).getByRole('link', { name: 'Steadiness' }).click();
  await expect(page).toHaveURL(/\?by=steady$/);
  await expect(ranking(page).getByRole('row').nth(1)).toContainText('Brave Otters');
  await expect(ranking(page).getByRole('row').nth(2).getByRole('cell').first()).toHaveText('2');
  await expect(page.getByText(/^Steadiness: did the worth grow calmly/)).toBeVisible();
  if (process.env.SHOTS) {
    await screenshots(page, 'competition-rank-history', 'teacher-en');
    await inProfileLanguage(page, 'ar', async () => {
      await page.goto(`/competitions/${TEAM_GAME.endedGameId}?by=steady`);
      await screenshots(page, 'competition-rank-history', 'teacher-ar');
    });
    await page.goto(`/competitions/${TEAM_GAME.endedGameId}`);
  }
  await page.getByRole('link', { name: 'All certificates' }).click();
  await expect(page.getByText('as a member of the team Brave Otters (Alba, Bruno)')).toHaveCount(2);
  await expect(page.getByText('as a member of the team Wise Turtles (Cleo, Dario)')).toHaveCount(2);
  const csv = await page.request.get(`/competitions/${TEAM_GAME.endedGameId}/summary`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Name,Class,Team,Final value \(USD\),/);
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
    `Alba Teamplay,${TEAM_GAME.className},Brave Otters,10400.0000`,
    `Bruno Teamplay,${TEAM_GAME.className},Brave Otters,10400.0000`,
    `Cleo Teamplay,${TEAM_GAME.className},Wise Turtles,9800.0000`,
    `Dario Teamplay,${TEAM_GAME.className},Wise Turtles,9800.0000`,
  ]);

  // Each team has its own certificate too (decision 067), in the reader's language: the team, its players, its rank,
  // final value and steadiness (decision 072); and its PDF.
  await page.goto(`/competitions/${TEAM_GAME.endedGameId}/certificates`);
  await page.getByRole('link', { name: 'Team certificates' }).click();
  await expect(page.getByRole('heading', { name: `Team certificates · ${TEAM_GAME.endedGameName}` })).toBeVisible();
  const teamCertificate = (name: string) => page.getByRole('article').filter({ has: page.getByText(name, { exact: true }) });
  // Each player's name is its own run of text (FSI … PDI), so an Arabic page keeps a Latin name's dot at its end.
  await expect(teamCertificate('Brave Otters')).toContainText('Players: \u2068Alba T.\u2069, \u2068Bruno T.\u2069');
  await expect(teamCertificate('Brave Otters').getByRole('definition')).toHaveText(['1 of 2', '1 of 2', '1 of 2', 'score 2.7', '$10,400.00']);
  await expect(teamCertificate('Wise Turtles').getByRole('definition')).toHaveText(['2 of 2', '1 of 2', '2 of 2', 'score -0.11', '$9,800.00']);
  await expect(teamCertificate('Brave Otters')).toContainText('First place! Together, the Brave Otters');
  const teamPdf = async (viewer: Page, name: string) => {
    const href = await viewer.getByRole('link', { name: `Download the certificate of the ${name} (PDF)` }).getAttribute('href');
    const answer = await viewer.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(pdftotextLines(await answer.body())).toContain(name.replace(/\s+/g, ''));
    return href!;
  };
  await teamPdf(page, 'Brave Otters');
  const turtlesPdf = await teamPdf(page, 'Wise Turtles');
  if (process.env.SHOTS) {
    await screenshots(page, 'competition-team-certificates', 'teacher-en');
    await inProfileLanguage(page, 'ar', async () => {
      await page.goto(`/competitions/${TEAM_GAME.endedGameId}/certificates/teams`);
      await expect(page.locator('article[lang="ar"][dir="rtl"]')).toHaveCount(2);
      await screenshots(page, 'competition-team-certificates', 'teacher-ar');
    });
  }
  // A player reads their own team's certificate, not the other team's.
  const albaAgain = await signedIn(browser, alba);
  await albaAgain.goto(`/competitions/${TEAM_GAME.endedGameId}/certificates/teams`);
  await expect(albaAgain.getByRole('heading', { name: `Team certificate · ${TEAM_GAME.endedGameName}` })).toBeVisible();
  await expect(albaAgain.getByRole('article')).toHaveCount(1);
  await teamPdf(albaAgain, 'Brave Otters');
  expect((await albaAgain.request.get(turtlesPdf)).status()).toBe(404);
  await albaAgain.context().close();
});

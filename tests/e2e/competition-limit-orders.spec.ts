import { ranking } from './support/competition-pages';
import { expect, loginAs, test } from './support/fixtures';
import { TEAM_GAME } from './support/team-game';
import { fillTeamGameRules } from './support/team-game-form';

/*
 * Limit orders in a class game (decision 065, amended): the teacher allows them beside market orders; a child places
 * one below the price, which rests with the cash it keeps aside, and cancels it. The e2e market stays paused, so a
 * limit order rests whatever its price (as the everyday simulator's does); the fills on a crossing tick are the
 * integration tests' (src/modules/competitions/limit-orders.test.ts). The teacher's page, open beside, shows the child
 * who joins without a reload.
 */

test('a teacher allows limit orders; a child’s limit order waits with the cash it keeps aside, and the child cancels it', async ({ page, browser }) => {
  test.setTimeout(90_000);

  await fillTeamGameRules(page, 'Limit price game', 0, 7);
  const kinds = page.getByRole('group', { name: 'Orders players may place' });
  await expect(kinds.getByLabel('Market orders: at the current price, at once')).toBeChecked();
  await kinds.getByLabel('Limit orders: they wait for a price the player chooses').check();
  await page.getByRole('button', { name: 'Start the competition' }).click();
  await expect(page).toHaveURL(/\/competitions\/[0-9a-f-]{36}$/);
  const gameUrl = new URL(page.url()).pathname;
  await expect(page.locator('dd', { hasText: 'Market and limit orders' })).toBeVisible();

  const child = await (await browser.newContext()).newPage();
  await loginAs(child, TEAM_GAME.children.alba);
  await child.goto(gameUrl);
  await child.getByRole('button', { name: 'Join', exact: true }).click();
  // The teacher's page, open all along, draws the child who joined: the game's stream names a new entry.
  await expect(ranking(page).getByRole('row', { name: /Alba T\./ })).toContainText('$10,000.00');
  await child.getByLabel('Kind of order').selectOption('limit');
  await child.getByLabel('Shares', { exact: true }).fill('2');
  // No limit price: the field says so, under it.
  await child.getByRole('button', { name: 'Send the order' }).click();
  const limitPrice = child.getByLabel('Limit price (US dollars)');
  await expect(limitPrice).toHaveAccessibleDescription(/A limit order needs a limit price\./);
  await limitPrice.fill('60');
  await child.getByRole('button', { name: 'Send the order' }).click();
  await expect(child.getByText('Your order waits: 2 KO at $60.00.')).toBeVisible();

  // It waits with 2 × $60 kept aside (and the market's fee, none in the e2e market); the cash itself is still the child's.
  const waiting = child.getByRole('table', { name: 'Orders waiting for their price' });
  await expect(waiting.getByRole('row').nth(1)).toContainText('KO');
  await expect(waiting.getByRole('row').nth(1)).toContainText('$120.00');
  await expect(child.getByText('Cash $10,000.00')).toBeVisible();
  await waiting.getByRole('button', { name: 'Cancel the order for 2 KO' }).click();
  await expect(child.getByText('Order cancelled: what it kept aside is free again.')).toBeVisible();
  await expect(child.getByRole('table', { name: 'Orders waiting for their price' })).toHaveCount(0);
  await child.context().close();
});

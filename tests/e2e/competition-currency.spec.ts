import { expect, test } from './support/fixtures';
import { fillTeamGameRules } from './support/team-game-form';

/*
 * A game's money typed in its currency (decision 065), as a teacher lives it: the currency comes first, the starting
 * cash and the largest order are typed in it ("10 000" euros), yen refuse decimals under the field, and the game's
 * rules and its edit form show back the very figures typed, whatever today's rate.
 */

test('a teacher types the game’s money in euros: yen take no decimals, the rules and the edit form show the figures typed', async ({ page }) => {
  test.setTimeout(90_000);
  // A game from tomorrow, so its rules can still be changed.
  await fillTeamGameRules(page, 'Jeu en euros', 1, 8);
  const currency = page.getByLabel('The game’s currency');
  const startingCash = page.getByLabel('Starting cash', { exact: true });
  const largestOrder = page.getByLabel('Largest order', { exact: true });

  await currency.selectOption('JPY');
  await startingCash.fill('10000,5');
  await page.getByRole('button', { name: 'Start the competition' }).click();
  await expect(page.getByText('The game’s currency has no decimals: type a whole amount.')).toBeVisible();
  await expect(page).toHaveURL(/\/competitions$/);

  await currency.selectOption('EUR');
  await startingCash.fill('10 000');
  await largestOrder.fill('500');
  await page.getByRole('button', { name: 'Start the competition' }).click();
  await expect(page).toHaveURL(/\/competitions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('€10,000.00', { exact: true })).toBeVisible();
  await expect(page.getByText('€500.00', { exact: true })).toBeVisible();

  // The edit form shows the stored dollars back as the euros typed.
  await expect(currency).toHaveValue('EUR');
  await expect(startingCash).toHaveValue('10000');
  await expect(largestOrder).toHaveValue('500');
});

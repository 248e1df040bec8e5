import type { Page } from '@playwright/test';
import { loginAs } from './fixtures';
import { TEAM_GAME } from './team-game';

/** A day `offset` days from today, as a date field takes it. */
export const gameDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The team-game class's teacher opens a new game's form and fills the rules the competition journeys play by: KO
 * only, $1,000 at most an order, from `firstDay` to `lastDay` days from today. The journey adds its own and starts it.
 */
export async function fillTeamGameRules(page: Page, name: string, firstDay: number, lastDay: number): Promise<void> {
  await loginAs(page, TEAM_GAME.tutor);
  await page.goto('/competitions');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('First day').fill(gameDay(firstDay));
  await page.getByLabel('Last day').fill(gameDay(lastDay));
  await page.getByLabel('Stocks allowed').selectOption('list');
  await page.getByLabel('Stock symbols').fill('KO');
  await page.getByLabel('Largest order', { exact: true }).fill('1000');
}

import { expect, type Page } from '@playwright/test';
import type { Question } from '../../../src/lib/lesson-content';

/** Gives the right answer through the player's controls, as a child would. */
export async function answer(page: Page, question: Question): Promise<void> {
  const card = page.locator('[aria-live="polite"]');
  switch (question.kind) {
    case 'single':
      await card.getByLabel(question.options.find((option) => option.id === question.correct)!.text, { exact: true }).check();
      return;
    case 'multiple':
      for (const id of question.correct) await card.getByLabel(question.options.find((option) => option.id === id)!.text, { exact: true }).check();
      return;
    case 'true-false':
      await card.getByLabel(question.correct ? 'True' : 'False', { exact: true }).check();
      return;
    case 'number':
      await card.getByLabel('Your answer').fill(String(question.correct));
      return;
    case 'order': {
      const text = (id: string) => question.items.find((item) => item.id === id)!.text;
      for (let target = 0; target < question.correctOrder.length; target++) {
        const wanted = text(question.correctOrder[target]!);
        const rows = await card.getByRole('listitem').allTextContents();
        let at = rows.findIndex((row) => row.includes(wanted));
        while (at > target) {
          await card.getByRole('button', { name: `Move ${wanted} up` }).click();
          at--;
        }
      }
    }
  }
}

/** Plays a seeded lesson from its page to the end, every answer right at the first try, as a child would. */
export async function playLesson(page: Page, blocks: readonly { type: string; question?: Question }[]): Promise<void> {
  for (const [index, block] of blocks.entries()) {
    if (block.type === 'question' && block.question) {
      await answer(page, block.question);
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page.getByText('Correct!')).toBeVisible();
    }
    if (index < blocks.length - 1) await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Perfect score!' })).toBeVisible();
}

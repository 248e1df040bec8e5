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

/** Gives a wrong answer through the player's controls (true/false, single choice and number questions). */
export async function answerWrong(page: Page, question: Question): Promise<void> {
  const card = page.locator('[aria-live="polite"]');
  if (question.kind === 'true-false') await card.getByLabel(question.correct ? 'False' : 'True', { exact: true }).check();
  else if (question.kind === 'single') await card.getByLabel(question.options.find((option) => option.id !== question.correct)!.text, { exact: true }).check();
  else if (question.kind === 'number') await card.getByLabel('Your answer').fill(String(question.correct + 1000));
  else throw new Error(`no wrong answer written for a ${question.kind} question`);
}

/**
 * Plays a seeded lesson from its page to the end as a child would: every answer right at the first try, but for the
 * questions named in `miss`, answered wrong twice (then the player shows the answer).
 */
export async function playLesson(page: Page, blocks: readonly { id?: string; type: string; question?: Question }[], options: { miss?: readonly string[] } = {}): Promise<void> {
  const miss = options.miss ?? [];
  for (const [index, block] of blocks.entries()) {
    if (block.type === 'question' && block.question) {
      if (block.id !== undefined && miss.includes(block.id)) {
        for (const said of ['Not quite. Try once more.', 'Not this time. Here is the answer:']) {
          await answerWrong(page, block.question);
          await page.getByRole('button', { name: 'Check my answer' }).click();
          await expect(page.getByText(said)).toBeVisible();
        }
      } else {
        await answer(page, block.question);
        await page.getByRole('button', { name: 'Check my answer' }).click();
        await expect(page.getByText('Correct!')).toBeVisible();
      }
    }
    if (index < blocks.length - 1) await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(page.getByRole('heading', { name: miss.length > 0 ? 'Lesson complete!' : 'Perfect score!' })).toBeVisible();
}

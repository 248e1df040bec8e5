import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { expect, PREPARED_CHILDREN, signInChild, test } from './support/fixtures';
import { answer } from './support/lesson-player';

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[0]!;

test('a child completes a seeded lesson with every answer right, sees the XP, and the dashboard and course update', async ({ page }) => {
  await signInChild(page, PREPARED_CHILDREN.quizzer);
  await page.goto('/courses');
  await page.getByRole('listitem').filter({ hasText: course.title }).getByRole('link', { name: 'Open course' }).click();
  await expect(page.getByRole('heading', { name: course.title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Start the course' }).click();
  await expect(page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();

  for (const [index, block] of lesson.blocks.entries()) {
    await expect(page.getByText(`${index + 1} / ${lesson.blocks.length}`)).toBeVisible();
    if (block.type === 'question') {
      await expect(page.getByRole('heading', { name: block.question.prompt })).toBeVisible();
      await answer(page, block.question);
      // By keyboard: the answer moves focus on to what comes next (WCAG 2.4.3), never down to the page's body.
      await page.getByRole('button', { name: 'Check my answer' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Correct!')).toBeVisible();
      await expect(page.getByText(block.question.explanation)).toBeVisible();
      const next = page.getByRole('button', { name: index < lesson.blocks.length - 1 ? 'Continue' : 'Finish the lesson' });
      await expect(next).toBeFocused();
      // The button that has the focus says what the answer was.
      await expect(next).toHaveAccessibleDescription(new RegExp(`^Correct!`));
    }
    if (index < lesson.blocks.length - 1) {
      await page.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
    }
  }
  await page.getByRole('button', { name: 'Finish the lesson' }).focus();
  await page.keyboard.press('Enter');
  const reward = lesson.xpReward + Math.ceil(lesson.xpReward / 2);
  await expect(page.getByRole('heading', { name: 'Perfect score!' })).toBeVisible();
  // The lesson's end takes the focus with it: its heading, then the next Tab goes on to what it offers.
  await expect(page.getByRole('heading', { name: 'Perfect score!' })).toBeFocused();
  await expect(page.getByText(`+${reward} XP`)).toBeVisible();
  // The first lesson and the first perfect quiz each win a badge, shown on the completion screen.
  const won = page.getByRole('region', { name: 'Badges won' });
  await expect(won.getByText('First Steps')).toBeVisible();
  await expect(won.getByText('Sharp Shooter')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('Experience points').locator('..')).toContainText(String(reward));
  await expect(page.getByText(`Level 1`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Streak' })).toContainText('1 day streak');
  await expect(page.getByRole('region', { name: 'Daily goal' })).toContainText(`${reward} of 20 XP today`);
  await expect(page.getByRole('region', { name: 'Latest badges' }).getByText('First Steps')).toBeVisible();

  await page.goto('/achievements');
  await expect(page.getByRole('region', { name: 'Badges earned' }).getByRole('heading', { name: 'First Steps' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still to earn' }).locator('[data-badge="bookworm"]')).toContainText('1 of 5 lessons');

  await page.goto('/progress');
  await expect(page.getByText('Lessons completed').locator('..')).toContainText('1');
  await expect(page.getByRole('region', { name: 'Quiz scores' }).getByRole('link', { name: lesson.title })).toBeVisible();
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByText(`1 of ${course.lessons.length} lessons done`)).toBeVisible();
  await page.goto('/lessons');
  await expect(page.getByText('You have finished 1 lesson. Keep going!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next up' }).getByRole('heading', { name: course.lessons[1]!.title })).toBeVisible();
});

test('a wrong answer can be retried once; then the answer and explanation are shown', async ({ page }) => {
  await signInChild(page, PREPARED_CHILDREN.retrier);
  await page.goto(`/courses/${course.slug}/${lesson.slug}`);
  const firstQuestion = lesson.blocks.findIndex((block) => block.type === 'question');
  for (let i = 0; i < firstQuestion; i++) await page.getByRole('button', { name: 'Continue' }).click();
  const block = lesson.blocks[firstQuestion]!;
  if (block.type !== 'question') throw new Error('expected a question');
  // A deliberately wrong answer, twice.
  const wrong = async () => {
    const q = block.question;
    if (q.kind === 'true-false') await page.getByLabel(q.correct ? 'False' : 'True', { exact: true }).check();
    else if (q.kind === 'single') await page.getByLabel(q.options.find((option) => option.id !== q.correct)!.text, { exact: true }).check();
    else if (q.kind === 'number') await page.getByLabel('Your answer').fill(String(q.correct + 1000));
    else throw new Error(`the first seeded question is ${q.kind}; extend this test`);
    // By keyboard, as a child who does not use a mouse.
    await page.getByRole('button', { name: 'Check my answer' }).focus();
    await page.keyboard.press('Enter');
  };
  await wrong();
  await expect(page.getByText('Not quite. Try once more.')).toBeVisible();
  // The focus goes to what happened (not to the page's body), and one step back is the answer to change.
  const feedback = page.getByRole('status').filter({ hasText: 'Not quite. Try once more.' });
  await expect(feedback).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.matches('[aria-live="polite"] input') ?? false)).toBe(true);
  await wrong();
  await expect(page.getByText('Not this time. Here is the answer:')).toBeVisible();
  await expect(page.getByText(block.question.explanation)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
});

test('the page never carries the answers before the child answers', async ({ page }) => {
  await signInChild(page, PREPARED_CHILDREN.sourceReader);
  const response = await page.goto(`/courses/${course.slug}/${lesson.slug}`);
  const html = await response!.text();
  expect(html).not.toMatch(/"correct(Order)?"\s*:/);
  expect(html).not.toContain('"explanation"');
  for (const block of lesson.blocks) if (block.type === 'question') expect(html).not.toContain(block.question.explanation.slice(0, 40));
});

import type { Locator, Page } from '@playwright/test';
import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { SKILLS, type SkillSlug } from '../../src/seed/curriculum/skills';
import { pdfText } from '../support/pdf-text';
import { axeViolations, holdStill } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { playLesson } from './support/lesson-player';
import { MASTERY_CLASS, PREPARED_RIGHT } from './support/mastery';

/*
 * Skills and mastery end to end (decision 052). Ivy answered the first lesson two days ago (2 of 5 right) and its
 * first question again, right, in yesterday's review (tests/e2e/support/prepare-mastery.ts): the skill is Attempted.
 * She plays that lesson again with every answer right, which makes it Mastered (all right, and proved in a review on a
 * later day than she first met it), and the second lesson with one question missed. She sees the levels on /skills
 * and on the course page; her parent on /progress, the report and its PDF; her tutor in the class by skill, with her
 * classmate Hugo as the one who needs help. The figures are counted here from the answers given. axe finds nothing
 * serious on these pages in English, French and Arabic.
 */

const course = ENGLISH_CURRICULUM[0]!;
const [firstLesson, secondLesson] = course.lessons as [(typeof course.lessons)[number], (typeof course.lessons)[number]];
const questionsOf = (lesson: typeof firstLesson) => lesson.blocks.flatMap((block) => (block.type === 'question' ? [{ id: block.id, question: block.question }] : []));
/** The second lesson's question Ivy misses twice: its number question, of the lesson's own skill. */
const missed = questionsOf(secondLesson).find(({ question }) => question.kind === 'number')!;

/** Each skill's questions met and right after the journey, counted from the answers given (the latest answer to each question counts). */
function expectedCounts(): Map<SkillSlug, { met: number; right: number }> {
  const counts = new Map<SkillSlug, { met: number; right: number }>();
  const add = (skill: string | undefined, right: boolean) => {
    const entry = counts.get(skill as SkillSlug) ?? { met: 0, right: 0 };
    entry.met += 1;
    if (right) entry.right += 1;
    counts.set(skill as SkillSlug, entry);
  };
  // The first lesson replayed with every answer right: each question's latest answer is right.
  for (const { question } of questionsOf(firstLesson)) add(question.skill, true);
  for (const { id, question } of questionsOf(secondLesson)) add(question.skill, id !== missed.id);
  return counts;
}

const EXPECTED = expectedCounts();
const FIRST_SKILL = questionsOf(firstLesson)[0]!.question.skill as SkillSlug;
const MISSED_SKILL = missed.question.skill as SkillSlug;
const OTHER_SKILL = [...EXPECTED.keys()].find((skill) => skill !== FIRST_SKILL && skill !== MISSED_SKILL)!;
const LEVELS = { [FIRST_SKILL]: 'Mastered', [MISSED_SKILL]: 'Familiar', [OTHER_SKILL]: 'Proficient' } as Record<SkillSlug, string>;
const name = (skill: SkillSlug) => SKILLS[skill].en;
const score = (skill: SkillSlug) => `${EXPECTED.get(skill)!.right} of ${EXPECTED.get(skill)!.met} right`;

/** axe's serious and critical findings (WCAG 2.2 AA tags) on the page as it is, light and dark. */
async function seriousViolations(page: Page): Promise<string[]> {
  await holdStill(page);
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark');
    const path = new URL(page.url()).pathname;
    found.push(...(await axeViolations(page, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).map((violation) => `${mode} ${path}: ${violation}`));
  }
  return found;
}

/** Sets the signed-in person's language on /settings, as they would. */
async function saveLanguage(page: Page, locale: 'en' | 'fr' | 'ar'): Promise<void> {
  await page.goto('/settings');
  const form = page.locator('form').filter({ has: page.locator('select#locale') });
  await form.locator('select#locale').selectOption(locale);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Opens each page in French and Arabic (English was checked on the way) and runs axe; the words of `check` must show. */
async function axeInEveryLanguage(page: Page, paths: string[], check: Record<'fr' | 'ar', string>): Promise<void> {
  const found: string[] = [];
  for (const locale of ['fr', 'ar'] as const) {
    await saveLanguage(page, locale);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('#main').getByText(check[locale]).first()).toBeVisible();
      found.push(...(await seriousViolations(page)));
    }
  }
  await saveLanguage(page, 'en');
  expect(found).toEqual([]);
}

/** A skill's row or card, found by the skill's slug. */
const skillIn = (scope: Locator, skill: SkillSlug) => scope.locator(`[data-skill="${skill}"]`);

test('a child’s answers become skill levels that she, her parent and her tutor see, equal to the answers given', async ({ page, browser }) => {
  test.setTimeout(300_000);

  // Ivy, before: the first lesson's skill Attempted from the days before (2 of 5 right, one of them in a review).
  await signIn(page, MASTERY_CLASS.child.email, MASTERY_CLASS.child.password);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await page.locator('#app-sidebar').getByRole('link', { name: 'Skills' }).click();
  await expect(page.getByRole('heading', { name: 'My skills', level: 1 })).toBeVisible();
  const before = skillIn(page.locator('#main'), FIRST_SKILL);
  await expect(before.getByRole('heading', { name: name(FIRST_SKILL) })).toBeVisible();
  await expect(before).toContainText('Attempted');
  await expect(before).toContainText(`${PREPARED_RIGHT.child.length} of ${questionsOf(firstLesson).length} right`);
  await expect(before.getByRole('link', { name: `Practise ${name(FIRST_SKILL)}: ${firstLesson.title}` })).toHaveAttribute('href', `/courses/${course.slug}/${firstLesson.slug}`);

  // She plays the first lesson again, every answer right, and the second with one question missed twice.
  for (const [lesson, miss] of [[firstLesson, []], [secondLesson, [missed.id]]] as const) {
    await page.goto(`/courses/${course.slug}/${lesson.slug}`);
    await expect(page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
    await playLesson(page, lesson.blocks, { miss });
  }

  await page.goto('/skills');
  const main = page.locator('#main');
  for (const skill of [FIRST_SKILL, MISSED_SKILL, OTHER_SKILL]) {
    await expect(skillIn(main, skill).locator('[data-level]')).toHaveText(LEVELS[skill]!);
    await expect(skillIn(main, skill)).toContainText(score(skill));
  }
  const untouched = course.lessons[2]!.blocks.find((block) => block.type === 'question')!;
  const untouchedSkill = (untouched.type === 'question' ? untouched.question.skill : '') as SkillSlug;
  await expect(skillIn(main, untouchedSkill)).toContainText('Not started');
  await expect(skillIn(main, untouchedSkill)).toContainText('Not tried yet');
  const tally = page.getByRole('region', { name: 'My skills so far' });
  for (const [level, count] of [['mastered', 1], ['proficient', 1], ['familiar', 1], ['attempted', 0]] as const) await expect(tally.locator(`[data-tally="${level}"] dd`)).toHaveText(String(count));
  await expect(tally.getByRole('link', { name: 'Go to my daily review' })).toHaveAttribute('href', '/review');
  expect(await seriousViolations(page)).toEqual([]);

  // The course page shows the course's skills in the order it meets them, with the same levels.
  await page.goto(`/courses/${course.slug}`);
  const courseSkills = page.getByRole('region', { name: 'Skills in this course' });
  const taught = [...new Set(course.lessons.flatMap((lesson) => questionsOf(lesson).map(({ question }) => question.skill as SkillSlug)))];
  await expect(courseSkills.locator('[data-skill]')).toHaveCount(taught.length);
  expect(await courseSkills.locator('[data-skill]').evaluateAll((items) => items.map((item) => item.getAttribute('data-skill')))).toEqual(taught);
  for (const skill of [FIRST_SKILL, MISSED_SKILL, OTHER_SKILL]) {
    await expect(skillIn(courseSkills, skill)).toContainText(name(skill));
    await expect(skillIn(courseSkills, skill).locator('[data-level]')).toHaveText(LEVELS[skill]!);
    await expect(skillIn(courseSkills, skill)).toContainText(score(skill));
  }
  expect(await seriousViolations(page)).toEqual([]);
  await axeInEveryLanguage(page, ['/skills', `/courses/${course.slug}`], { fr: 'Maîtrisé', ar: 'إتقان' });

  // Her parent: /progress, the report and its PDF list her skills by level with the same counts.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signIn(parent, MASTERY_CLASS.parent.email, MASTERY_CLASS.parent.password);
  await expect(parent).toHaveURL(/\/dashboard\/parent$/);
  for (const path of ['/progress', '/reports']) {
    await parent.goto(path);
    const skills = parent.getByRole('region', { name: 'Skills', exact: true });
    const rows = skills.getByRole('row').filter({ has: parent.locator('[data-level]') });
    // Highest level first.
    await expect(rows).toHaveCount(3);
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-skill')))).toEqual([FIRST_SKILL, OTHER_SKILL, MISSED_SKILL]);
    for (const skill of [FIRST_SKILL, MISSED_SKILL, OTHER_SKILL]) {
      const row = skills.getByRole('row', { name: new RegExp(`^${name(skill)}`) });
      await expect(row.getByRole('cell').nth(0)).toHaveText(LEVELS[skill]!);
      await expect(row.getByRole('cell').nth(1)).toHaveText(score(skill));
    }
    await expect(skills).toContainText(`${Object.keys(SKILLS).length - 3} more skills not started yet.`);
    expect(await seriousViolations(parent)).toEqual([]);
  }
  const [download] = await Promise.all([parent.waitForEvent('download'), parent.getByRole('link', { name: 'Download PDF' }).click()]);
  const text = await pdfText(new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)));
  expect(text).toContain('Skills');
  for (const skill of [FIRST_SKILL, MISSED_SKILL, OTHER_SKILL]) {
    expect(text).toContain(name(skill));
    expect(text).toContain(`${LEVELS[skill]} · ${score(skill)}`);
  }
  await axeInEveryLanguage(parent, ['/progress', '/reports'], { fr: 'Maîtrisé', ar: 'إتقان' });
  await parentContext.close();

  // Her tutor: the class by skill, counts equal to the two students' levels, and who needs help.
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, MASTERY_CLASS.tutor.email, MASTERY_CLASS.tutor.password);
  await expect(tutor).toHaveURL(/\/dashboard\/tutor$/);
  await tutor.goto('/progress');
  const bySkill = tutor.getByRole('region', { name: 'By skill' });
  const row = (skill: SkillSlug) => bySkill.locator(`tr[data-class-skill="${skill}"]`);
  const counts = async (skill: SkillSlug) =>
    Object.fromEntries(await row(skill).locator('td[data-level]').evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-level'), Number(cell.textContent)])));
  // Ivy mastered the first lesson's skill; Hugo, 1 of 5 right, needs help with it.
  expect(await counts(FIRST_SKILL)).toEqual({ mastered: 1, proficient: 0, familiar: 0, attempted: 1, 'not-started': 0 });
  await expect(row(FIRST_SKILL).locator('td[data-need-help]')).toHaveText(`${MASTERY_CLASS.classmate.firstName} ${MASTERY_CLASS.classmate.lastName}`);
  expect(await counts(MISSED_SKILL)).toEqual({ mastered: 0, proficient: 0, familiar: 1, attempted: 0, 'not-started': 1 });
  expect(await counts(OTHER_SKILL)).toEqual({ mastered: 0, proficient: 1, familiar: 0, attempted: 0, 'not-started': 1 });
  await expect(row(MISSED_SKILL).locator('td[data-need-help]')).toHaveText('Nobody');
  await expect(bySkill.locator('tr[data-class-skill]')).toHaveCount(3);
  expect(await seriousViolations(tutor)).toEqual([]);
  await axeInEveryLanguage(tutor, ['/progress'], { fr: 'Par compétence', ar: 'حسب المهارة' });
  await tutorContext.close();
});

import { blockSchema, publishProblems } from '@/lib/lesson-content';
import { localizeLesson } from './localize';
import { SKILLS } from './skills';
import type { CurriculumCourse, CurriculumLesson, Locale, Text } from './types';

/*
 * What the written curriculum must be before it is seeded (its unit test runs this on every course): complete in
 * every language, each lesson a real lesson (a picture made for it, at least five questions of at least three kinds,
 * each tagged with a known skill), and each language's blocks valid and publishable as the lesson editor would judge.
 */

export const LOCALES: readonly Locale[] = ['en', 'fr', 'ar'];
const MIN_QUESTIONS = 5;
const MIN_KINDS = 3;
const MAX_SVG_BYTES = 12 * 1024;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `{{money 2.50}}`: a plain decimal amount. */
const MONEY_TOKEN = /\{\{\s*money\s+([^}]*)\}\}/g;
const ANY_TOKEN = /\{\{[^}]*\}\}/g;
/** Arabic letters: an Arabic text must be written in Arabic. */
const ARABIC = /[\u0600-\u06FF]/;

function textProblems(where: string, text: Text | undefined): string[] {
  if (!text) return [`${where}: missing`];
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const value = text[locale];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where}: no ${locale} text`);
      continue;
    }
    for (const token of value.match(ANY_TOKEN) ?? []) {
      const money = [...token.matchAll(MONEY_TOKEN)][0];
      if (!money || !/^\d+(?:\.\d{1,2})?$/.test(money[1]!.trim())) problems.push(`${where} (${locale}): "${token}" is not {{money 1.50}}`);
    }
    const tokens = (value.match(ANY_TOKEN) ?? []).map((token) => token.replace(/\s+/g, ' ')).sort().join('|');
    const english = (text.en.match(ANY_TOKEN) ?? []).map((token) => token.replace(/\s+/g, ' ')).sort().join('|');
    if (locale !== 'en' && tokens !== english) problems.push(`${where} (${locale}): its amounts differ from the English text`);
  }
  if (typeof text.ar === 'string' && text.ar.trim() !== '' && !ARABIC.test(text.ar)) problems.push(`${where}: the Arabic text has no Arabic letters`);
  if (typeof text.fr === 'string' && text.fr === text.en && /[a-z]{4}/i.test(text.en)) problems.push(`${where}: the French text is the English one`);
  return problems;
}

export function svgProblems(where: string, svg: string): string[] {
  const problems: string[] = [];
  if (!/^<svg[\s>]/.test(svg.trim())) problems.push(`${where}: not an <svg> element`);
  if (!/viewBox="0 0 320 200"/.test(svg)) problems.push(`${where}: viewBox must be "0 0 320 200"`);
  if (!/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg)) problems.push(`${where}: needs xmlns="http://www.w3.org/2000/svg"`);
  if (Buffer.byteLength(svg) > MAX_SVG_BYTES) problems.push(`${where}: ${Buffer.byteLength(svg)} bytes, over ${MAX_SVG_BYTES}`);
  if (/<script|on[a-z]+\s*=|<foreignObject|<image|javascript:/i.test(svg)) problems.push(`${where}: holds script, an event handler, <image> or <foreignObject>`);
  if (/(?:href|src)\s*=\s*"(?!#)/i.test(svg) || /url\((?!#)/i.test(svg)) problems.push(`${where}: refers to something outside the drawing`);
  if (/<text[\s>]/i.test(svg)) problems.push(`${where}: holds text (one drawing serves every language: no words or digits)`);
  return problems;
}

export function lessonProblems(course: CurriculumCourse, lesson: CurriculumLesson): string[] {
  const at = `${course.slug}/${lesson.slug}`;
  const problems: string[] = [];
  if (!SLUG.test(lesson.slug)) problems.push(`${at}: the slug is not lower-case words joined by hyphens`);
  problems.push(...textProblems(`${at} title`, lesson.title));
  const names = new Set<string>();
  for (const picture of lesson.pictures) {
    if (names.has(picture.name)) problems.push(`${at}: two pictures named ${picture.name}`);
    names.add(picture.name);
    problems.push(...svgProblems(`${at} picture ${picture.name}`, picture.svg), ...textProblems(`${at} picture ${picture.name} alt`, picture.alt));
  }
  const shown = lesson.blocks.filter((block) => block.type === 'picture');
  if (shown.length === 0) problems.push(`${at}: no picture block`);
  for (const block of shown) if (block.type === 'picture' && !names.has(block.picture)) problems.push(`${at} block ${block.id}: no picture named ${block.picture}`);
  const questions = lesson.blocks.flatMap((block) => (block.type === 'question' ? [block] : []));
  if (questions.length < MIN_QUESTIONS) problems.push(`${at}: ${questions.length} questions, at least ${MIN_QUESTIONS} wanted`);
  if (new Set(questions.map((block) => block.question.kind)).size < MIN_KINDS) problems.push(`${at}: questions of fewer than ${MIN_KINDS} kinds`);
  for (const block of lesson.blocks) {
    const where = `${at} block ${block.id}`;
    if (block.type === 'text' || block.type === 'callout') problems.push(...textProblems(where, block.markdown));
    if (block.type === 'picture' && block.caption) problems.push(...textProblems(`${where} caption`, block.caption));
    if (block.type !== 'question') continue;
    const question = block.question;
    if (!(question.skill in SKILLS)) problems.push(`${where}: unknown skill ${String(question.skill)}`);
    problems.push(...textProblems(`${where} prompt`, question.prompt), ...textProblems(`${where} hint`, question.hint), ...textProblems(`${where} explanation`, question.explanation));
    if (question.kind === 'single' || question.kind === 'multiple') for (const option of question.options) problems.push(...textProblems(`${where} option ${option.id}`, option.text));
    if (question.kind === 'order') for (const item of question.items) problems.push(...textProblems(`${where} item ${item.id}`, item.text));
    if (question.kind === 'number' && question.unit !== undefined && question.unit !== 'money') problems.push(...textProblems(`${where} unit`, question.unit));
  }
  for (const locale of LOCALES) {
    const { blocks } = localizeLesson(course, lesson, locale);
    for (const block of blocks) {
      const parsed = blockSchema.safeParse(block);
      if (!parsed.success) problems.push(`${at} block ${block.id} (${locale}): ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }
    for (const problem of publishProblems(blocks)) problems.push(`${at} (${locale}): would not publish: ${problem.code}${problem.blockId ? ` at ${problem.blockId}` : ''}`);
  }
  return problems;
}

export function courseProblems(course: CurriculumCourse): string[] {
  const problems: string[] = [];
  if (!SLUG.test(course.slug)) problems.push(`${course.slug}: the slug is not lower-case words joined by hyphens`);
  for (const field of ['title', 'summary', 'description'] as const) problems.push(...textProblems(`${course.slug} ${field}`, course[field]));
  const slugs = new Set<string>();
  for (const lesson of course.lessons) {
    if (slugs.has(lesson.slug)) problems.push(`${course.slug}: two lessons ${lesson.slug}`);
    slugs.add(lesson.slug);
    problems.push(...lessonProblems(course, lesson));
  }
  return problems;
}

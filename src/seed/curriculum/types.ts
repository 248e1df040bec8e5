import type { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content';
import type { SkillSlug } from './skills';

/*
 * The seeded curriculum as it is written: every word a child reads in English, French and Arabic side by side, and
 * everything that is not words (block ids, answers, numbers, order) once, so the three languages can never disagree
 * on an answer. Written for children in each language (not word for word). English is the source language.
 *
 * Conventions inside texts:
 * - An amount of money is written `{{money 2.50}}` (a plain decimal amount, no currency sign): it is shown in the
 *   reader's currency and locale ("€2.50", "2,50 €", "٢٫٥٠ €"), the same nominal amount, never converted. Other
 *   numbers are written as plain digits and are shown in the reader's locale.
 * - Markdown as in the lesson editor: **bold**, *italic*, lists, `#`/`##` headings in text blocks.
 * - A picture is an SVG drawn for the lesson (no text or digits inside it, so one drawing serves every language;
 *   no scripts, no external references, no <image> or <foreignObject>; viewBox="0 0 320 200"; readable in light and
 *   dark (its own background shape); under 12 KB), with alt text in each language.
 */

export type Locale = 'en' | 'fr' | 'ar';
export type Text = Record<Locale, string>;

export interface CurriculumOption {
  /** [a-z0-9-], unique within the question. */
  id: string;
  text: Text;
}

interface QuestionBase {
  prompt: Text;
  hint: Text;
  explanation: Text;
  /** The one skill this question practises (skills.ts). */
  skill: SkillSlug;
}

export type CurriculumQuestion =
  | (QuestionBase & { kind: 'single'; options: CurriculumOption[]; correct: string })
  | (QuestionBase & { kind: 'multiple'; options: CurriculumOption[]; correct: string[] })
  | (QuestionBase & { kind: 'true-false'; correct: boolean })
  /** `unit: 'money'`: the answer is an amount in the reader's currency; otherwise a short unit in each language. */
  | (QuestionBase & { kind: 'number'; correct: number; tolerance: number; unit?: 'money' | Text })
  /** `items` in the order shown (never already right), `correctOrder` the ids in the right order. */
  | (QuestionBase & { kind: 'order'; items: CurriculumOption[]; correctOrder: string[] });

export type CurriculumBlock =
  | { id: string; type: 'text'; markdown: Text }
  | { id: string; type: 'callout'; tone: 'tip' | 'fact' | 'warning'; markdown: Text }
  /** `picture` names one of the lesson's pictures. */
  | { id: string; type: 'picture'; picture: string; caption?: Text }
  | { id: string; type: 'question'; question: CurriculumQuestion };

export interface CurriculumPicture {
  /** [a-z0-9-], unique within the lesson. */
  name: string;
  svg: string;
  alt: Text;
}

export interface CurriculumLesson {
  slug: string;
  title: Text;
  estimatedMinutes: number;
  xpReward: number;
  pictures: CurriculumPicture[];
  blocks: CurriculumBlock[];
}

export interface CurriculumCourse {
  slug: string;
  title: Text;
  summary: Text;
  description: Text;
  subject: (typeof SUBJECTS)[number];
  ageBand: (typeof AGE_BANDS)[number];
  featured: boolean;
  lessons: CurriculumLesson[];
}

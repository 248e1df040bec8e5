import { z } from 'zod';
import { AGE_BANDS, SUBJECTS, TEXT_LIMITS } from './lesson-content-checks';

/*
 * The lesson content model (a neutral module: the schema stores it, courses plays it, the editors edit it;
 * decision 015): a lesson is an ordered list of blocks. Question blocks hold their correct answer, which
 * never reaches the browser before the child answers (see toPublicBlock).
 */

// The parts the editors' browser code uses too, without zod (lesson-content-checks.ts).
export { AGE_BANDS, publishProblems, SUBJECTS, TEXT_LIMITS, type PublishProblem, type PublishProblemCode } from './lesson-content-checks';

const id = z.string().min(1).max(40).regex(/^[a-z0-9-]+$/);
const text = (max: number) => z.string().trim().min(1).max(max);

const option = z.object({ id, text: text(TEXT_LIMITS.option) });

/** A skill's slug (the skills table; decision 052): what a question practises, for mastery and review. */
export const skillSlugSchema = z.string().min(1).max(60).regex(/^[a-z0-9-]+$/);

const questionBase = { prompt: text(TEXT_LIMITS.prompt), explanation: text(TEXT_LIMITS.explanation), hint: text(TEXT_LIMITS.hint).optional(), skill: skillSlugSchema.optional() };

export const questionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), ...questionBase, options: z.array(option).min(2).max(6), correct: id }),
  z.object({ kind: z.literal('multiple'), ...questionBase, options: z.array(option).min(2).max(8), correct: z.array(id).min(1) }),
  z.object({ kind: z.literal('true-false'), ...questionBase, correct: z.boolean() }),
  z.object({ kind: z.literal('number'), ...questionBase, correct: z.number(), tolerance: z.number().min(0), unit: z.string().max(TEXT_LIMITS.unit).optional() }),
  z.object({ kind: z.literal('order'), ...questionBase, items: z.array(option).min(2).max(8), correctOrder: z.array(id).min(2) }),
]);
export type Question = z.infer<typeof questionSchema>;

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('text'), markdown: text(TEXT_LIMITS.markdown) }),
  z.object({ id, type: z.literal('image'), src: z.string().max(500), alt: text(TEXT_LIMITS.alt), caption: z.string().max(TEXT_LIMITS.caption).optional() }),
  z.object({ id, type: z.literal('callout'), tone: z.enum(['tip', 'fact', 'warning']), markdown: text(TEXT_LIMITS.callout) }),
  z.object({ id, type: z.literal('question'), question: questionSchema }),
]);
export type Block = z.infer<typeof blockSchema>;


export interface SeedLesson {
  slug: string;
  title: string;
  estimatedMinutes: number;
  xpReward: number;
  blocks: Block[];
}

export interface SeedCourse {
  slug: string;
  title: string;
  summary: string;
  description: string;
  subject: (typeof SUBJECTS)[number];
  ageBand: (typeof AGE_BANDS)[number];
  featured: boolean;
  lessons: SeedLesson[];
}

/*
 * The admin editor's drafts. A draft keeps blockSchema's structure (the same types, kinds, id rule and maximum
 * lengths) but may be unfinished: empty text, a question without its correct answer, too few options. Children
 * never see a draft: a lesson is published only when publishProblems finds nothing, and then its blocks pass
 * blockSchema (the published lessons the player and take-lesson read are always complete).
 */
const draftText = (max: number) => z.string().max(max);
const draftOption = z.object({ id, text: draftText(TEXT_LIMITS.option) });
const draftQuestionBase = { prompt: draftText(TEXT_LIMITS.prompt), explanation: draftText(TEXT_LIMITS.explanation), hint: draftText(TEXT_LIMITS.hint).optional(), skill: skillSlugSchema.optional() };

export const draftQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), ...draftQuestionBase, options: z.array(draftOption).max(6), correct: id.optional() }),
  z.object({ kind: z.literal('multiple'), ...draftQuestionBase, options: z.array(draftOption).max(8), correct: z.array(id).max(8) }),
  z.object({ kind: z.literal('true-false'), ...draftQuestionBase, correct: z.boolean().optional() }),
  z.object({ kind: z.literal('number'), ...draftQuestionBase, correct: z.number().optional(), tolerance: z.number().min(0), unit: z.string().max(TEXT_LIMITS.unit).optional() }),
  z.object({ kind: z.literal('order'), ...draftQuestionBase, items: z.array(draftOption).max(8), correctOrder: z.array(id).max(8) }),
]);
export type DraftQuestion = z.infer<typeof draftQuestionSchema>;

export const draftBlockSchema = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('text'), markdown: draftText(TEXT_LIMITS.markdown) }),
  z.object({ id, type: z.literal('image'), src: z.string().max(500), alt: draftText(TEXT_LIMITS.alt), caption: z.string().max(TEXT_LIMITS.caption).optional() }),
  z.object({ id, type: z.literal('callout'), tone: z.enum(['tip', 'fact', 'warning']), markdown: draftText(TEXT_LIMITS.callout) }),
  z.object({ id, type: z.literal('question'), question: draftQuestionSchema }),
]);
export type DraftBlock = z.infer<typeof draftBlockSchema>;

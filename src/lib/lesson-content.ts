import { z } from 'zod';
import { FILE_URL_PREFIX } from './file-url';

/*
 * The lesson content model (a neutral module: the schema stores it, courses plays it, the editors edit it;
 * decision 015): a lesson is an ordered list of blocks. Question blocks hold their correct answer, which
 * never reaches the browser before the child answers (see toPublicBlock).
 */

const id = z.string().min(1).max(40).regex(/^[a-z0-9-]+$/);
const text = (max: number) => z.string().trim().min(1).max(max);

/** The longest each of a block's words may be, in characters (the editors and a translation's words share them). */
export const TEXT_LIMITS = { markdown: 5000, callout: 2000, alt: 300, caption: 300, prompt: 500, explanation: 1000, hint: 300, option: 200, unit: 20 } as const;

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

export const SUBJECTS = ['money-basics', 'saving', 'investing', 'spending', 'earning', 'banking', 'borrowing', 'giving'] as const;
export const AGE_BANDS = ['7-9', '10-12', '13-14'] as const;

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

export type PublishProblemCode =
  | 'noQuestion'
  | 'duplicateBlockId'
  | 'emptyText'
  | 'noImage'
  | 'imageNotFromStore'
  /** Reported by the server, which can see the file store: the image's file no longer exists. */
  | 'imageMissing'
  | 'noAlt'
  | 'noPrompt'
  | 'noExplanation'
  | 'tooFewOptions'
  | 'emptyOption'
  | 'duplicateOption'
  | 'noCorrect'
  | 'correctNotAnOption'
  | 'tooFewItems'
  | 'orderMismatch'
  | 'alreadyInOrder';

/** One reason a lesson cannot be published, pointing at its block (null for the lesson as a whole). */
export interface PublishProblem {
  code: PublishProblemCode;
  blockId: string | null;
  /** The block's place in the lesson, from 1. */
  blockNumber: number | null;
  /** For a question: its number among the lesson's questions, from 1 ("Question 3: …"). */
  questionNumber: number | null;
}

const blank = (value: string | undefined) => !value || value.trim() === '';

function questionProblems(question: DraftQuestion): PublishProblemCode[] {
  const found: PublishProblemCode[] = [];
  if (blank(question.prompt)) found.push('noPrompt');
  if (blank(question.explanation)) found.push('noExplanation');
  switch (question.kind) {
    case 'single':
    case 'multiple': {
      const ids = question.options.map((option) => option.id);
      if (question.options.length < 2) found.push('tooFewOptions');
      if (question.options.some((option) => blank(option.text))) found.push('emptyOption');
      if (new Set(ids).size !== ids.length) found.push('duplicateOption');
      const correct = question.kind === 'single' ? (question.correct === undefined ? [] : [question.correct]) : question.correct;
      if (correct.length === 0) found.push('noCorrect');
      else if (correct.some((choice) => !ids.includes(choice)) || new Set(correct).size !== correct.length) found.push('correctNotAnOption');
      break;
    }
    case 'true-false':
    case 'number':
      if (question.correct === undefined) found.push('noCorrect');
      break;
    case 'order': {
      const ids = question.items.map((item) => item.id);
      if (question.items.length < 2) found.push('tooFewItems');
      if (question.items.some((item) => blank(item.text))) found.push('emptyOption');
      if (new Set(ids).size !== ids.length) found.push('duplicateOption');
      const order = question.correctOrder;
      if (order.length !== ids.length || new Set(order).size !== order.length || order.some((item) => !ids.includes(item))) found.push('orderMismatch');
      // A starting order that is already right would give the child the answer.
      else if (ids.length >= 2 && order.every((item, index) => item === ids[index])) found.push('alreadyInOrder');
      break;
    }
  }
  return found;
}

/**
 * Everything that stops a draft from being published, in lesson order; an empty list means its blocks pass
 * blockSchema and the lesson can be played (it has at least one question, every question has its answer).
 */
export function publishProblems(blocks: readonly DraftBlock[]): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const seen = new Set<string>();
  let questionNumber = 0;
  blocks.forEach((block, index) => {
    const at = (code: PublishProblemCode): PublishProblem => ({ code, blockId: block.id, blockNumber: index + 1, questionNumber: block.type === 'question' ? questionNumber : null });
    if (block.type === 'question') questionNumber += 1;
    if (seen.has(block.id)) problems.push(at('duplicateBlockId'));
    seen.add(block.id);
    switch (block.type) {
      case 'text':
      case 'callout':
        if (blank(block.markdown)) problems.push(at('emptyText'));
        break;
      case 'image':
        if (blank(block.src)) problems.push(at('noImage'));
        else if (!block.src.startsWith(FILE_URL_PREFIX)) problems.push(at('imageNotFromStore'));
        if (blank(block.alt)) problems.push(at('noAlt'));
        break;
      case 'question':
        problems.push(...questionProblems(block.question).map(at));
        break;
    }
  });
  if (questionNumber === 0) problems.push({ code: 'noQuestion', blockId: null, blockNumber: null, questionNumber: null });
  return problems;
}

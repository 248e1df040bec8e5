import type { DraftBlock, DraftQuestion } from './lesson-content';
import { FILE_URL_PREFIX } from './file-url';

/*
 * The lesson content model's rules that the editors check in the browser as well as on the server: the words' lengths,
 * the subjects and age bands, and what keeps a draft from being published. No zod here, so none reaches a client
 * bundle (lesson-content.ts holds the schemas and re-exports these; docs/benchmarks.md "Client JavaScript").
 */

/** The longest each of a block's words may be, in characters (the editors and a translation's words share them). */
export const TEXT_LIMITS = { markdown: 5000, callout: 2000, alt: 300, caption: 300, prompt: 500, explanation: 1000, hint: 300, option: 200, unit: 20 } as const;

export const SUBJECTS = ['money-basics', 'saving', 'investing', 'spending', 'earning', 'banking', 'borrowing', 'giving'] as const;
export const AGE_BANDS = ['7-9', '10-12', '13-14'] as const;

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

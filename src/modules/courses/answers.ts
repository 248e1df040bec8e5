import { z } from 'zod';
import type { Block, Question } from '@/lib/lesson-content';

/** What a child may send for each kind of question. */
export const answerSchema = z.union([z.string().max(40), z.array(z.string().max(40)).max(8), z.boolean(), z.number().finite()]);
export type Answer = z.infer<typeof answerSchema>;

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && a.every((item) => b.includes(item));
}

/** Checked on the server only: the correct answer never reaches the browser before the child answers. */
export function isCorrect(question: Question, answer: Answer): boolean {
  switch (question.kind) {
    case 'single':
      return typeof answer === 'string' && answer === question.correct;
    case 'multiple':
      return Array.isArray(answer) && sameSet(answer, question.correct);
    case 'true-false':
      return typeof answer === 'boolean' && answer === question.correct;
    case 'number':
      return typeof answer === 'number' && Math.abs(answer - question.correct) <= question.tolerance + 1e-9;
    case 'order':
      return Array.isArray(answer) && answer.length === question.correctOrder.length && answer.every((item, index) => item === question.correctOrder[index]);
  }
}

/** The answer to show once it may be shown (after a right answer or the last try). */
export function revealedAnswer(question: Question): Answer {
  switch (question.kind) {
    case 'single':
    case 'true-false':
    case 'number':
      return question.correct;
    case 'multiple':
      return question.correct;
    case 'order':
      return question.correctOrder;
  }
}

export type PublicQuestion =
  | { kind: 'single' | 'multiple'; prompt: string; hint?: string; options: { id: string; text: string }[] }
  | { kind: 'true-false'; prompt: string; hint?: string }
  | { kind: 'number'; prompt: string; hint?: string; unit?: string }
  | { kind: 'order'; prompt: string; hint?: string; items: { id: string; text: string }[] };

export type PublicBlock = Exclude<Block, { type: 'question' }> | { id: string; type: 'question'; question: PublicQuestion };

/** A block as the browser may see it: questions without their answers or explanations. */
export function toPublicBlock(block: Block): PublicBlock {
  if (block.type !== 'question') return block;
  const q = block.question;
  const base = { prompt: q.prompt, ...(q.hint ? { hint: q.hint } : {}) };
  switch (q.kind) {
    case 'single':
    case 'multiple':
      return { id: block.id, type: 'question', question: { kind: q.kind, ...base, options: q.options } };
    case 'true-false':
      return { id: block.id, type: 'question', question: { kind: 'true-false', ...base } };
    case 'number':
      return { id: block.id, type: 'question', question: { kind: 'number', ...base, ...(q.unit ? { unit: q.unit } : {}) } };
    case 'order':
      return { id: block.id, type: 'question', question: { kind: 'order', ...base, items: q.items } };
  }
}

/** Spec for the player: a wrong answer may be retried once. */
export const MAX_TRIES = 2;

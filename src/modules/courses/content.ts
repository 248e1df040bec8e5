import { z } from 'zod';

/*
 * Issue 4 content model: a lesson is an ordered list of blocks. Question blocks hold their correct answer, which
 * never reaches the browser before the child answers (see toPublicBlock).
 */

const id = z.string().min(1).max(40).regex(/^[a-z0-9-]+$/);
const text = (max: number) => z.string().trim().min(1).max(max);
const option = z.object({ id, text: text(200) });

const questionBase = { prompt: text(500), explanation: text(1000), hint: text(300).optional() };

export const questionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), ...questionBase, options: z.array(option).min(2).max(6), correct: id }),
  z.object({ kind: z.literal('multiple'), ...questionBase, options: z.array(option).min(2).max(8), correct: z.array(id).min(1) }),
  z.object({ kind: z.literal('true-false'), ...questionBase, correct: z.boolean() }),
  z.object({ kind: z.literal('number'), ...questionBase, correct: z.number(), tolerance: z.number().min(0), unit: z.string().max(20).optional() }),
  z.object({ kind: z.literal('order'), ...questionBase, items: z.array(option).min(2).max(8), correctOrder: z.array(id).min(2) }),
]);
export type Question = z.infer<typeof questionSchema>;

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('text'), markdown: text(5000) }),
  z.object({ id, type: z.literal('image'), src: z.string().max(500), alt: text(300), caption: z.string().max(300).optional() }),
  z.object({ id, type: z.literal('callout'), tone: z.enum(['tip', 'fact', 'warning']), markdown: text(2000) }),
  z.object({ id, type: z.literal('question'), question: questionSchema }),
]);
export type Block = z.infer<typeof blockSchema>;

export const SUBJECTS = ['money-basics', 'saving', 'investing', 'spending', 'earning'] as const;
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

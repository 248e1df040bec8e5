'use server';

import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/idempotency-key';
import { isDatabaseUnavailable } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { requireActionActor } from '@/server/session';
import { answerSchema } from './answers';
import { getLessonReader } from './lesson-language';
import { answerQuestion, completeLesson, type AnswerResult, type CompletionResult } from './take-lesson';
import { answerReview, type ReviewAnswerResult } from './take-review';

type Result<T> = { ok: true; data: T } | { ok: false; error: string };

async function run<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.message };
    // The database away for a moment (decision 049): the player says so and sends the same answer again.
    if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', errorFields(error));
      return { ok: false, error: 'errors.databaseUnavailable' };
    }
    throw error;
  }
}

// The attempt id comes from the lesson page (the open attempt, or a fresh id the first answer starts an attempt under).
const attemptInput = z.object({ attemptId: z.uuid(), lessonId: z.number().int().positive() });
// The try's key (decision 049): the same try sent again after a lost answer is told the same and counts once.
const answerInput = attemptInput.extend({ blockId: z.string().min(1).max(40), answer: answerSchema, key: z.string().regex(IDEMPOTENCY_KEY_PATTERN) });

export async function answerQuestionAction(input: unknown): Promise<Result<AnswerResult>> {
  return run(async () => {
    const parsed = answerInput.safeParse(input);
    if (!parsed.success) throw new AppError(400, 'errors.answerInvalid');
    const { attemptId, lessonId, blockId, answer, key } = parsed.data;
    // The reader's language and currency: a money answer is checked, and explained, as the child saw its question.
    const [actor, reader] = await Promise.all([requireActionActor('take:lesson:own'), getLessonReader()]);
    return answerQuestion(actor, { attemptId, lessonId }, blockId, answer, key, reader);
  });
}

export async function completeLessonAction(input: unknown): Promise<Result<CompletionResult>> {
  return run(async () => {
    const parsed = attemptInput.safeParse(input);
    if (!parsed.success) throw new AppError(400, 'errors.answerInvalid');
    // The reader's language: the completion names the badges it won in it.
    const [actor, reader] = await Promise.all([requireActionActor('take:lesson:own'), getLessonReader()]);
    return completeLesson(actor, parsed.data, reader.locale);
  });
}

// A review answer names its question (lesson and block) and carries its key (decision 049).
const reviewInput = z.object({ lessonId: z.number().int().positive(), blockId: z.string().min(1).max(40), answer: answerSchema, key: z.string().regex(IDEMPOTENCY_KEY_PATTERN) });

export async function answerReviewAction(input: unknown): Promise<Result<ReviewAnswerResult>> {
  return run(async () => {
    const parsed = reviewInput.safeParse(input);
    if (!parsed.success) throw new AppError(400, 'errors.answerInvalid');
    const { lessonId, blockId, answer, key } = parsed.data;
    // The reader's language and currency, as for a lesson's answer: checked and explained as the child saw it.
    const [actor, reader] = await Promise.all([requireActionActor('take:lesson:own'), getLessonReader()]);
    return answerReview(actor, { lessonId, blockId }, answer, key, reader);
  });
}

import type { z } from 'zod';
import { AppError, fieldErrorsFrom } from './errors';

/**
 * Parses a domain function's or a route's input with its schema. A mistake is an AppError naming the first
 * problem's message key, with every field's problem (400; or 404 where the input is an id in the path).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 404 = 400): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError(status, parsed.error.issues[0]?.message ?? 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  return parsed.data;
}

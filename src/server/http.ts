import 'server-only';
import type { z } from 'zod';
import { AppError } from './errors';
import { hasControlCharacters, parseInput } from './validation';

/**
 * Reads and validates a JSON body: malformed JSON and invalid fields are 400s (routeHandler translates the message
 * and each field's problem in `fieldErrors`).
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError(400, 'errors.badJson');
  }
  if (hasControlCharacters(body)) throw new AppError(400, 'errors.controlCharacters');
  return parseInput(schema, body);
}

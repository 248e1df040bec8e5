import type { z } from 'zod';
import { AppError, fieldErrorsFrom } from './errors';

/**
 * Parses a domain function's or a route's input with its schema. A mistake is an AppError naming the first
 * problem's message key, with every field's problem (400; or 404 where the input is an id in the path).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 404 = 400): z.output<S> {
  // A query string or a body may carry a NUL, which PostgreSQL refuses in text: the caller's mistake, not a 500.
  if (hasControlCharacters(input)) throw new AppError(400, 'errors.controlCharacters');
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError(status, parsed.error.issues[0]?.message ?? 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  return parsed.data;
}

// NUL and the other C0 controls but tab, line feed and carriage return (text areas keep their lines), and DEL.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The fields whose text holds a control character (a NUL would fail in the database; none belongs in a form). */
export function controlCharacterFields(formData: FormData): string[] {
  const fields = new Set<string>();
  for (const [key, value] of formData.entries()) if (typeof value === 'string' && CONTROL_CHARACTERS.test(value)) fields.add(key);
  return [...fields];
}

/** True when any string inside a JSON value (keys included) holds a control character. */
export function hasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacters);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => CONTROL_CHARACTERS.test(key) || hasControlCharacters(inner));
  return false;
}

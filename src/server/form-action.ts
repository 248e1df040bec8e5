import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { isDatabaseUnavailable } from './db-errors';
import { AppError, DatabaseUnavailableError, fieldErrorsFrom } from './errors';
import { errorFields, log } from './logger';
import { controlCharacterFields, hasControlCharacters } from './validation';

/** The form's fields as strings, without passwords (they are never sent back to the browser). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.toLowerCase().includes('password') && !key.startsWith('$')) values[key] = value;
  }
  return values;
}

/**
 * Runs a form's server action: parse with zod, call the domain, and turn any failure into a FormState
 * (a user's mistake is a message on the form, never a 500). Next's redirect and notFound pass through.
 */
export async function runFormAction<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  handler: (input: z.infer<S>) => Promise<FormState | void>,
): Promise<FormState> {
  // Server actions are public POST endpoints: anything may arrive, not only the form's own FormData.
  if (!(formData instanceof FormData)) return { status: 'error', message: 'errors.badForm' };
  const values = formValues(formData);
  const withControls = controlCharacterFields(formData);
  if (withControls.length > 0) {
    return { status: 'error', message: 'errors.controlCharacters', fieldErrors: Object.fromEntries(withControls.map((field) => [field, 'errors.controlCharacters'])), values };
  }
  const parsed = schema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) {
    return { status: 'error', message: 'errors.checkForm', fieldErrors: fieldErrorsFrom(parsed.error.issues), values };
  }
  // A field may carry JSON (the lesson editor's blocks), whose escapes (\u0000) only show once parsed.
  if (hasControlCharacters(parsed.data)) return { status: 'error', message: 'errors.controlCharacters', values };
  try {
    return (await handler(parsed.data)) ?? { status: 'success', values };
  } catch (error) {
    unstable_rethrow(error);
    // The database away for a moment (decision 049): the form says so and keeps what was typed; nothing half-written.
    if (error instanceof DatabaseUnavailableError || isDatabaseUnavailable(error)) {
      log.warn('database unavailable', errorFields(error instanceof DatabaseUnavailableError ? error.cause : error));
      return { status: 'error', message: 'errors.databaseUnavailable', values };
    }
    if (error instanceof AppError) {
      const messageValues = error.messageValues?.();
      return { status: 'error', message: error.message, ...(messageValues ? { messageValues } : {}), fieldErrors: error.fieldErrors, values };
    }
    log.error('form action failed', errorFields(error));
    return { status: 'error', message: 'errors.unexpected', values };
  }
}

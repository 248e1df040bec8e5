import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { AppError, fieldErrorsFrom } from './errors';
import { errorFields, log } from './logger';

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
  const values = formValues(formData);
  const parsed = schema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) {
    return { status: 'error', message: 'errors.checkForm', fieldErrors: fieldErrorsFrom(parsed.error.issues), values };
  }
  try {
    return (await handler(parsed.data)) ?? { status: 'success', values };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AppError) {
      const minutes = /wait (\d+) minute/.exec(error.message)?.[1];
      return error.status === 429
        ? { status: 'error', message: 'errors.tooManyAttempts', messageValues: { minutes: Number(minutes ?? 1) }, values }
        : { status: 'error', message: error.message, fieldErrors: error.fieldErrors, values };
    }
    log.error('form action failed', errorFields(error));
    return { status: 'error', message: 'errors.unexpected', values };
  }
}

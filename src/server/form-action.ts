import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { isDatabaseUnavailable } from './db-errors';
import { AppError, DatabaseUnavailableError, fieldErrorsFrom } from './errors';
import { errorFields, log } from './logger';
import type { Permission } from './permissions';
import { requireActionActor, type Actor } from './session';
import { controlCharacterFields, hasControlCharacters } from './validation';

/** The form's fields as strings, without passwords (they are never sent back to the browser). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.toLowerCase().includes('password') && !key.startsWith('$')) values[key] = value;
  }
  return values;
}

/** A form that did not arrive as form data at all (a public POST endpoint accepts any body). */
const badForm = (): FormState => ({ status: 'error', message: 'errors.badForm' });

type ActorHandler<S extends z.ZodType> = (actor: Actor, input: z.infer<S>) => Promise<FormState | void>;

/**
 * Runs a form's server action: parse with zod, call the domain, and turn any failure into a FormState
 * (a user's mistake is a message on the form, never a 500). Next's redirect and notFound pass through.
 * Only for forms nobody is signed in to send (sign-in, registration, password reset); every other form goes
 * through runActorAction, which knows who is asking before it reads what they sent.
 */
export async function runFormAction<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  handler: (input: z.infer<S>) => Promise<FormState | void>,
): Promise<FormState> {
  // Server actions are public POST endpoints: anything may arrive, not only the form's own FormData.
  if (!(formData instanceof FormData)) return badForm();
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return parsed.state;
  return settle(parsed.values, () => handler(parsed.input));
}

/**
 * Runs a signed-in person's form: the session (and the permission, when one is named) first, exactly as
 * requireActionActor answers it (401 "sign in", 403 "not allowed"), and only then the form, as runFormAction
 * does. Someone who may not act never learns what the form expects, and zod never reads their body.
 * Without a permission, anyone signed in may act.
 */
export async function runActorAction<S extends z.ZodType>(
  permission: Permission,
  schema: S,
  formData: FormData,
  handler: ActorHandler<S>,
): Promise<FormState>;
export async function runActorAction<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  handler: ActorHandler<S>,
): Promise<FormState>;
export async function runActorAction<S extends z.ZodType>(
  ...args: [Permission, S, FormData, ActorHandler<S>] | [S, FormData, ActorHandler<S>]
): Promise<FormState> {
  const [permission, schema, formData, handler] = args.length === 4 ? args : [undefined, ...args];
  const isForm = formData instanceof FormData;
  // A refused session keeps what was typed, as it always did (the form can be sent again after signing in).
  const values = isForm ? formValues(formData) : undefined;
  let actor: Actor;
  try {
    actor = await requireActionActor(permission);
  } catch (error) {
    return failureState(error, values);
  }
  if (!isForm) return badForm();
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return parsed.state;
  return settle(parsed.values, () => handler(actor, parsed.input));
}

type ParsedForm<S extends z.ZodType> = { ok: true; input: z.infer<S>; values: Record<string, string> } | { ok: false; state: FormState };

/** The form through zod, refusing control characters in its fields and in any JSON they carry. */
function parseForm<S extends z.ZodType>(schema: S, formData: FormData): ParsedForm<S> {
  const values = formValues(formData);
  const withControls = controlCharacterFields(formData);
  if (withControls.length > 0) {
    const fieldErrors = Object.fromEntries(withControls.map((field) => [field, 'errors.controlCharacters']));
    return { ok: false, state: { status: 'error', message: 'errors.controlCharacters', fieldErrors, values } };
  }
  const parsed = schema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) {
    return { ok: false, state: { status: 'error', message: 'errors.checkForm', fieldErrors: fieldErrorsFrom(parsed.error.issues), values } };
  }
  // A field may carry JSON (the lesson editor's blocks), whose escapes (\u0000) only show once parsed.
  if (hasControlCharacters(parsed.data)) return { ok: false, state: { status: 'error', message: 'errors.controlCharacters', values } };
  return { ok: true, input: parsed.data, values };
}

/** Calls the domain; its answer, or "success" when it has none; any failure as the form's message. */
async function settle(values: Record<string, string>, work: () => Promise<FormState | void>): Promise<FormState> {
  try {
    return (await work()) ?? { status: 'success', values };
  } catch (error) {
    return failureState(error, values);
  }
}

/** A failure as the form's answer. Next's redirect and notFound are rethrown, not answered. */
function failureState(error: unknown, values: Record<string, string> | undefined): FormState {
  unstable_rethrow(error);
  const kept = values ? { values } : {};
  // The database away for a moment (decision 049): the form says so and keeps what was typed; nothing half-written.
  if (error instanceof DatabaseUnavailableError || isDatabaseUnavailable(error)) {
    log.warn('database unavailable', errorFields(error instanceof DatabaseUnavailableError ? error.cause : error));
    return { status: 'error', message: 'errors.databaseUnavailable', ...kept };
  }
  if (error instanceof AppError) {
    const messageValues = error.messageValues?.();
    return { status: 'error', message: error.message, ...(messageValues ? { messageValues } : {}), fieldErrors: error.fieldErrors, ...kept };
  }
  log.error('form action failed', errorFields(error));
  return { status: 'error', message: 'errors.unexpected', ...kept };
}

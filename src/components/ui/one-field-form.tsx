'use client';

import { useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { SelectField, TextAreaField, TextField } from './field';
import { useMessage } from './form-status';
import { useFormToast } from './use-form-toast';
import { IDLE, type FormState } from '@/lib/form-state';

interface OneFieldFormProps {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** The field's name in the form data ('name', 'code'). */
  name: string;
  label: string;
  hint?: string;
  submitLabel: string;
  /** Hidden fields sent with the value (the class being changed); their values also make the field's id unique. */
  fields?: Record<string, string>;
  defaultValue?: string;
  maxLength: number;
  /** Empties the field after a success (adding one student after another). */
  clearOnSuccess?: boolean;
  autoCapitalize?: 'characters';
  type?: 'text' | 'email' | 'password' | 'date';
  /** A choice from a list instead of typing (a class's time zone). */
  options?: readonly { value: string; label: string }[];
  /** False when an empty value means something (no due date). */
  required?: boolean;
  /** The earliest day a date field offers. */
  min?: string;
  /** A text of several lines (a message) in a box this many lines high, with the button below it. */
  rows?: number;
}

/** What drives the form: its action's state, and (for ResentOneFieldForm) the submit guard and the resend status. */
export interface OneFieldFormDriver {
  state: FormState;
  formAction: (data: FormData) => void;
  pending: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  status?: ReactNode;
}

/**
 * One labelled field (a select, or a box of several lines) and a button: create or rename a class, add a student, link a child by code, send a consent request
 * again, move a due date, pick a time zone. The answer is a
 * toast; a refusal also shows under the field and keeps what was typed.
 */
export function OneFieldForm(props: OneFieldFormProps) {
  const [state, formAction, pending] = useActionState(props.action, IDLE);
  return <OneFieldFormView {...props} state={state} formAction={formAction} pending={pending} />;
}

/**
 * The form itself, for OneFieldForm and ResentOneFieldForm (resent-one-field-form.tsx), which sends again until
 * answered: a form that resends brings its helpers with it, the others do not (docs/benchmarks.md "Client
 * JavaScript per route").
 */
export function OneFieldFormView({ name, label, hint, submitLabel, fields = {}, defaultValue, maxLength, clearOnSuccess, autoCapitalize, type = 'text', options, required = true, min, rows, state, formAction, pending, onSubmit, status }: Omit<OneFieldFormProps, 'action'> & OneFieldFormDriver) {
  const message = useMessage();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useFormToast(state);
  useEffect(() => {
    if (state.status === 'success' && clearOnSuccess && input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }, [state, clearOnSuccess]);
  const error = state.status === 'error' ? message(state.fieldErrors?.[name] ?? state.message, state.messageValues) : undefined;
  const fieldId = [name, ...(Object.keys(fields).length > 0 ? Object.values(fields) : ['new'])].join('-');
  // After a refusal the field shows what was sent (drawn afresh: React 19 resets a form after its action).
  const shown = state.status === 'error' ? (state.values?.[name] ?? defaultValue) : defaultValue;
  const key = state.status === 'error' ? `error-${state.values?.[name] ?? ''}` : 'field';
  return (
    <form action={formAction} onSubmit={onSubmit} className={rows ? 'flex flex-col items-start gap-3' : 'flex flex-col gap-3 sm:flex-row sm:items-start'}>
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <div className={rows ? 'w-full' : 'min-w-0 flex-1'}>
        {options ? (
          // Not `required`: a list with no empty choice always sends one, and HTML allows `required` on a select only
          // when its first option is an empty placeholder.
          <SelectField id={fieldId} name={name} label={label} hint={hint} error={error} defaultValue={shown} key={key}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : rows ? (
          <TextAreaField ref={input} id={fieldId} name={name} label={label} hint={hint} error={error} required={required} maxLength={maxLength} rows={rows} defaultValue={shown} key={key} />
        ) : (
          <TextField
            ref={input}
            id={fieldId}
            name={name}
            type={type}
            label={label}
            hint={hint}
            error={error}
            required={required}
            min={min}
            // HTML allows maxlength on typed text only; a date is always ten characters.
            maxLength={type === 'date' ? undefined : maxLength}
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            autoCapitalize={autoCapitalize}
            spellCheck={autoCapitalize ? false : undefined}
            defaultValue={shown}
            key={key}
          />
        )}
        {status}
      </div>
      <Button type="submit" disabled={pending} className={rows ? undefined : 'sm:mt-7'}>
        {submitLabel}
      </Button>
    </form>
  );
}

'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE, type FormState } from '@/lib/form-state';

interface ClassTextFormProps {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** The field's name in the form data ('name', 'code'). */
  name: string;
  label: string;
  hint?: string;
  submitLabel: string;
  classId?: string;
  defaultValue?: string;
  maxLength: number;
  /** Empties the field after a success (adding one student after another). */
  clearOnSuccess?: boolean;
  autoCapitalize?: 'characters';
}

/**
 * One labelled field and a button: create or rename a class, add a student by code. The answer is a toast; a
 * refusal also shows under the field and keeps what was typed.
 */
export function ClassTextForm({ action, name, label, hint, submitLabel, classId, defaultValue, maxLength, clearOnSuccess, autoCapitalize }: ClassTextFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const message = useMessage();
  const input = useRef<HTMLInputElement>(null);
  useFormToast(state);
  useEffect(() => {
    if (state.status === 'success' && clearOnSuccess && input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }, [state, clearOnSuccess]);
  const error = state.status === 'error' ? message(state.fieldErrors?.[name] ?? state.message, state.messageValues) : undefined;
  const fieldId = `${name}-${classId ?? 'new'}`;
  return (
    <form action={formAction} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      {classId ? <input type="hidden" name="classId" value={classId} /> : null}
      <div className="min-w-0 flex-1">
        <TextField
          ref={input}
          id={fieldId}
          name={name}
          label={label}
          hint={hint}
          error={error}
          required
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize={autoCapitalize}
          spellCheck={autoCapitalize ? false : undefined}
          defaultValue={state.status === 'error' ? (state.values?.[name] ?? defaultValue) : defaultValue}
          key={state.status === 'error' ? `error-${state.values?.[name] ?? ''}` : 'field'}
        />
      </div>
      <Button type="submit" disabled={pending} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}

'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { IDLE, type FormState } from '@/lib/form-state';
import { SIGN_IN_NAME_MAX_LENGTH, SIGN_IN_NAME_MIN_LENGTH } from '@/lib/sign-in-name';
import { createChildAction } from '../actions';
import { childBirthYears } from '@/lib/child-age';

interface Answer {
  state: FormState;
  /** Counts the answers: the fields are drawn afresh after each (empty after a success, as typed after a refusal). */
  round: number;
}

/**
 * A parent makes a child's account (decision 029). The answer is a toast; a refusal also shows under its field, keeps
 * what was typed (the password excepted: it is never sent back) and moves the focus to the first field to fix.
 */
export function CreateChildForm() {
  const t = useTranslations('families.create');
  const message = useMessage();
  const form = useRef<HTMLFormElement>(null);
  const [{ state, round }, formAction, pending] = useActionState(
    async (previous: Answer, data: FormData): Promise<Answer> => ({ state: await createChildAction(previous.state, data), round: previous.round + 1 }),
    { state: IDLE, round: 0 },
  );
  useFormToast(state);
  useEffect(() => {
    if (round === 0) return;
    const target = state.status === 'error' ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : form.current?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [round, state.status]);

  const values = state.status === 'error' ? (state.values ?? {}) : {};
  const error = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  // The years are this year's (the server checks them again against its own day).
  const years = childBirthYears();

  return (
    <form ref={form} action={formAction} className="flex flex-col gap-4" noValidate>
      <div key={round} className="grid gap-4 sm:grid-cols-2">
        <TextField id="create-child-first-name" name="firstName" label={t('firstName')} required maxLength={NAME_MAX_LENGTH} autoComplete="off" defaultValue={values.firstName} error={error('firstName')} />
        <SelectField id="create-child-birth-year" name="birthYear" label={t('birthYear')} hint={t('birthYearHint')} required defaultValue={values.birthYear ?? ''} error={error('birthYear')}>
          <option value="" disabled>
            {t('birthYearChoose')}
          </option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <TextField
          id="create-child-username"
          name="username"
          label={t('username')}
          hint={t('usernameHint')}
          required
          minLength={SIGN_IN_NAME_MIN_LENGTH}
          maxLength={SIGN_IN_NAME_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={values.username}
          error={error('username')}
        />
        <TextField id="create-child-email" name="email" type="email" label={t('email')} hint={t('emailHint')} maxLength={254} autoComplete="off" defaultValue={values.email} error={error('email')} />
        <TextField
          id="create-child-password"
          name="password"
          type="password"
          label={t('password')}
          hint={t('passwordHint')}
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          error={error('password')}
          className="sm:col-span-2"
        />
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

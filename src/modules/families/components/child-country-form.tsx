'use client';

import { useActionState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { IDLE, type FormState } from '@/lib/form-state';

export interface ChildCountryFormProps {
  /** The parent's action (families) or the admin's (user-management); both answer with a FormState. */
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** The hidden fields naming the child: `childId` for a parent, `userId` for an admin. */
  fields: Record<string, string>;
  /** Each country's code and its name in the page's language, in that language's order (registrationCountries). */
  countries: readonly { code: string; name: string }[];
  current: string | null;
  idPrefix: string;
  label: string;
  hint?: string;
  notSetLabel: string;
  /** Shown for a parent, who confirms with their own password (decision 030's check); an admin has none to type. */
  passwordLabel?: string;
  submitLabel: string;
}

/**
 * A child's country (decision 060's amendment): a labelled select of every country, with the parent's password where a
 * parent changes it. A refusal shows under the field it is about (an unknown country, a wrong password); the password
 * is never sent back. The answer is told as a toast when it arrives, as the take-over's form does.
 */
export function ChildCountryForm({ action, fields, countries, current, idPrefix, label, hint, notSetLabel, passwordLabel, submitLabel }: ChildCountryFormProps) {
  const message = useMessage();
  const [state, formAction, pending] = useActionState(async (previous: FormState, data: FormData): Promise<FormState> => {
    const answer = await action(previous, data);
    if (answer.status === 'success') toast.success(message(answer.message, answer.messageValues) ?? '');
    if (answer.status === 'error' && !answer.fieldErrors) toast.error(message(answer.message, answer.messageValues) ?? '');
    return answer;
  }, IDLE);
  const errorOf = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  // After a refusal the select keeps what was chosen (React 19 resets a form after its action).
  const chosen = state.status === 'error' ? (state.values?.country ?? current ?? '') : (current ?? '');
  return (
    <form action={formAction} className="flex w-full flex-wrap items-end gap-2" data-child-country>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Not `required`: HTML asks a required select to start with an empty placeholder; the server refuses a missing country under the field. */}
      <SelectField key={`${state.status}-${chosen}`} id={`${idPrefix}-country`} name="country" label={label} hint={hint} error={errorOf('country')} defaultValue={chosen} className="w-full max-w-sm">
        {current === null ? <option value="">{notSetLabel}</option> : null}
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {passwordLabel ? (
        <TextField id={`${idPrefix}-country-password`} name="password" type="password" label={passwordLabel} error={errorOf('password')} autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} className="w-full max-w-sm" required />
      ) : null}
      <Button type="submit" variant="primary" disabled={pending} className="px-3 py-1.5 text-xs">
        {submitLabel}
      </Button>
    </form>
  );
}

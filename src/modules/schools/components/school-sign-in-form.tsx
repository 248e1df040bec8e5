'use client';

import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { startSchoolSignInAction } from '../sign-in-actions';

/**
 * Why the school's provider sent the person back without a session (decision 069), as the plugin names it: with
 * spaces after OpenID Connect, with underscores after SAML.
 */
const REFUSALS: Record<string, string> = {
  not_for_admins: 'refusedAdmin',
  not_in_school: 'refusedNotInSchool',
  'signup disabled': 'refusedUnknown',
  signup_disabled: 'refusedUnknown',
  'account not linked': 'refusedUnknown',
  account_not_linked: 'refusedUnknown',
  access_denied: 'cancelled',
};

interface Choice {
  providerId: string;
  protocol: 'oidc' | 'saml';
  host: string;
}

/** The providers the action offered (a school that keeps two), or none. */
function choicesOf(values: Record<string, string> | undefined): Choice[] {
  try {
    const parsed: unknown = JSON.parse(values?.providers ?? '[]');
    return Array.isArray(parsed) ? (parsed as Choice[]) : [];
  } catch {
    return [];
  }
}

/**
 * /login/school (decision 069): the school address names the school; the browser goes to its sign-in page. A school
 * that keeps both an OpenID Connect and a SAML provider answers with both, each its own button.
 */
export function SchoolSignInForm({ error }: { error: string | null }) {
  const t = useTranslations('login.school');
  const message = useMessage();
  const [state, action, pending] = useActionState(startSchoolSignInAction, IDLE);
  const refusal = error ? (REFUSALS[error] ?? 'failed') : null;
  const choices = choicesOf(state.values);
  return (
    <div className="flex flex-col gap-6">
      {refusal && state.status === 'idle' ? (
        <p role="alert" className="rounded-xl border border-error/40 bg-error/10 p-3 text-sm font-semibold text-error" data-school-refusal={error ?? ''}>
          {t(refusal)}
        </p>
      ) : null}
      <form action={action} className="flex flex-col gap-4" noValidate>
        <FormStatus state={state} />
        <TextField
          label={t('email')}
          hint={t('emailHint')}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          defaultValue={state.values?.email}
          error={message(state.fieldErrors?.email)}
          required
        />
        {choices.length > 1 ? (
          <fieldset className="flex flex-col gap-3" data-school-choices="">
            <legend className="mb-3 text-sm font-semibold">{t('chooseProvider')}</legend>
            {choices.map((choice) => (
              <Button key={choice.providerId} type="submit" name="providerId" value={choice.providerId} disabled={pending}>
                {t('continueWith', { host: choice.host, protocol: choice.protocol === 'saml' ? t('protocolSaml') : t('protocolOidc') })}
              </Button>
            ))}
          </fieldset>
        ) : (
          <Button type="submit" disabled={pending}>
            {pending ? t('submitting') : t('submit')}
          </Button>
        )}
      </form>
      <p className="text-center text-sm text-muted">
        <Link href="/login" className="font-semibold text-primary hover:underline">
          {t('withPassword')}
        </Link>
      </p>
    </div>
  );
}

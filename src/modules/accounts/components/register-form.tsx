'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { childBirthYears, needsParentalConsent } from '@/lib/child-age';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from '@/lib/constants';
import { registerAction } from '../actions';

/**
 * Registration. A learner gives their year of birth; one who may be under 13 names a parent's e-mail instead of a
 * last name, and a parent is asked to agree (decision 030). The server applies the same rule to what arrives.
 */
export function RegisterForm({ initialRole = 'child' }: { initialRole?: SelfServiceRole }) {
  const [state, action, pending] = useActionState(registerAction, IDLE);
  const t = useTranslations('register');
  const message = useMessage();
  const errors = state.fieldErrors ?? {};
  // Uncontrolled fields with their defaults from the last answer: React resets a form after its action, and a
  // controlled select would then show its placeholder while still holding the year.
  const [role, setRole] = useState<string>(state.values?.role ?? initialRole);
  const [birthYear, setBirthYear] = useState<string>(state.values?.birthYear ?? '');
  const young = role === 'child' && /^\d{4}$/.test(birthYear) && needsParentalConsent(Number(birthYear));
  if (state.status === 'success') {
    // Decision 018: the same answer whether the address is new or already has an account.
    return (
      <div role="status" className="flex flex-col gap-4 text-center">
        <p aria-hidden="true" className="text-5xl">
          📬
        </p>
        {/* Focused when it appears: the form it replaces was where the focus (and, on a phone, the scroll) was. */}
        <h2 ref={(heading) => heading?.focus()} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('checkEmailTitle')}
        </h2>
        <p>{t('checkEmail', { email: state.values?.email ?? '' })}</p>
        <p className="text-sm text-muted">{t('checkEmailHint')}</p>
        <ButtonLink href="/login">{t('goToSignIn')}</ButtonLink>
      </div>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('roleLegend')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
 {SELF_SERVICE_ROLES.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-card px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30">
              <input type="radio" name="role" value={option} defaultChecked={role === option} onChange={() => setRole(option)} className="accent-[var(--primary)]" />
              <span>
                <span className="block font-semibold">{t(`roles.${option}.label`)}</span>
                <span className="block text-xs text-muted">{t(`roles.${option}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? <p className="text-sm text-error">{message(errors.role)}</p> : null}
      </fieldset>
      {role === 'child' ? (
        // Drawn afresh with each answer's year: a select applies its default only when it mounts.
        <SelectField key={state.values?.birthYear ?? 'none'} label={t('birthYear')} name="birthYear" hint={t('birthYearHint')} defaultValue={state.values?.birthYear ?? birthYear} onChange={(event) => setBirthYear(event.target.value)} error={message(errors.birthYear)} required>
          <option value="" disabled>
            {t('birthYearChoose')}
          </option>
          {childBirthYears().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} name="firstName" autoComplete="given-name" defaultValue={state.values?.firstName} error={message(errors.firstName)} required maxLength={100} />
        {young ? null : <TextField label={t('lastName')} name="lastName" autoComplete="family-name" defaultValue={state.values?.lastName} error={message(errors.lastName)} required maxLength={100} />}
      </div>
      <TextField label={t('email')} name="email" type="email" autoComplete="email" defaultValue={state.values?.email} error={message(errors.email)} required />
      {young ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-highlight p-4" data-parent-consent>
          <p className="text-sm">
            <span aria-hidden="true">👪 </span>
            {t('parentConsentLead')}
          </p>
          <TextField label={t('parentEmail')} name="parentEmail" type="email" autoComplete="off" hint={t('parentEmailHint')} defaultValue={state.values?.parentEmail} error={message(errors.parentEmail)} required />
        </div>
      ) : null}
      <TextField label={t('password')} name="password" type="password" autoComplete="new-password" hint={t('passwordHint')} error={message(errors.password)} required minLength={8} maxLength={128} />
      <Button type="submit" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('haveAccount')}{' '}
        <Link href="/login" className="font-semibold text-primary hover:underline">
          {t('signIn')}
        </Link>
      </p>
    </form>
  );
}

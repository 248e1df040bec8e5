'use client';

import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useActionState, useState, useSyncExternalStore } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { CountryOptions } from '@/components/ui/country-options';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { childBirthYears } from '@/lib/child-age';
import { consentRuleFor, familyConsentNeeded, suggestedCountry } from '@/lib/consent-ages';
import { CURRENCY_COOKIE, SELF_SERVICE_ROLES, type SelfServiceRole } from '@/lib/constants';
import { registerAction } from '../actions';

/** The browser's languages and the currency cookie change with no event a form must follow. */
const noSubscription = () => () => {};

/** The currency the visitor chose, from its cookie (the pages' preference, spec 4); null when they never chose. */
function chosenCurrency(): string | null {
  const match = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CURRENCY_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CURRENCY_COOKIE.length + 1)) : null;
}

/**
 * Registration. A learner gives their year of birth and country; one who may be below their country's age of digital
 * consent names a parent's e-mail instead of a last name, and a parent is asked to agree (decisions 030, 060); where
 * the law asks for the child's agreement too (France under 15), the child ticks that they agree. A parent gives their
 * country for the children they make. The server applies the same rule to what arrives.
 */
export function RegisterForm({ initialRole = 'child', countries }: { initialRole?: SelfServiceRole; countries: readonly { code: string; name: string }[] }) {
  const [state, action, pending] = useActionState(registerAction, IDLE);
  const t = useTranslations('register');
  const message = useMessage();
  const errors = state.fieldErrors ?? {};
  // Uncontrolled fields with their defaults from the last answer: React resets a form after its action, and a
  // controlled select would then show its placeholder while still holding the year.
  const [role, setRole] = useState<string>(state.values?.role ?? initialRole);
  const [birthYear, setBirthYear] = useState<string>(state.values?.birthYear ?? '');
  // The first choice comes from the browser once the page (which the page cache shares, decision 020) is hydrated: the
  // region of its language, else the currency the visitor chose. The child can change it.
  const suggested = useSyncExternalStore(noSubscription, () => suggestedCountry(navigator.languages, chosenCurrency()), () => null);
  const [chosenCountry, setCountry] = useState<string>(state.values?.country ?? '');
  const country = chosenCountry || suggested || '';
  const rule = consentRuleFor(country || null);
  const young = role === 'child' && /^\d{4}$/.test(birthYear) && familyConsentNeeded({ birthYear: Number(birthYear), country: country || null, basis: null });
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
      {role === 'child' || role === 'parent' ? (
        // Drawn afresh with the answer's or the browser's choice, as the year's select is.
        <SelectField
          key={`country-${state.values?.country ?? suggested ?? 'none'}`}
          label={t('country')}
          name="country"
          hint={role === 'child' ? t('countryHint') : t('countryHintParent')}
          defaultValue={state.values?.country ?? country}
          onChange={(event) => setCountry(event.target.value)}
          error={message(errors.country)}
          required
        >
          <CountryOptions countries={countries} prompt={t('countryChoose')} />
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
            {t('parentConsentLead', { age: rule.age })}
          </p>
          <TextField label={t('parentEmail')} name="parentEmail" type="email" autoComplete="off" hint={t('parentEmailHint')} defaultValue={state.values?.parentEmail} error={message(errors.parentEmail)} required />
          {rule.childAgreementToo ? (
            <CheckboxField label={t('childAgreement')} name="childAgreement" hint={t('childAgreementHint', { age: rule.age })} defaultChecked={state.values?.childAgreement !== undefined} error={message(errors.childAgreement)} required />
          ) : null}
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

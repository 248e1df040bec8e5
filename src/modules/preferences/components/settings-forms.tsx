'use client';

import { Icon } from '@/components/ui/icon';
import { moon } from '@/components/ui/icons/moon';
import { sun } from '@/components/ui/icons/sun';
import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { useMessage } from '@/components/ui/form-status';
import { CURRENCIES, MODES, THEME_MODE_EVENT, type Mode } from '@/lib/constants';
import { IDLE, type FormState } from '@/lib/form-state';
import { changePasswordAction, requestEmailChangeAction, savePreferencesAction } from '../actions';

function useToastOn(state: FormState) {
  const message = useMessage();
  useEffect(() => {
    if (state.status === 'success') toast.success(message(state.message, state.messageValues) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);
}

/** Spec 4: light or dark is a `dark` class on the document root, announced with a theme-mode-changed event. */
function applyMode(mode: Mode) {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  window.dispatchEvent(new CustomEvent(THEME_MODE_EVENT, { detail: { mode } }));
}

export function PreferencesForm({ locales, initial }: { locales: readonly string[]; initial: { locale: string; currency: string; mode: Mode } }) {
  const t = useTranslations('settings');
  // The fields follow state and each answer redraws the form: the defaults are then the values just saved.
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [locale, setLocale] = useState(initial.locale);
  const [currency, setCurrency] = useState(initial.currency);
  const [state, action, pending, round] = useRedrawnFormAction(savePreferencesAction);
  useToastOn(state);
  const select = 'rounded-xl border border-line bg-card px-3 py-2.5';
  return (
    <form key={round} action={action} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="locale" className="text-sm font-semibold">{t('language')}</label>
          <select id="locale" name="locale" value={locale} onChange={(event) => setLocale(event.target.value)} className={select}>
            {locales.map((locale) => (
              <option key={locale} value={locale}>{t(`languages.${locale}`)}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="currency" className="text-sm font-semibold">{t('currency')}</label>
          <select id="currency" name="currency" value={currency} onChange={(event) => setCurrency(event.target.value)} className={select}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>{t(`currencies.${currency}`)}</option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('mode')}</legend>
        <div className="flex gap-2">
          {MODES.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-card px-4 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30">
              <input
                type="radio"
                name="mode"
                value={option}
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                  applyMode(option);
                }}
              />
              {option === 'dark' ? <Icon shape={moon} size={16} /> : <Icon shape={sun} size={16} />}
              {t(`modes.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>{t('save')}</Button>
      </div>
    </form>
  );
}

export function ChangePasswordForm() {
  const t = useTranslations('settings');
  const message = useMessage();
  const [state, action, pending] = useActionState(changePasswordAction, IDLE);
  useToastOn(state);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex max-w-md flex-col gap-4" noValidate>
      <TextField label={t('currentPassword')} name="currentPassword" type="password" autoComplete="current-password" error={message(errors.currentPassword)} />
      <TextField label={t('newPassword')} name="newPassword" type="password" autoComplete="new-password" hint={t('newPasswordHint')} error={message(errors.newPassword)} />
      <div>
        <Button type="submit" disabled={pending}>{t('changePassword')}</Button>
      </div>
    </form>
  );
}

/** Decision 037: a new address takes the current password and only changes once the link sent to it is opened. */
export function ChangeEmailForm({ current }: { current: string }) {
  const t = useTranslations('settings');
  const message = useMessage();
  const [state, action, pending] = useActionState(requestEmailChangeAction, IDLE);
  useToastOn(state);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex max-w-md flex-col gap-4" noValidate>
      <p className="text-sm text-muted">{t('emailCurrent', { email: current })}</p>
      <TextField label={t('newEmail')} name="newEmail" type="email" autoComplete="email" hint={t('newEmailHint')} error={message(errors.newEmail)} defaultValue={state.values?.newEmail} />
      {/* Its own id: the password card below has a field of the same name, and a label must find its own field. */}
      <TextField id="email-change-current-password" label={t('currentPassword')} name="currentPassword" type="password" autoComplete="current-password" error={message(errors.currentPassword)} />
      <div>
        <Button type="submit" disabled={pending}>{t('changeEmail')}</Button>
      </div>
    </form>
  );
}

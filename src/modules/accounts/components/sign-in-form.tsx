'use client';

import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { signInAction } from '../actions';

export function SignInForm({ next }: { next?: string }) {
  const [state, action, pending] = useActionState(signInAction, IDLE);
  const t = useTranslations('login');
  const message = useMessage();
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {/* An e-mail or a child's sign-in name (decision 029): a text field, so a name is not refused by the browser. */}
      <TextField
        label={t('email')}
        name="email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={state.values?.email}
        error={message(errors.email)}
        required
      />
      <TextField label={t('password')} name="password" type="password" autoComplete="current-password" error={message(errors.password)} required />
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-semibold text-primary hover:underline">
          {t('forgot')}
        </Link>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
      <p className="text-center text-sm">
        {/* A full page load, not a client-side one: the camera is allowed on that page alone (its Permissions-Policy, decision 066). */}
        <a href="/login/card" className="font-semibold text-primary hover:underline">
          {t('withCard')}
        </a>
      </p>
      <p className="text-center text-sm">
        {/* Young children on a shared tablet: the class, their name, their pictures (decision 068). */}
        <Link href="/login/class" className="font-semibold text-primary hover:underline">
          {t('withPictures')}
        </Link>
      </p>
      <p className="text-center text-sm text-muted">
        {t('noAccount')}{' '}
        <Link href="/register" className="font-semibold text-primary hover:underline">
          {t('register')}
        </Link>
      </p>
    </form>
  );
}

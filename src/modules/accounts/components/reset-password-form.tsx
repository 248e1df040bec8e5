'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { resetPasswordAction } from '../actions';

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPasswordAction, IDLE);
  const t = useTranslations('reset');
  const message = useMessage();
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      <input type="hidden" name="token" value={token} />
      <TextField label={t('password')} name="password" type="password" autoComplete="new-password" hint={t('hint')} error={message(state.fieldErrors?.password)} required minLength={8} maxLength={128} />
      <Button type="submit" disabled={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}

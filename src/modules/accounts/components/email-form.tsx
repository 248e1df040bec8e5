'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useMessage } from '@/components/ui/form-status';
import { IDLE, type FormState } from '@/lib/form-state';

/** One e-mail field and a button: resend the verification link, or ask for a password reset. */
export function EmailForm({ action: serverAction, submitLabel }: { action: (state: FormState, data: FormData) => Promise<FormState>; submitLabel: string }) {
  const [state, action, pending] = useActionState(serverAction, IDLE);
  const t = useTranslations('common');
  const message = useMessage();
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <FormStatus state={state} />
      <TextField label={t('email')} name="email" type="email" autoComplete="email" defaultValue={state.values?.email} error={message(state.fieldErrors?.email)} required />
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { verifyEmailAction } from '../actions';

/** The e-mailed link's one button: it posts the token, so opening the link changes nothing (decision 015). */
export function VerifyEmailForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(verifyEmailAction, IDLE);
  const t = useTranslations('verify');
  return (
    <form action={action} className="flex flex-col gap-4">
      <FormStatus state={state} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {t('confirmButton')}
      </Button>
    </form>
  );
}

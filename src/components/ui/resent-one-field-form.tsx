'use client';

import { useActionState, type ComponentProps } from 'react';
import { IDLE } from '@/lib/form-state';
import { OneFieldFormView, type OneFieldForm } from './one-field-form';
import { ResendStatus, useResentForm } from './resend-status';

/**
 * A OneFieldForm that sends with an idempotency key, again and again until an answer comes, kept under
 * `resendSlot` in the tab (decision 049): for a form that writes something new (a message), whose action stores one
 * write per key.
 */
export function ResentOneFieldForm({ resendSlot, ...props }: ComponentProps<typeof OneFieldForm> & { resendSlot: string }) {
  const resent = useResentForm(props.action, resendSlot);
  const [state, formAction, pending] = useActionState(resent.action, IDLE);
  return (
    <OneFieldFormView
      {...props}
      state={state}
      formAction={formAction}
      pending={pending}
      onSubmit={resent.onSubmit}
      status={<ResendStatus waiting={resent.waiting} className="mt-2" />}
    />
  );
}

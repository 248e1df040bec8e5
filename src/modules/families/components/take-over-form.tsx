'use client';

import { useActionState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants';
import { IDLE, type FormState } from '@/lib/form-state';
import { takeOverConsentAction } from '../actions';

/**
 * The parent's own consent on the school's account card (decision 060): the box saying they are the child's parent or
 * legal guardian and their own password (decision 030's check). A refusal shows under the field it is about; the
 * password is never sent back.
 */
export function TakeOverForm({ childId, confirmLabel, passwordLabel, submitLabel }: { childId: string; confirmLabel: string; passwordLabel: string; submitLabel: string }) {
  const message = useMessage();
  // The toast is raised when the answer arrives, not after the next render: a consent that takes effect removes this
  // card, and its answer must still be heard (as ActionForm does).
  const [state, formAction, pending] = useActionState(async (previous: FormState, data: FormData): Promise<FormState> => {
    const answer = await takeOverConsentAction(previous, data);
    if (answer.status === 'success') toast.success(message(answer.message, answer.messageValues) ?? '');
    if (answer.status === 'error') toast.error(message(answer.message, answer.messageValues) ?? '');
    return answer;
  }, IDLE);
  const errorOf = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  return (
    <form action={formAction} className="flex w-full flex-col items-start gap-3">
      <input type="hidden" name="childId" value={childId} />
      {/* Drawn afresh after a refusal (React 19 resets a form after its action), still ticked if it was. */}
      <CheckboxField
        key={state.status === 'error' ? `ticked-${state.values?.confirmParent ?? ''}` : 'box'}
        id={`take-over-${childId}`}
        name="confirmParent"
        label={confirmLabel}
        error={errorOf('confirmParent')}
        defaultChecked={state.status === 'error' && state.values?.confirmParent === 'on'}
        required
      />
      <TextField
        id={`take-over-password-${childId}`}
        name="password"
        type="password"
        label={passwordLabel}
        error={errorOf('password')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        className="w-full max-w-sm"
        required
      />
      <Button type="submit" variant="primary" disabled={pending} className="px-3 py-1.5 text-xs">
        {submitLabel}
      </Button>
    </form>
  );
}

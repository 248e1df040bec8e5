'use client';

import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { toast } from '@/components/ui/toast';
import { IDLE, type FormState } from '@/lib/form-state';
import { cancelOrderAction } from '../actions';
import { useAnswerText } from './answer-text';

/** Cancels one waiting order; the answer comes as a toast, then the page is read again (the row goes). */
export function CancelOrderButton({ orderId, label, accessibleLabel }: { orderId: string; label: string; accessibleLabel: string }) {
  const text = useAnswerText();
  const router = useRouter();
  const [state, action, pending] = useActionState(async (previous: FormState, data: FormData): Promise<FormState> => {
    let answer: FormState;
    try {
      answer = await cancelOrderAction(previous, data);
    } catch {
      answer = { status: 'error', message: 'simulator.order.networkError' };
    }
    if (answer.status === 'success') toast.success(text(answer));
    if (answer.status === 'error') toast.error(text(answer));
    // The action answers with the outcome only; the orders are read again after it.
    router.refresh();
    return answer;
  }, IDLE);
  return (
    <form action={action} className="inline-flex flex-col items-end gap-1">
      <input type="hidden" name="orderId" value={orderId} />
      <button
        type="submit"
        disabled={pending}
        aria-label={accessibleLabel}
        className="rounded-lg border border-line px-3 py-1.5 text-xs font-semibold hover:border-error hover:text-error disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
      </button>
      {state.status === 'error' ? (
        <span role="alert" className="text-xs text-error">
          {text(state)}
        </span>
      ) : null}
    </form>
  );
}

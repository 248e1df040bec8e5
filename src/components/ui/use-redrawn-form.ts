'use client';

import { useActionState } from 'react';
import { IDLE, type FormState } from '@/lib/form-state';

/** An answer, counted: the count comes with the answer, so the form is redrawn in the very render that shows it. */
type CountedState = FormState & { round?: number };

/**
 * A form's server action whose answer redraws the form: use `round` as the `<form>`'s key. After an action React
 * resets its form to the defaults the form was first drawn with, and a `<select>` takes its `defaultValue` only when
 * drawn, so without a new drawing a select fell back to its first value after a refused save (while text fields kept
 * what was typed) and a settings form showed the old choice after a good one. Redrawn, every field starts from the
 * defaults the answer gives (the values sent, or the values saved).
 */
export function useRedrawnFormAction(action: (state: FormState, data: FormData) => Promise<FormState>): [FormState, (data: FormData) => void, boolean, number] {
  const [state, formAction, pending] = useActionState<CountedState, FormData>(async (previous, data) => {
    const answer = await action(previous, data);
    return { ...answer, round: (previous.round ?? 0) + 1 };
  }, IDLE);
  return [state, formAction, pending, state.round ?? 0];
}

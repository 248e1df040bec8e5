'use client';

import { useActionState } from 'react';
import { IDLE, type FormState } from '@/lib/form-state';
import { Button } from './button';
import { useFormToast } from './use-form-toast';

interface ToggleFormProps {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** Hidden fields sent with the new value (the child being changed). */
  fields: Record<string, string>;
  /** The field that carries the new value, 'true' or 'false'; the answer's `values[valueField]` is the stored one. */
  valueField: string;
  on: boolean;
  /** For screen readers, before the state ("Leaderboard: shown"). */
  title: string;
  stateOn: string;
  stateOff: string;
  turnOn: string;
  turnOff: string;
}

/**
 * One switch a parent flips for a child (the leaderboard, the simulator): the current state in words and a button
 * that asks for the other one. The server checks and audits; the answer is a toast and carries the stored value.
 */
export function ToggleForm({ action, fields, valueField, on, title, stateOn, stateOff, turnOn, turnOff }: ToggleFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  useFormToast(state);
  // The answer carries the stored value; until one arrives, the server-rendered one.
  const stored = state.status === 'success' ? state.values?.[valueField] : undefined;
  const current = stored ? stored === 'true' : on;
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2 text-sm">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={valueField} value={current ? 'false' : 'true'} />
      <span className="text-muted">
        <span className="sr-only">{title}: </span>
        {current ? stateOn : stateOff}
      </span>
      <Button type="submit" variant="secondary" className="px-3 py-1.5" disabled={pending}>
        {current ? turnOff : turnOn}
      </Button>
    </form>
  );
}

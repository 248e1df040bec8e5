'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ActionForm } from '@/components/ui/action-form';
import { useFormToast } from '@/components/ui/use-form-toast';
import { IDLE } from '@/lib/form-state';
import { cancelPlanAction, changePeriodAction, resumePlanAction, startPlanAction } from '../actions';

/*
 * The plan page's forms (decision 040). Their words and prices come from the server, already translated and
 * formatted in the person's currency: the client gets no price list and no plans namespace.
 */

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

function Choices({ legend, name, choices }: { legend: string; name: string; choices: Choice[] }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice, index) => (
          <label key={choice.value} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-card p-3 has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent/40">
            <input type="radio" name={name} value={choice.value} defaultChecked={index === 0} className="mt-1 size-4 accent-[var(--accent)]" />
            <span className="flex flex-col">
              <span className="font-semibold">{choice.label}</span>
              {choice.hint ? <span className="text-sm text-muted">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function StartPlanForm({ periods, providers, text }: { periods: Choice[]; providers: Choice[]; text: { period: string; provider: string; submit: string } }) {
  const [state, action, pending] = useActionState(startPlanAction, IDLE);
  useFormToast(state);
  return (
    <form action={action} className="flex flex-col gap-4">
      <Choices legend={text.period} name="period" choices={periods} />
      <Choices legend={text.provider} name="provider" choices={providers} />
      <div>
        <Button type="submit" disabled={pending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

export function ChangePeriodForm({ periods, text }: { periods: Choice[]; text: { legend: string; submit: string } }) {
  const [state, action, pending] = useActionState(changePeriodAction, IDLE);
  useFormToast(state);
  return (
    <form action={action} className="flex flex-col gap-3">
      <Choices legend={text.legend} name="period" choices={periods} />
      <div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

export function CancelPlanButton({ label, confirm }: { label: string; confirm: { title: string; body: string; confirmLabel: string; cancelLabel: string } }) {
  return <ActionForm action={cancelPlanAction} fields={{}} label={label} variant="danger" confirm={confirm} />;
}

export function ResumePlanButton({ label }: { label: string }) {
  return <ActionForm action={resumePlanAction} fields={{}} label={label} variant="primary" />;
}

'use client';

import { useActionState, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { IDLE, type FormState } from '@/lib/form-state';
import { Button } from './button';
import type { ConfirmDialog, ConfirmText } from './confirm-dialog';
import { useMessage } from './form-status';

/*
 * The confirm dialog (with its fields) is fetched when it is about to be asked for, not with every page that has a
 * button behind one (docs/benchmarks.md "Client JavaScript per route"): a pointer over the button or the button
 * focused starts the fetch, and a click opens the dialog as soon as it is there.
 */
const loadConfirmDialog = () => import('./confirm-dialog');

interface ActionFormProps {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  label: string;
  /** A fuller name for screen readers when the visible label is short ("Remove" → "Remove Maya Khan"). */
  accessibleLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Asks first in a dialog (destructive actions); with `typeToConfirm`, the dialog also asks for a word to type. */
  confirm?: ConfirmText;
  children?: ReactNode;
  className?: string;
}

/**
 * A one-button server action that reports through a toast, optionally behind a confirm dialog. The toast is raised
 * when the answer arrives, not after the next render: the action often removes this very button (a row deleted
 * from a list), and the answer must still be heard.
 */
export function ActionForm({ action, fields, label, accessibleLabel, variant = 'secondary', confirm, children, className = '' }: ActionFormProps) {
  const message = useMessage();
  const [, formAction, pending] = useActionState(async (previous: FormState, data: FormData): Promise<FormState> => {
    const answer = await action(previous, data);
    // A redirect answers nothing: the next page speaks for itself.
    if (answer?.status === 'success') toast.success(message(answer.message, answer.messageValues) ?? '');
    if (answer?.status === 'error') toast.error(message(answer.message, answer.messageValues) ?? '');
    return answer ?? previous;
  }, IDLE);
  // How many times the dialog was asked for (0 until the first click), and the dialog once fetched.
  const [asks, setAsks] = useState(0);
  const [Dialog, setDialog] = useState<typeof ConfirmDialog | null>(null);
  const load = () => loadConfirmDialog().then(({ ConfirmDialog }) => setDialog(() => ConfirmDialog));
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  if (!confirm) {
    return (
      <form action={formAction} className={className}>
        {hidden}
        {children}
        <Button type="submit" variant={variant} disabled={pending} className="px-3 py-1.5 text-xs" aria-label={accessibleLabel}>
          {label}
        </Button>
      </form>
    );
  }
  return (
    <>
      <Button
        type="button"
        variant={variant}
        disabled={pending}
        className="px-3 py-1.5 text-xs"
        aria-label={accessibleLabel}
        onPointerEnter={() => void load().catch(() => {})}
        onFocus={() => void load().catch(() => {})}
        onClick={() => {
          // The ask fetches it again if a fetch before failed. It counts once the dialog is here: when the fetch
          // fails the person is told, and no later fetch (a hover, a focus) opens a dialog they were told could not.
          load().then(
            () => setAsks((count) => count + 1),
            () => toast.error(message('outage.notLoaded') ?? ''),
          );
        }}
      >
        {label}
      </Button>
      {Dialog && asks > 0 ? <Dialog confirm={confirm} asks={asks} variant={variant} formAction={formAction} hidden={hidden} /> : null}
    </>
  );
}

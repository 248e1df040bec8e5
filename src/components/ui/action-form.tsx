'use client';

import { useActionState, useEffect, useId, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { IDLE, type FormState } from '@/lib/form-state';
import { Button } from './button';
import { useMessage } from './form-status';

interface ActionFormProps {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Asks first in a dialog (destructive actions). */
  confirm?: { title: string; body: string; confirmLabel: string; cancelLabel: string };
  children?: ReactNode;
  className?: string;
}

/** A one-button server action that reports through a toast, optionally behind a confirm dialog. */
export function ActionForm({ action, fields, label, variant = 'secondary', confirm, children, className = '' }: ActionFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const message = useMessage();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (state.status === 'success') toast.success(message(state.message, state.messageValues) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  if (!confirm) {
    return (
      <form action={formAction} className={className}>
        {hidden}
        {children}
        <Button type="submit" variant={variant} disabled={pending} className="px-3 py-1.5 text-xs">
          {label}
        </Button>
      </form>
    );
  }
  return (
    <>
      <Button type="button" variant={variant} disabled={pending} className="px-3 py-1.5 text-xs" onClick={() => dialog.current?.showModal()}>
        {label}
      </Button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[min(28rem,90vw)] rounded-2xl border border-line bg-dialog p-6 text-dialog-ink backdrop:bg-black/50">
        <h2 id={titleId} className="text-lg font-bold">
          {confirm.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{confirm.body}</p>
        <form action={formAction} onSubmit={() => dialog.current?.close()} className="mt-6 flex justify-end gap-2">
          {hidden}
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            {confirm.cancelLabel}
          </Button>
          <Button type="submit" variant={variant === 'danger' ? 'danger' : 'primary'}>
            {confirm.confirmLabel}
          </Button>
        </form>
      </dialog>
    </>
  );
}

'use client';

import { useActionState, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { IDLE, type FormState } from '@/lib/form-state';
import { Button } from './button';
import { TextField } from './field';
import { useMessage } from './form-status';

/**
 * A word the person must type before a destructive action can be confirmed (deleting a child's account asks for the
 * child's first name): the field is sent as `name`, and the confirm button stays disabled until it matches
 * `expected`, ignoring case and surrounding spaces. Comfort only: the server checks the same again.
 */
export interface TypeToConfirm {
  name: string;
  expected: string;
  label: string;
  hint?: string;
}

/**
 * The person's own password, asked in the dialog to confirm an action that needs it (a parent agreeing to a child's
 * account, decision 030): sent as `name`; the confirm button stays disabled while it is empty. The server checks it.
 */
export interface PasswordToConfirm {
  name: string;
  label: string;
  hint?: string;
}

const typedForm = (text: string) => text.normalize('NFC').trim().toLowerCase();

interface ActionFormProps {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  label: string;
  /** A fuller name for screen readers when the visible label is short ("Remove" → "Remove Maya Khan"). */
  accessibleLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Asks first in a dialog (destructive actions); with `typeToConfirm`, the dialog also asks for a word to type. */
  confirm?: { title: string; body: string; confirmLabel: string; cancelLabel: string; typeToConfirm?: TypeToConfirm; password?: PasswordToConfirm };
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const typedId = useId();
  const passwordId = useId();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const typeToConfirm = confirm?.typeToConfirm;
  const passwordToConfirm = confirm?.password;
  const confirmed = (!typeToConfirm || (typedForm(typed) !== '' && typedForm(typed) === typedForm(typeToConfirm.expected))) && (!passwordToConfirm || password !== '');
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
      <Button type="button" variant={variant} disabled={pending} className="px-3 py-1.5 text-xs" aria-label={accessibleLabel} onClick={() => dialog.current?.showModal()}>
        {label}
      </Button>
      <dialog ref={dialog} aria-labelledby={titleId} onClose={() => {
          setTyped('');
          setPassword('');
        }} className="m-auto w-[min(28rem,90vw)] rounded-2xl border border-line bg-dialog p-6 text-dialog-ink backdrop:bg-black/50">
        <h2 id={titleId} className="text-lg font-bold">
          {confirm.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{confirm.body}</p>
        <form action={formAction} onSubmit={() => dialog.current?.close()} className="mt-6 flex flex-col gap-6">
          {hidden}
          {typeToConfirm ? (
            <TextField
              id={typedId}
              name={typeToConfirm.name}
              label={typeToConfirm.label}
              hint={typeToConfirm.hint}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          ) : null}
          {passwordToConfirm ? (
            <TextField
              id={passwordId}
              name={passwordToConfirm.name}
              type="password"
              label={passwordToConfirm.label}
              hint={passwordToConfirm.hint}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              required
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
              {confirm.cancelLabel}
            </Button>
            <Button type="submit" variant={variant === 'danger' ? 'danger' : 'primary'} disabled={!confirmed}>
              {confirm.confirmLabel}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}

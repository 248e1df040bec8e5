'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './field';

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

export interface ConfirmText {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  typeToConfirm?: TypeToConfirm;
  password?: PasswordToConfirm;
}

/**
 * ActionForm's confirm dialog (action-form.tsx), fetched when the person is about to ask for it (a pointer over the
 * button, the button focused) rather than with the page. Drawn on the first ask and kept; each ask (`asks` counts
 * them) opens it again.
 */
export function ConfirmDialog({ confirm, asks, variant, formAction, hidden }: { confirm: ConfirmText; asks: number; variant: 'primary' | 'secondary' | 'danger' | 'ghost'; formAction: (data: FormData) => void; hidden: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const typedId = useId();
  const passwordId = useId();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const { typeToConfirm, password: passwordToConfirm } = confirm;
  const confirmed = (!typeToConfirm || (typedForm(typed) !== '' && typedForm(typed) === typedForm(typeToConfirm.expected))) && (!passwordToConfirm || password !== '');
  useEffect(() => {
    if (asks > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [asks]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        setTyped('');
        setPassword('');
      }}
      className="m-auto w-[min(28rem,90vw)] rounded-2xl border border-line bg-dialog p-6 text-dialog-ink backdrop:bg-black/50"
    >
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
  );
}

'use client';

import { useTranslations } from '@/i18n/client';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormState } from '@/lib/form-state';
import { formFingerprint, newIdempotencyKey, pendingKey, sessionKeyStore, settleKey } from '@/lib/idempotency-key';
import { sendUntilAnswered } from '@/lib/resend';

/**
 * Sends a write until it is answered (lib/resend.ts, decision 049) and says, while it waits, that it keeps trying.
 * `send(work)` resolves with the first real answer; `waiting` is true from the first lost answer until then. Leaving
 * the page stops the resending.
 */
export function useResend(): { waiting: boolean; send: <T>(work: () => Promise<T>, unanswered?: (answer: T) => boolean) => Promise<T> } {
  const [waiting, setWaiting] = useState(false);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const controller of open) controller.abort(new DOMException('The page was left.', 'AbortError'));
    };
  }, []);
  const send = useCallback(async <T,>(work: () => Promise<T>, unanswered?: (answer: T) => boolean): Promise<T> => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      // Said at once (not held back with the transition the send runs in): the person is waiting now.
      return await sendUntilAnswered(work, { unanswered, signal: controller.signal, onWaiting: () => setWaiting(true) });
    } finally {
      controllers.current.delete(controller);
      setWaiting(false);
    }
  }, []);
  return { waiting, send };
}

/**
 * A form's server action sent with an idempotency key until it is answered (decision 049). The key is kept in the
 * tab's storage under `slot` until the answer comes, so the same words sent again, even after a reload, are the
 * same submission; `onSubmit` drops a second submit while one is on its way (a double click sends one).
 */
export function useResentForm<S>(action: (state: S, data: FormData) => Promise<FormState>, slot: string) {
  const { waiting, send } = useResend();
  const busy = useRef(false);
  const resent = useCallback(
    async (state: S, data: FormData): Promise<FormState> => {
      busy.current = true;
      const store = sessionKeyStore();
      const storeSlot = `academy.pending:${slot}`;
      try {
        data.set('idempotencyKey', pendingKey(store, storeSlot, formFingerprint(data), newIdempotencyKey()));
        const answer = await send(() => action(state, data));
        settleKey(store, storeSlot);
        return answer;
      } finally {
        busy.current = false;
      }
    },
    [action, send, slot],
  );
  // React does not run a form's action when its submit event was prevented.
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (busy.current) event.preventDefault();
    else busy.current = true;
  }, []);
  return { waiting, action: resent, onSubmit };
}

/**
 * The calm words said while a write is being sent again: a polite status that is always in the page (one that
 * appears with its words is often not read out, WCAG 4.1.3), empty until the first answer is lost.
 */
export function ResendStatus({ waiting, className = '' }: { waiting: boolean; className?: string }) {
  const t = useTranslations('outage');
  return (
    // role="status" is a polite live region by itself.
    <p role="status" className={waiting ? `rounded-xl bg-page px-4 py-2 text-sm text-ink ${className}` : 'sr-only'}>
      {waiting ? t('resending') : null}
    </p>
  );
}

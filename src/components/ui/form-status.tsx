'use client';

import { useTranslations } from '@/i18n/client';
import type { FormState } from '@/lib/form-state';
import { Alert } from './card';

/** Translates a message key from a FormState, falling back to the text itself. */
export function useMessage() {
  const t = useTranslations();
  return (key: string | undefined, values?: Record<string, string | number>) => (key ? (t.has(key) ? t(key, values) : key) : undefined);
}

export function FormStatus({ state }: { state: FormState }) {
  const message = useMessage();
  if (state.status === 'idle' || !state.message) return null;
  return <Alert tone={state.status === 'error' ? 'error' : 'success'}>{message(state.message, state.messageValues)}</Alert>;
}

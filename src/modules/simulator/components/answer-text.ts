'use client';

import { useTranslations } from '@/i18n/client';
import type { FormState } from '@/lib/form-state';
import { messageKeyFor } from './format';

/** A trading answer's message in the viewer's language (keys of the "orders" namespace, with values), else the text as it came. */
export function useAnswerText(): (state: FormState) => string {
  const t = useTranslations();
  return (state) => {
    if (!state.message) return '';
    const key = messageKeyFor(state.message, (candidate) => t.has(candidate));
    return key ? t(key, state.messageValues) : state.message;
  };
}

'use client';

import { useEffect, useState } from 'react';
import type { FormState } from '@/lib/form-state';

/**
 * Whether what a form holds (`content`, any string that changes with it) differs from what it last saved, and the
 * browser's "leave this page?" while it does. Call `submitting()` as the form is sent: once its action answers
 * success, what was sent counts as saved (adjusted while rendering, not in an effect). A refused save changes nothing.
 */
export function useUnsavedChanges(content: string, state: FormState): { dirty: boolean; submitting: () => void } {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [saved, setSaved] = useState(content);
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    if (state.status === 'success' && submitted !== null) setSaved(submitted);
  }
  const dirty = content !== saved;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return { dirty, submitting: () => setSubmitted(content) };
}

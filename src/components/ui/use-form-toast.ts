'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { useMessage } from './form-status';
import type { FormState } from '@/lib/form-state';

/** Reports each answer of a form's server action once, as a toast (the app's form-state pattern). */
export function useFormToast(state: FormState): void {
  const message = useMessage();
  useEffect(() => {
    if (state.status === 'success') toast.success(message(state.message, state.messageValues) ?? '');
    if (state.status === 'error') toast.error(message(state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);
}

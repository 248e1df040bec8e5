'use client';

import { Toaster as HotToaster } from 'react-hot-toast';

/** Spec 4/9: toasts at top-center; blank and error 4000 ms, success 2000 ms, loading until dismissed. */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      toastOptions={{
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
        style: { background: 'var(--card-background)', color: 'var(--text)', border: '1px solid var(--border)' },
      }}
    />
  );
}

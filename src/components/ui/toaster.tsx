'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, subscribeToToasts, toastsWanted } from './toast';

// react-hot-toast arrives with the first toast (toast.ts): until then there is nothing to draw.
const HotToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/** Spec 4/9: toasts at top-center; blank and error 4000 ms, success 2000 ms, loading until dismissed. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}

'use client';

import { useTranslations } from '@/i18n/client';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getIsLoading, subscribeToLoading } from '@/lib/loading-store';

// The screen itself is fetched the first time something is loading, within its 300 ms delay, not with every page
// (docs/benchmarks.md "Client JavaScript").
const LoadingScreen = lazy(() => import('@/components/ui/loading-screen').then(({ LoadingScreen }) => ({ default: LoadingScreen })));

/** Shows the loading screen whenever any screen sets the global isLoading flag (after 300 ms, so nothing flashes). */
export function GlobalLoading() {
  const t = useTranslations('app');
  const loading = useSyncExternalStore(subscribeToLoading, getIsLoading, () => false);
  return loading ? (
    <Suspense fallback={null}>
      <LoadingScreen label={t('loading')} delayed />
    </Suspense>
  ) : null;
}

'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { getIsLoading, subscribeToLoading } from '@/lib/loading-store';

/** Shows the loading screen whenever any screen sets the global isLoading flag (after 300 ms, so nothing flashes). */
export function GlobalLoading() {
  const t = useTranslations('app');
  const loading = useSyncExternalStore(subscribeToLoading, getIsLoading, () => false);
  return loading ? <LoadingScreen label={t('loading')} delayed /> : null;
}

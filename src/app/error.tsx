'use client';

import { useTranslations } from '@/i18n/client';
import { lazy, Suspense } from 'react';

// The screen is fetched when a page fails, not with every page (docs/benchmarks.md "Client JavaScript and messages"):
// it is the server that answers for it, and the server is up when a page's own drawing failed (a database away is a
// page the server answers 503, decision 049). The frame itself failing is global-error.tsx, which carries its own.
const OutageScreen = lazy(() => import('@/components/shell/outage-screen').then(({ OutageScreen }) => ({ default: OutageScreen })));

/** A page that failed to draw, inside the site's frame (decision 049); the frame itself failing is global-error.tsx. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('outage');
  return (
    <Suspense fallback={null}>
      <OutageScreen digest={error.digest} texts={{ title: t('title'), lead: t('lead'), retry: t('retry'), retrying: t('retrying'), errorTitle: t('errorTitle'), errorLead: t('errorLead'), home: t('home') }} />
    </Suspense>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { OutageScreen } from '@/components/shell/outage-screen';

/** A page that failed to draw, inside the site's frame (decision 049); the frame itself failing is global-error.tsx. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('outage');
  return <OutageScreen digest={error.digest} texts={{ title: t('title'), lead: t('lead'), retry: t('retry'), retrying: t('retrying'), errorTitle: t('errorTitle'), errorLead: t('errorLead'), home: t('home') }} />;
}

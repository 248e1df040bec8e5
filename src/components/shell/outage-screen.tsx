'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { AuthCard } from '@/components/ui/auth-card';
import { Button, buttonClass } from '@/components/ui/button';
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE_DIGEST } from '@/lib/outage';

export interface OutageTexts {
  title: string;
  lead: string;
  retry: string;
  retrying: string;
  errorTitle: string;
  errorLead: string;
  home: string;
}

const neverChanges = () => () => undefined;
const documentAnswered503 = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStatus === 503;

/**
 * What a page shows when it could not be drawn (decision 049). The database away for a moment (the error's digest
 * says so): a calm "we'll be right back" that loads the page again by itself after Retry-After's seconds, as a GET
 * changes nothing. Anything else: "something went wrong", with a button to try again.
 */
export function OutageScreen({ digest, texts }: { digest?: string; texts: OutageTexts }) {
  // A page query (not the session read) that met the database away throws the driver's error, without our digest;
  // the server still answered the page 503 (decision 049), which the browser's navigation entry tells.
  const answered503 = useSyncExternalStore(neverChanges, documentAnswered503, () => false);
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST || answered503;
  const [retrying, setRetrying] = useState(false);
  const again = () => {
    setRetrying(true);
    window.location.reload();
  };
  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(() => window.location.reload(), DATABASE_RETRY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [unavailable]);
  return (
    <AuthCard icon={unavailable ? '🛠️' : '🧭'} title={unavailable ? texts.title : texts.errorTitle} lead={<p role="status">{unavailable ? texts.lead : texts.errorLead}</p>}>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={again} disabled={retrying}>
          {retrying ? texts.retrying : texts.retry}
        </Button>
        {/* A plain link: the app's router may be what failed. */}
        <a href="/" className={buttonClass('secondary')}>
          {texts.home}
        </a>
      </div>
    </AuthCard>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { listenToNotifications } from './live-notifications';

/** On /notifications: a new notification (or one read in another tab) redraws the list from the server, in place. */
export function LiveRefresh({ unread }: { unread: number }) {
  const router = useRouter();
  const shown = useRef(unread);
  useEffect(() => {
    shown.current = unread;
  }, [unread]);
  useEffect(
    () =>
      listenToNotifications((count) => {
        if (count !== shown.current) router.refresh();
      }),
    [router],
  );
  return null;
}

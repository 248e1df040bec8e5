'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { openLiveStream } from '@/lib/live-stream';

/** At most one refresh in this long: a tick every second must not re-render the page every second. */
const REFRESH_EVERY_MS = 3000;

/**
 * Live rankings (decision 067): while a competition runs, its page listens to the market's own price stream (the one
 * the ticker and the simulator use, over PostgreSQL NOTIFY between instances) and asks the server to render the page
 * again when prices move, so the ranking, computed in one statement on the server, follows the market. No second
 * stream, and no ranking code in the browser.
 */
export function LiveRanking() {
  const router = useRouter();
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      last = Date.now();
      router.refresh();
    };
    const stop = openLiveStream('/api/market/stream', {
      events: {
        prices: () => {
          if (timer) return;
          timer = setTimeout(refresh, Math.max(0, last + REFRESH_EVERY_MS - Date.now()));
        },
      },
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [router]);
  return null;
}

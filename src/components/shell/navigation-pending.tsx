'use client';

import { useLinkStatus } from 'next/link';
import { useEffect } from 'react';
import { setIsLoading } from '@/lib/loading-store';

/**
 * Placed inside a Link: while the page it leads to resolves, the global isLoading flag is on, so the loading
 * screen shows (after its 300 ms delay, so quick pages never flash it).
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    setIsLoading(pending);
    return () => setIsLoading(false);
  }, [pending]);
  return null;
}

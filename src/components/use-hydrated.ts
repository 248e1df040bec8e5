'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server renders and while the browser hydrates that HTML, true from a render after: what only
 * the browser draws (a list's rows below the fold, a ticker's loop) waits for it, so the server's HTML stays small
 * and hydration still matches it. The switch is a transition, which React renders in slices that yield to the
 * browser: drawing thirty rows and a ticker's copy in one synchronous render right after hydration was one of the
 * longest tasks of /simulator's load on a throttled phone (docs/benchmarks.md, Lighthouse).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render after: what only
 * the browser draws (a list's rows below the fold, a ticker's loop) waits for it, so the server's HTML stays small
 * and hydration still matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

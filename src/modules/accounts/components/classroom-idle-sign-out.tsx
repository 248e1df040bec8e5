'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ClassroomSignIn } from '@/lib/constants';

type Timer = ComponentType<{ signIn: ClassroomSignIn; idleMs: number; since: number }>;

/**
 * Decision 073's idle sign-out of a classroom tablet (classroom-idle-timer.tsx), fetched after the page rather than
 * with every page: only a child signed in on a classroom tablet needs it, and the root layout is every page's
 * (docs/benchmarks.md "Client JavaScript per route"). The page's start is handed over, so the 15 minutes count from
 * when the page was shown, not from when the timer's file arrived (a clock moved on in between still counts).
 */
/** How long after a failed fetch of the timer it is tried again. */
const TRY_AGAIN_MS = 10_000;

export function ClassroomIdleSignOut({ signIn, idleMs }: { signIn: ClassroomSignIn; idleMs: number }) {
  const [loaded, setLoaded] = useState<{ Timer: Timer; since: number } | null>(null);
  useEffect(() => {
    const since = Date.now();
    let unmounted = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A fetch that fails (the school's Wi-Fi, a tablet asleep) is tried again until the timer is here: the layout
    // that holds this stays through every navigation, and a screen left signed in is what decision 073 prevents.
    const load = () =>
      import('./classroom-idle-timer').then(
        ({ ClassroomIdleTimer }) => {
          if (!unmounted) setLoaded({ Timer: ClassroomIdleTimer, since });
        },
        () => {
          if (!unmounted) retry = setTimeout(load, TRY_AGAIN_MS);
        },
      );
    void load();
    return () => {
      unmounted = true;
      clearTimeout(retry);
    };
  }, []);
  return loaded ? <loaded.Timer signIn={signIn} idleMs={idleMs} since={loaded.since} /> : null;
}

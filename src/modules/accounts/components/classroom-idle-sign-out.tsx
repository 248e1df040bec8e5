'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CLASSROOM_IDLE_TIMEOUT_MS, type ClassroomSignIn } from '@/lib/constants';

/** What counts as the child still being at the tablet. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Decision 073: on a shared classroom tablet, the page of a child who has not touched it for CLASSROOM_IDLE_TIMEOUT_MS
 * signs out by itself, so that their dashboard does not stay on the screen over a break. The server ends such a
 * session anyway at the next request after that long (the session flow is the authority); this only makes the screen
 * show the sign-in page without waiting for someone to touch it. It can only sign out, never keep a session alive.
 * A tablet asleep does not run timers: when the page is seen again, the time since the last touch is measured.
 */
export function ClassroomIdleSignOut({ signIn }: { signIn: ClassroomSignIn }) {
  const pathname = usePathname();
  useEffect(() => {
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signOut = () => window.location.replace(`/auth/end?reason=idle-${signIn}`);
    const arm = () => {
      lastActivity = Date.now();
      clearTimeout(timer);
      timer = setTimeout(signOut, CLASSROOM_IDLE_TIMEOUT_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastActivity >= CLASSROOM_IDLE_TIMEOUT_MS) signOut();
    };
    arm();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signIn, pathname]);
  return null;
}

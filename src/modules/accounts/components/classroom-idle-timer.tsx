'use client';

import { useTranslations } from '@/i18n/client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { ClassroomSignIn } from '@/lib/constants';

/** What counts as the child still being at the tablet. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** How long before the sign-out the page asks whether the child is still there. */
export const STILL_THERE_WARNING_MS = 60_000;

/**
 * Decision 073: on a shared classroom tablet, the page of a child who has not touched it for `idleMs` (the school's
 * limit, the one the session flow holds the session to) signs out by itself, so that their dashboard does not stay on the screen over a break. The server ends such a
 * session anyway at the next request after that long (the session flow is the authority); this only makes the screen
 * show the sign-in page without waiting for someone to touch it. A minute before, it asks "Are you still there?" in a
 * modal dialog: "I'm here" (or any touch or key) keeps the page, and asks the server for it again, a request that
 * counts as the child's activity (a child reading a long page makes none). It never keeps a session alive by itself.
 * A tablet asleep does not run timers: when the page is seen again, the time since the last touch is measured.
 * Fetched after the page by classroom-idle-sign-out.tsx: `since` is when the page started, the clock's first start.
 */
export function ClassroomIdleTimer({ signIn, idleMs, since }: { signIn: ClassroomSignIn; idleMs: number; since: number }) {
  const t = useTranslations('app.stillThere');
  const pathname = usePathname();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  // The page's start counts as the first activity (this file arrives a moment after it); a later arming is now.
  const started = useRef<number | null>(since);
  useEffect(() => {
    let lastActivity = Date.now();
    let timers: ReturnType<typeof setTimeout>[] = [];
    const signOut = () => window.location.replace(`/auth/end?reason=idle-${signIn}`);
    const warn = () => {
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    const arm = () => {
      const now = Date.now();
      lastActivity = started.current ?? now;
      started.current = null;
      for (const timer of timers) clearTimeout(timer);
      const left = lastActivity + idleMs - now;
      timers = [setTimeout(warn, left - STILL_THERE_WARNING_MS), setTimeout(signOut, left)];
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastActivity >= idleMs) signOut();
    };
    arm();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signIn, idleMs, pathname]);
  // The touch or key that closes the dialog has re-armed the timers already (capture phase).
  const stay = () => {
    dialog.current?.close();
    router.refresh();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="still-there-title"
      aria-describedby="still-there-body"
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-line bg-card p-6 text-center text-ink shadow-xl backdrop:bg-black/50"
    >
      <p aria-hidden="true" className="text-5xl">
        👋
      </p>
      <h2 id="still-there-title" className="mt-3 text-xl font-bold">
        {t('title')}
      </h2>
      <p id="still-there-body" className="mt-2 text-sm">
        {t('body')}
      </p>
      <button type="button" autoFocus onClick={stay} className={buttonClass('primary', 'mt-5 w-full text-base')}>
        {t('stay')}
      </button>
    </dialog>
  );
}

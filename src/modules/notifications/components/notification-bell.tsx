'use client';

import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { UNREAD_COUNT_CAP } from '@/lib/notification-limits';
import { listenToNotifications } from './live-notifications';

/**
 * The header's bell for every signed-in person (decision 036): a link to /notifications with the unread count, which
 * the live stream keeps current without a reload. The count first comes from the session's own read. Its icon comes drawn
 * by the server (the shell's icons stay out of the browser's JavaScript).
 */
export function NotificationBell({ initial, label, unreadWord, icon }: { initial: number; label: string; unreadWord: string; icon: ReactNode }) {
  const [live, setLive] = useState<number | null>(null);
  const [rendered, setRendered] = useState(initial);
  // A new server render (a navigation, a read mark) brings a fresh count: it wins over an older live one.
  if (rendered !== initial) {
    setRendered(initial);
    setLive(null);
  }
  useEffect(() => listenToNotifications(setLive), []);
  const unread = live ?? initial;
  const shown = unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unread);
  // The name is the link's own text ("Notifications 3 unread"), so it holds the number a sighted user sees.
  return (
    <Link href="/notifications" className={buttonClass('secondary', 'relative px-2.5')} title={label} data-unread={unread}>
      <span className="sr-only">{label}</span>
      {icon}
      {unread > 0 ? (
        <span className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-[var(--button3-background)] px-1 text-center text-xs leading-5 font-bold text-[var(--button3-text)]">
          {shown}
          <span className="sr-only"> {unreadWord}</span>
        </span>
      ) : null}
    </Link>
  );
}

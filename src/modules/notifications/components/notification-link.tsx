'use client';

import { useTransition, type MouseEvent, type ReactNode } from 'react';
import { IDLE } from '@/lib/form-state';
import { markNotificationReadAction, openNotificationAction } from '../actions';

/**
 * A notification's row text: a real link to what it is about (decision 036), so it can be opened in a new tab or
 * copied. A plain click marks it read and then follows it (a POST: a GET never writes); a click that opens another
 * tab marks it read beside. Without JavaScript it is a plain link, and "Mark as read" stays beside it.
 */
export function NotificationLink({ id, href, className, children }: { id: string; href: string; className?: string; children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  const fields = () => {
    const data = new FormData();
    data.set('notificationId', id);
    return data;
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      void markNotificationReadAction(IDLE, fields());
      return;
    }
    event.preventDefault();
    startTransition(() => openNotificationAction(fields()));
  };
  const onAuxClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 1) void markNotificationReadAction(IDLE, fields());
  };
  return (
    <a href={href} onClick={onClick} onAuxClick={onAuxClick} aria-busy={pending || undefined} className={className}>
      {children}
    </a>
  );
}

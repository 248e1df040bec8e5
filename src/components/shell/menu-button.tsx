'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { SIDEBAR_ID, SIDEBAR_STATE_EVENT, SIDEBAR_TOGGLE_EVENT } from './sidebar';

/** Spec 2: the header's menu button on small screens; opens the sidebar drawer. Its icon comes drawn by the server. */
export function MenuButton({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onState = (event: Event) => setOpen(Boolean((event as CustomEvent<{ open: boolean }>).detail?.open));
    window.addEventListener(SIDEBAR_STATE_EVENT, onState);
    return () => window.removeEventListener(SIDEBAR_STATE_EVENT, onState);
  }, []);
  return (
    <button
      id="sidebar-menu-button"
      type="button"
      aria-controls={SIDEBAR_ID}
      aria-expanded={open}
      aria-label={label}
      onClick={() => window.dispatchEvent(new Event(SIDEBAR_TOGGLE_EVENT))}
      className="rounded-xl border border-line bg-card p-2 md:hidden"
    >
      {children}
    </button>
  );
}

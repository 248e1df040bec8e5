'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavigationPending } from './navigation-pending';
import type { SidebarIconName } from './sidebar-icons';

export interface SidebarItem {
  href: string;
  label: string;
  /** A name from the shell's icon map (sidebar-icons.tsx), so the props stay plain data. */
  icon: SidebarIconName;
  /** 'post': a submit button in a plain form that POSTs to href (logout; works without JavaScript). */
  method?: 'post';
  /** A number the link shows beside its label (questions to review), and what it means, for assistive technology. */
  count?: { value: number; label: string };
}

export const SIDEBAR_TOGGLE_EVENT = 'academy:sidebar-toggle';
export const SIDEBAR_STATE_EVENT = 'academy:sidebar-state';
export const SIDEBAR_ID = 'app-sidebar';

/** One look for every entry, link or button (globals.css; the focus ring is the global :focus-visible one). */
const ITEM_CLASS = 'shell-item';

/** The link that is the current page: the longest href the path starts with (so /dashboard marks /dashboard/child). */
export function currentHref(items: readonly SidebarItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of items) {
    if (item.method === 'post') continue;
    if ((pathname === item.href || pathname.startsWith(`${item.href}/`)) && item.href.length > (best?.length ?? 0)) best = item.href;
  }
  return best;
}

/**
 * Spec 2: 256 px wide, open at 768 px and wider, a slide-over drawer below (focus kept inside, Escape closes).
 * Shows the first name (or e-mail) and the role badge; the current page is marked.
 */
export interface SidebarProps {
  items: SidebarItem[];
  name: string;
  badge: string;
  navLabel: string;
  closeLabel: string;
}

/**
 * The icons come drawn by the server (AppFrame), one per name the items use and the drawer's close icon: lucide's
 * shapes stay out of the browser's JavaScript (about 6 KiB gzipped on every signed-in page; docs/benchmarks.md
 * "Client JavaScript").
 */
export function Sidebar({ items, name, badge, navLabel, closeLabel, icons }: SidebarProps & { icons: Partial<Record<SidebarIconName, ReactNode>> }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const current = currentHref(items, pathname);

  const setAndAnnounce = useCallback((next: boolean) => {
    setOpen(next);
    window.dispatchEvent(new CustomEvent(SIDEBAR_STATE_EVENT, { detail: { open: next } }));
  }, []);

  useEffect(() => {
    const toggle = () => setAndAnnounce(!panel.current?.dataset.open);
    window.addEventListener(SIDEBAR_TOGGLE_EVENT, toggle);
    return () => window.removeEventListener(SIDEBAR_TOGGLE_EVENT, toggle);
  }, [setAndAnnounce]);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = () => {
    setAndAnnounce(false);
    document.getElementById('sidebar-menu-button')?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      {open ? <div aria-hidden className="fixed inset-0 z-40 bg-black/40 md:hidden" onClick={close} /> : null}
      <div
        ref={panel}
        id={SIDEBAR_ID}
        data-open={open ? 'true' : undefined}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? navLabel : undefined}
        onKeyDown={onKeyDown}
        data-print="hide"
        className={`fixed inset-y-0 start-0 z-50 w-64 shrink-0 border-e border-line bg-sidebar [background-image:var(--sidebar-gradient)] transition-transform motion-reduce:transition-none md:sticky md:top-[6.25rem] md:z-0 md:h-[calc(100vh-6.25rem)] ${open ? 'visible translate-x-0' : 'invisible -translate-x-full rtl:translate-x-full md:visible md:translate-x-0 md:rtl:translate-x-0'}`}
      >
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex items-start justify-between gap-2 border-b border-line px-4 py-4">
            <div className="min-w-0">
              <p className="truncate font-bold" title={name}>
                {name}
              </p>
              <span className="mt-1 inline-block rounded-full bg-badge px-2 py-0.5 text-xs font-semibold text-page">{badge}</span>
            </div>
            <button type="button" onClick={close} className="rounded-lg p-1.5 text-muted hover:text-ink md:hidden" aria-label={closeLabel}>
              {icons.close}
            </button>
          </div>
          <nav aria-label={navLabel} className="flex-1 px-2 py-3">
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => {
                const active = item.href === current;
                if (item.method === 'post') {
                  // An action, not a page: a native form, so the browser posts it (with Origin) even before hydration.
                  return (
                    <li key={item.href}>
                      <form method="post" action={item.href}>
                        <button type="submit" className={`w-full cursor-pointer text-start ${ITEM_CLASS} text-ink hover:bg-page`}>
                          {icons[item.icon]}
                          {item.label}
                        </button>
                      </form>
                    </li>
                  );
                }
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      prefetch={false}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setAndAnnounce(false)}
                      className={`${ITEM_CLASS} ${active ? 'bg-primary text-primary-ink' : 'text-ink hover:bg-page'}`}
                    >
                      {icons[item.icon]}
                      {item.label}
                      {item.count && item.count.value > 0 ? (
                        <>
                          <span aria-hidden="true" className="ms-auto min-w-6 rounded-full bg-badge px-2 py-0.5 text-center text-xs font-bold tabular-nums text-page">
                            {item.count.value}
                          </span>
                          <span className="sr-only"> {item.count.label}</span>
                        </>
                      ) : null}
                      <NavigationPending />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';

export interface LinkTab {
  href: string;
  label: ReactNode;
  current: boolean;
  /** The label's language, when it is not the page's (a language's own name). */
  lang?: string;
  /** Shown after the label (a status). */
  extra?: ReactNode;
}

/**
 * Tabs that are links, each its own address (the current one marked): server-rendered, no JavaScript. Plain links, not
 * client navigation, so an editor with unsaved changes still asks before it is left.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.href} className="-mb-px">
            <a
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-t-lg border px-3 py-1.5 text-sm ${tab.current ? 'border-line border-b-card bg-card font-semibold' : 'border-transparent text-muted hover:text-ink'}`}
            >
              <span lang={tab.lang}>{tab.label}</span>
              {tab.extra}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Sidebar, type SidebarProps } from './sidebar';
import { SidebarIcon, type SidebarIconName } from './sidebar-icons';

/**
 * Signed in: the role's sidebar beside the page. Signed out: the page alone (spec 2: sidebar only when signed in).
 * The layout passes the sidebar's data (decision 015: the shell imports no domain module).
 */
export function AppFrame({ sidebar, children }: { sidebar: SidebarProps | null; children: ReactNode }) {
  if (!sidebar) {
    return (
      <main id="main" className="flex-1">
        {children}
      </main>
    );
  }
  return (
    <div className="flex flex-1">
      <Sidebar {...sidebar} icons={drawnIcons(sidebar)} />
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}

/** Each icon the sidebar shows, drawn here on the server once per name (the sidebar is a client component). */
function drawnIcons(sidebar: SidebarProps): Partial<Record<SidebarIconName, ReactNode>> {
  const names = new Set<SidebarIconName>(['close', ...sidebar.items.map((item) => item.icon)]);
  return Object.fromEntries([...names].map((name) => [name, <SidebarIcon key={name} name={name} />]));
}

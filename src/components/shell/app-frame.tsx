import type { ReactNode } from 'react';
import { Sidebar, type SidebarProps } from './sidebar';

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
      <Sidebar {...sidebar} />
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}

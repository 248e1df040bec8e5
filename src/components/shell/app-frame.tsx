import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SIDEBAR_LINKS } from '@/modules/navigation/sidebar-links';
import type { Actor } from '@/server/session-flow';
import { Sidebar } from './sidebar';

/** Signed in: the role's sidebar beside the page. Signed out: the page alone (spec 2: sidebar only when signed in). */
export async function AppFrame({ actor, children }: { actor: Actor | null; children: ReactNode }) {
  if (!actor) {
    return (
      <main id="main" className="flex-1">
        {children}
      </main>
    );
  }
  const t = await getTranslations('sidebar');
  const items = SIDEBAR_LINKS[actor.role].map((link) => ({ href: link.href, icon: link.icon, label: t(`links.${link.label}`) }));
  return (
    <div className="flex flex-1">
      <Sidebar items={items} name={actor.displayName} badge={t(`badge.${actor.role}`)} navLabel={t('label')} closeLabel={t('close')} />
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}

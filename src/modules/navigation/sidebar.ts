import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SidebarProps } from '@/components/shell/sidebar';
import type { Actor } from '@/server/session-flow';
import { SIDEBAR_LINKS } from './sidebar-links';

/** The signed-in actor's sidebar, translated, for the layout to hand to the shell (spec 2: sidebar only when signed in). */
export async function getSidebar(actor: Actor | null): Promise<SidebarProps | null> {
  if (!actor) return null;
  const t = await getTranslations('sidebar');
  return {
    items: SIDEBAR_LINKS[actor.role].map((link) => ({ href: link.href, icon: link.icon, label: t(`links.${link.label}`), ...(link.method ? { method: link.method } : {}) })),
    name: actor.displayName,
    badge: t(`badge.${actor.role}`),
    navLabel: t('label'),
    closeLabel: t('close'),
  };
}

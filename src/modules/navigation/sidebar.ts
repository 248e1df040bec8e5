import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SidebarProps } from '@/components/shell/sidebar';
import { can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { lessonCatalogue } from '@/modules/courses';
import { getReviewSummary } from '@/modules/mastery';
import { SIDEBAR_LINKS } from './sidebar-links';

/**
 * The signed-in actor's sidebar, translated, for the layout to hand to the shell (spec 2: sidebar only when signed
 * in). A child's review link shows how many questions wait today (decision 052): one short statement, read beside the
 * layout's other reads, and shared with the page when it shows the same count.
 */
export async function getSidebar(actor: Actor | null): Promise<SidebarProps | null> {
  if (!actor) return null;
  const reviews = actor.role === 'child' && can(actor, 'take:lesson:own');
  const [t, tReview, summary] = await Promise.all([getTranslations('sidebar'), getTranslations('review'), reviews ? getReviewSummary(actor, lessonCatalogue) : null]);
  const count = (href: string) => (href === '/review' && summary ? { count: { value: summary.due, label: tReview('sidebarDue', { count: summary.due }) } } : {});
  return {
    items: SIDEBAR_LINKS[actor.role].map((link) => ({ href: link.href, icon: link.icon, label: t(`links.${link.label}`), ...(link.method ? { method: link.method } : {}), ...count(link.href) })),
    name: actor.displayName,
    badge: t(`badge.${actor.role}`),
    navLabel: t('label'),
    closeLabel: t('close'),
  };
}

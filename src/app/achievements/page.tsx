import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { getAchievementsPage } from '@/modules/progress';
import { AchievementsScreen } from '@/modules/progress/components/achievements-screen';
import { requireActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('achievements.page'))('title') };
}

/** /achievements: a child's own badges; not found for a role without learning of its own (getAchievementsPage returns null). */
export default async function AchievementsPage() {
  const actor = await requireActor();
  const achievements = await getAchievementsPage(actor, await getLocale());
  if (!achievements) notFound();
  return <AchievementsScreen {...achievements} />;
}

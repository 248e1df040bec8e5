import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { lessonCatalogue } from '@/modules/courses';
import { getSkillsPage } from '@/modules/mastery';
import { SkillsScreen } from '@/modules/mastery/components/skills-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('mastery.page'))('title') };
}

/** /skills: a child's level on every skill the lessons practise (decision 052); one statement. */
export default async function SkillsPage() {
  const actor = await requirePermission('take:lesson:own');
  const page = await getSkillsPage(actor, await getLocale(), lessonCatalogue);
  return <SkillsScreen page={page} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listClasses } from '@/modules/classes';
import { ClassesScreen } from '@/modules/classes/components/classes-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('classes'))('title') };
}

/** Tutor sidebar /classes: the tutor's own classes (the leaderboard's class scope and its switch; decision 014). */
export default async function ClassesPage() {
  const actor = await requirePermission('manage:class:own');
  return <ClassesScreen classes={await listClasses(actor)} />;
}

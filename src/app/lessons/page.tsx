import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLearningOverview } from '@/modules/courses';
import { LessonsScreen } from '@/modules/courses/components/lessons-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('learning'))('title') };
}

/** /lessons: continue where you left off, next up, featured lessons. */
export default async function LessonsPage() {
  const actor = await requirePermission('take:lesson:own');
  return <LessonsScreen overview={await getLearningOverview(actor)} />;
}

import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { listMyAssignments } from '@/modules/classes';
import { MyAssignments } from '@/modules/classes/components/assignment-lists';
import { getLearningOverview } from '@/modules/courses';
import { LessonsScreen } from '@/modules/courses/components/lessons-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('learning'))('title') };
}

/** /lessons: the tutors' assignments (decision 034), continue where you left off, next up, featured lessons; one parallel read. */
export default async function LessonsPage() {
  const actor = await requirePermission('take:lesson:own');
  const locale = await getLocale();
  const [overview, assignments] = await Promise.all([getLearningOverview(actor, locale), listMyAssignments(actor, locale)]);
  return <LessonsScreen overview={overview} assignments={<MyAssignments items={assignments} />} />;
}

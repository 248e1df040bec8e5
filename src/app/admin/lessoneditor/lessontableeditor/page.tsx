import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLessonTablePage } from '@/modules/lesson-admin';
import { LessonTableScreen } from '@/modules/lesson-admin/components/lesson-table-screen';
import { lessonTableFiltersSchema } from '@/modules/lesson-admin/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('lessonTable'))('title') };
}

export default async function LessonTablePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const filters = lessonTableFiltersSchema.parse(await searchParams);
  return <LessonTableScreen page={await getLessonTablePage(actor, filters)} filters={filters} />;
}

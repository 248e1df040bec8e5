import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCourseListPage } from '@/modules/content-admin';
import { CourseList } from '@/modules/content-admin/components/course-list';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('courseEditor'))('title') };
}

export default async function CourseEditorPage() {
  const actor = await requirePermission('edit:content:any');
  return <CourseList {...await getCourseListPage(actor)} />;
}

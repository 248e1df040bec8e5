import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCourseEditorPage } from '@/modules/content-admin';
import { CourseEditView } from '@/modules/content-admin/components/course-edit-view';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('courseEditor'))('newTitle') };
}

export default async function NewCoursePage() {
  const actor = await requirePermission('edit:content:any');
  return <CourseEditView {...await getCourseEditorPage(actor)} />;
}

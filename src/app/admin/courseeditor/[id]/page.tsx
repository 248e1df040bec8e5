import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCourseEditorPage } from '@/modules/content-admin';
import { CourseEditView } from '@/modules/content-admin/components/course-edit-view';
import { courseIdSchema, courseLanguageSchema } from '@/modules/content-admin/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('courseEditor'))('editTitle') };
}

export default async function EditCoursePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const parsed = courseIdSchema.safeParse({ courseId: (await params).id });
  if (!parsed.success) notFound();
  const search = await searchParams;
  const page = await getCourseEditorPage(actor, parsed.data.courseId);
  if (!page) notFound();
  return <CourseEditView {...page} created={search.created === '1'} language={courseLanguageSchema.parse(search.language)} />;
}

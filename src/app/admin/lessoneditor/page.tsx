import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLessonEditorPage } from '@/modules/lesson-admin';
import { LessonEditorScreen } from '@/modules/lesson-admin/components/lesson-editor-screen';
import { lessonEditorSearchSchema } from '@/modules/lesson-admin/schemas';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('lessonEditor'))('title') };
}

export default async function LessonEditorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const search = lessonEditorSearchSchema.parse(await searchParams);
  return <LessonEditorScreen {...await getLessonEditorPage(actor, search)} />;
}

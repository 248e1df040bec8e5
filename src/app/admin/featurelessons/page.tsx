import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getFeaturedLessonsPage } from '@/modules/content-admin';
import { FeaturedLessonsView } from '@/modules/content-admin/components/featured-lessons-view';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('featuredLessons'))('title') };
}

export default async function FeaturedLessonsPage() {
  const actor = await requirePermission('edit:content:any');
  return <FeaturedLessonsView {...await getFeaturedLessonsPage(actor)} />;
}

import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/ui/page-layout';
import type { FeaturedLessonsEditorData } from '../queries';
import { MAX_FEATURED_LESSONS } from '../limits';
import { FeaturedLessonsEditor } from './featured-lessons-editor';

/** /admin/featurelessons: the featured lessons children see on /lessons, in order (what getFeaturedLessonsPage read). */
export async function FeaturedLessonsView({ featured, courses }: FeaturedLessonsEditorData) {
  const t = await getTranslations('featuredLessons');
  return (
    <PageLayout width="6xl" tone="admin" title={t('title')} lead={t('lead', { max: MAX_FEATURED_LESSONS })}>
      <FeaturedLessonsEditor featured={featured} courses={courses} />
    </PageLayout>
  );
}

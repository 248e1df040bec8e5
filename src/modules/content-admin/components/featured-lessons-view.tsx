import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import type { Actor } from '@/server/session-flow';
import { getFeaturedLessonsEditor } from '../queries';
import { MAX_FEATURED_LESSONS } from '../limits';
import { FeaturedLessonsEditor } from './featured-lessons-editor';

/** /admin/featurelessons: the featured lessons children see on /lessons, in order. */
export async function FeaturedLessonsView({ actor }: { actor: Actor }) {
  const [t, data] = await Promise.all([getTranslations('featuredLessons'), getFeaturedLessonsEditor(actor)]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <PageHeader tone="admin" title={t('title')} lead={t('lead', { max: MAX_FEATURED_LESSONS })} />
      <FeaturedLessonsEditor featured={data.featured} courses={data.courses} />
    </div>
  );
}

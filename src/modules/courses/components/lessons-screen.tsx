import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/ui/page-layout';
import type { LearningOverview } from '../learning-overview';
import { LessonCard } from './lesson-card';
import { LevelBar } from './level-bar';
import { ReviewCard } from './review-card';

/** /lessons: the daily review, what the child's tutors assigned (a slot the page fills), continue where you left off, next up, featured lessons. */
export async function LessonsScreen({ overview, assignments }: { overview: LearningOverview; assignments?: ReactNode }) {
  const t = await getTranslations('learning');
  return (
    <PageLayout title={t('title')} lead={t('lead', { count: overview.lessonsCompleted })}>
      <LevelBar level={overview.level} />
      <ReviewCard reviews={overview.reviews} />
      {assignments}
      <div className="grid gap-4 md:grid-cols-2">
        {overview.continueLesson ? (
          <section aria-labelledby="continue-title">
            <h2 id="continue-title" className="mb-2 text-lg font-bold">{t('continue')}</h2>
            <LessonCard lesson={overview.continueLesson} label={t('continueAction')} tone="primary" />
          </section>
        ) : null}
        {overview.nextUp ? (
          <section aria-labelledby="next-title">
            <h2 id="next-title" className="mb-2 text-lg font-bold">{t('nextUp')}</h2>
            <LessonCard lesson={overview.nextUp} label={t('start')} tone={overview.continueLesson ? 'secondary' : 'primary'} />
          </section>
        ) : (
          <p className="rounded-2xl border border-line bg-card p-5">{t('allDone')}</p>
        )}
      </div>
      {overview.featured.length > 0 ? (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="mb-2 text-lg font-bold">{t('featured')}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            {overview.featured.map((lesson) => (
              <LessonCard key={`${lesson.courseSlug}/${lesson.slug}`} lesson={lesson} label={t('open')} />
            ))}
          </div>
        </section>
      ) : null}
      <Link href="/courses" className="text-sm font-semibold text-primary hover:underline">{t('browse')}</Link>
    </PageLayout>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { LessonCard } from '@/modules/courses/components/lesson-card';
import { LevelBar } from '@/modules/courses/components/level-bar';
import { getLearningOverview } from '@/modules/courses';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('learning'))('title') };
}

/** /lessons: continue where you left off, next up, featured lessons. */
export default async function LessonsPage() {
  const actor = await requirePermission('take:lesson:own');
  const [overview, t] = await Promise.all([getLearningOverview(actor), getTranslations('learning')]);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t('title')} lead={t('lead', { count: overview.lessonsCompleted })} />
      <LevelBar level={overview.level} />
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
    </div>
  );
}

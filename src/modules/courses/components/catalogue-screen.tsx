import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageLayout } from '@/components/ui/page-layout';
import { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content-checks';
import type { CatalogueFilters, CourseCard } from '../queries';
import { CourseThumbnail } from './course-thumbnail';

const CONTROL = 'rounded-xl border border-line bg-card px-3 py-2';

/** /courses: the public course catalogue, filtered by subject and age (a GET form, so a filter is a link). */
export async function CatalogueScreen({ filters, cards }: { filters: CatalogueFilters; cards: CourseCard[] }) {
  const t = await getTranslations('catalogue');
  return (
    <PageLayout width="6xl" title={t('title')} lead={t('lead')}>
      <form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('subject')}
          <select name="subject" defaultValue={filters.subject ?? ''} className={CONTROL}>
            <option value="">{t('allSubjects')}</option>
            {SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>{t(`subjects.${subject}`)}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('age')}
          <select name="age" defaultValue={filters.age ?? ''} className={CONTROL}>
            <option value="">{t('allAges')}</option>
            {AGE_BANDS.map((band) => (
              <option key={band} value={band}>{t('ageBand', { band })}</option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('primary')}>{t('apply')}</button>
      </form>
      {cards.length === 0 ? <p className="rounded-2xl border border-line bg-card p-6 text-center text-muted">{t('empty')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.slug} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-card p-5 shadow-sm">
            {card.thumbnail ? (
              // The first picture is the page's largest paint on a phone: loaded at once, not lazily.
              <CourseThumbnail thumbnail={card.thumbnail} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" preload={index === 0} className="-mx-5 -mt-5 mb-4" />
            ) : null}
            <div className="flex flex-wrap gap-2 text-xs font-semibold">
              <span className="rounded-full bg-highlight px-2 py-0.5">{t(`subjects.${card.subject as (typeof SUBJECTS)[number]}`)}</span>
              <span className="rounded-full border border-line px-2 py-0.5">{t('ageBand', { band: card.ageBand })}</span>
              {card.featured ? <span className="rounded-full bg-badge px-2 py-0.5 text-page">{t('featured')}</span> : null}
            </div>
            <h2 className="mt-3 text-xl font-bold">
              <bdi>{card.title}</bdi>
            </h2>
            <p dir="auto" className="mt-1 flex-1 text-sm text-muted">
              {card.summary}
            </p>
            <div className="mt-4 flex items-center justify-between">
              <span className="text-sm text-muted">{t('lessons', { count: card.lessonCount })}</span>
              <Link href={`/courses/${card.slug}`} className={buttonClass('primary', 'py-2')}>
                {t('open')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}

import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageLayout } from '@/components/ui/page-layout';
import type { ReviewPage } from '../take-review';
import { NEXT_REVIEW_DATE } from './review-card';
import { ReviewPlayer } from './review-player';

/** Nothing due today: when the next review comes, or how questions get here. */
async function NothingToReview({ nextDue, timeZone }: Pick<ReviewPage, 'nextDue' | 'timeZone'>) {
  const [t, format] = await Promise.all([getTranslations('review.empty'), getFormatter()]);
  return (
    <section aria-labelledby="review-empty-title" className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-card p-8 text-center">
      <p className="text-5xl" aria-hidden>
        {nextDue ? '🌱' : '📚'}
      </p>
      <h2 id="review-empty-title" className="text-2xl font-extrabold">
        {t('title')}
      </h2>
      <p className="text-lg" data-next-review={nextDue?.toISOString()}>
        {nextDue ? t('next', { date: format.dateTime(nextDue, { ...NEXT_REVIEW_DATE, timeZone }) }) : t('none')}
      </p>
      <Link href="/lessons" className={buttonClass('primary', 'mt-2')}>
        {t('lessons')}
      </Link>
    </section>
  );
}

/** /review: today's session in the player, or what comes next when nothing is due (decision 052). */
export async function ReviewScreen({ page }: { page: ReviewPage }) {
  const t = await getTranslations('review');
  return (
    <PageLayout width="4xl" title={t('title')} lead={t('lead')}>
      <ReviewPlayer questions={page.questions} dueToday={page.dueToday} empty={<NothingToReview nextDue={page.nextDue} timeZone={page.timeZone} />} />
      <p className="text-sm text-muted">{t('howItWorks')}</p>
    </PageLayout>
  );
}

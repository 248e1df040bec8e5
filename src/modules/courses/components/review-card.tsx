import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import type { ReviewSummary } from '@/modules/mastery';

/** The day the next review falls on, in the child's time zone and the page's language ("Tuesday 3 March"). */
export const NEXT_REVIEW_DATE = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/**
 * The daily review at a glance (decision 052), on the child's dashboard and /lessons: how many questions wait today,
 * with the way in, or the day the next come back. Nothing before the child has finished a question.
 */
export async function ReviewCard({ reviews, headingLevel = 2 }: { reviews: ReviewSummary; headingLevel?: 2 | 3 }) {
  if (reviews.due === 0 && reviews.nextDue === null) return null;
  const [t, format] = await Promise.all([getTranslations('review.card'), getFormatter()]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="review-card-title" className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl border p-5 ${reviews.due > 0 ? 'border-primary bg-highlight' : 'border-line bg-card'}`}>
      <div className="min-w-0">
        <Heading id="review-card-title" className="text-lg font-bold">
          <span aria-hidden="true">🔁 </span>
          {t('title')}
        </Heading>
        <p className="text-sm" data-reviews-due={reviews.due}>
          {reviews.due > 0 ? t('due', { count: reviews.due }) : t('caughtUp', { date: format.dateTime(reviews.nextDue!, { ...NEXT_REVIEW_DATE, timeZone: reviews.timeZone }) })}
        </p>
      </div>
      {reviews.due > 0 ? (
        <Link href="/review" prefetch={false} className={buttonClass('primary', 'py-2')}>
          {t('start')}
        </Link>
      ) : null}
    </section>
  );
}

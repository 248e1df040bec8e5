import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import type { PracticeTip } from '../practice-hint';
import { formatPercent } from './format';

/** The simulator's kind tip (decision 052): what just happened, and the lesson (or the review) that explains it. */
export async function PracticeHint({ tip }: { tip: PracticeTip }) {
  const [t, locale] = await Promise.all([getTranslations('review.hint'), getLocale()]);
  const { reason } = tip;
  const said = reason.kind === 'fell' ? t('fell', { symbol: reason.symbol, percent: formatPercent(Math.abs(reason.changePct), locale, { signed: false, digits: 0 }) }) : t(reason.words);
  return (
    <aside aria-labelledby="practice-hint-title" className="rounded-2xl border border-accent bg-highlight p-4 sm:p-5" data-practice-hint={reason.kind === 'fell' ? 'fell' : reason.code}>
      <h2 id="practice-hint-title" className="font-bold">
        <span aria-hidden="true">💡 </span>
        {t('title')}
      </h2>
      <p className="mt-1 text-sm">{said}</p>
      {tip.review ? <p className="mt-1 text-sm font-semibold">{t('review', { count: tip.lesson.dueReviews })}</p> : null}
      <Link href={tip.href} prefetch={false} className={buttonClass(tip.review ? 'primary' : 'secondary', 'mt-3 py-2')}>
        {tip.review ? t('reviewNow') : t('readLesson', { lesson: tip.lesson.title })}
      </Link>
    </aside>
  );
}

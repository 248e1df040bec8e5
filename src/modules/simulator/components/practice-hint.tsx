import { getLocale, getTranslations } from 'next-intl/server';
import { TipCard } from '@/components/ui/tip-card';
import type { PracticeTip } from '../practice-hint';
import { formatPercent } from './format';

/** The simulator's kind tip (decision 052): what just happened, and the lesson (or the review) that explains it. */
export async function PracticeHint({ tip }: { tip: PracticeTip }) {
  const [t, locale] = await Promise.all([getTranslations('review.hint'), getLocale()]);
  const { reason } = tip;
  const said = reason.kind === 'fell' ? t('fell', { symbol: reason.symbol, percent: formatPercent(Math.abs(reason.changePct), locale, { signed: false, digits: 0 }) }) : t(reason.words);
  return (
    <TipCard
      id="practice-hint"
      title={t('title')}
      said={said}
      note={tip.review ? t('review', { count: tip.lesson.dueReviews }) : undefined}
      href={tip.href}
      linkLabel={tip.review ? t('reviewNow') : t('readLesson', { lesson: tip.lesson.title })}
      primary={tip.review}
      data={{ 'practice-hint': reason.kind === 'fell' ? 'fell' : reason.code }}
    />
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import { BadgeIcon } from '@/components/ui/badge-icon';
import { PageLayout } from '@/components/ui/page-layout';
import type { Achievements } from '../queries';

/** /achievements: badges earned (with the date) and badges still locked (with what is left to earn them). */
export async function AchievementsScreen({ earned, locked }: Achievements) {
  const [t, format] = await Promise.all([getTranslations('achievements.page'), getFormatter()]);
  return (
    <PageLayout gap={8} title={t('title')} lead={t('lead', { earned: earned.length, total: earned.length + locked.length })}>
      <section aria-labelledby="earned-title">
        <h2 id="earned-title" className="mb-3 text-xl font-bold">
          {t('earned')}
        </h2>
        {earned.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-card p-5 text-muted">{t('earnedEmpty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {earned.map(({ badge, awardedAt }) => (
              <li key={badge.id} className="flex items-start gap-3 rounded-2xl border-2 border-badge bg-card p-4" data-badge={badge.slug}>
                <BadgeIcon emoji={badge.iconEmoji} imagePath={badge.iconPath} size={64} />
                <div className="min-w-0">
                  <h3 className="font-bold">{badge.name}</h3>
                  <p className="text-sm text-muted">{badge.description}</p>
                  <p className="mt-1 text-xs font-semibold text-accent">
                    {t('earnedOn', { date: format.dateTime(awardedAt, { dateStyle: 'medium' }) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="locked-title">
        <h2 id="locked-title" className="mb-3 text-xl font-bold">
          {t('locked')}
        </h2>
        {locked.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-card p-5 text-muted">{t('lockedEmpty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {locked.map(({ badge, current, target }) => (
              <li key={badge.id} className="flex items-start gap-3 rounded-2xl border border-line bg-card p-4" data-badge={badge.slug}>
                <BadgeIcon emoji={badge.iconEmoji} imagePath={badge.iconPath} size={64} locked />
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold">
                    <span className="sr-only">{t('lockedLabel')} </span>
                    {badge.name}
                  </h3>
                  <p className="text-sm text-muted">{badge.description}</p>
                  <div
                    className="mt-2 h-2 overflow-hidden rounded-full bg-line"
                    role="progressbar"
                    aria-label={t('progressLabel', { name: badge.name })}
                    aria-valuemin={0}
                    aria-valuemax={target}
                    aria-valuenow={current}
                  >
                    <div className="h-2 rounded-full bg-progress" style={{ width: `${Math.round((current / Math.max(target, 1)) * 100)}%` }} />
                  </div>
                  <p className="mt-1 text-xs font-semibold">{t(`left.${badge.ruleKind}`, { current: format.number(current), target: format.number(target) })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}

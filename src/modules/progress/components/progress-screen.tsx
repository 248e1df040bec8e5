import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/ui/page-layout';
import { LevelBar } from '@/modules/courses/components/level-bar';
import type { ProgressSummary } from '../queries';
import { DailyGoalCard, StreakCard } from './streak-goal-cards';
import { XpChart } from './xp-chart';

const PANEL = 'rounded-2xl border border-line bg-card p-6 shadow-sm';

/**
 * /progress (a child's own learning): XP, level and progress to the next, courses and lessons completed, quiz
 * scores, XP over the last 30 days, streak and daily goal.
 */
export async function ProgressScreen({ summary }: { summary: ProgressSummary }) {
  const [t, format, locale] = await Promise.all([getTranslations('progress.page'), getFormatter(), getLocale()]);
  const stats = [
    { label: t('xp'), value: summary.xp },
    { label: t('courses'), value: summary.coursesCompleted },
    { label: t('lessons'), value: summary.lessonsCompleted },
    { label: t('perfect'), value: summary.perfectCount },
  ];
  const monthXp = summary.last30Days.reduce((total, day) => total + day.xp, 0);
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <LevelBar level={summary.level} />
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-line bg-card p-5">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-primary">{format.number(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <StreakCard streak={summary.streak} />
        <DailyGoalCard goal={summary.dailyGoal} />
      </div>
      <section aria-labelledby="chart-title" className={PANEL}>
        <h2 id="chart-title" className="text-lg font-bold">{t('chartTitle')}</h2>
        <div className="mt-3">
          <XpChart
            days={summary.last30Days}
            goalXp={summary.dailyGoal.goalXp}
            locale={locale}
            labels={{
              title: t('chartTitle'),
              summary: t('chartSummary', { xp: format.number(monthXp) }),
              day: t('day'),
              xp: t('xpColumn'),
              goal: t('goalLine', { xp: summary.dailyGoal.goalXp }),
            }}
          />
        </div>
      </section>
      <section aria-labelledby="scores-title" className={PANEL}>
        <h2 id="scores-title" className="text-lg font-bold">{t('scoresTitle')}</h2>
        {summary.quizScores.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            {t('scoresEmpty')}{' '}
            <Link href="/lessons" className="font-semibold text-primary hover:underline">
              {t('startLearning')}
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {summary.quizScores.map((score) => {
              const share = score.total > 0 ? score.correct / score.total : 0;
              return (
                <li key={`${score.courseSlug}/${score.lessonSlug}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0 flex-1">
                    <Link href={`/courses/${score.courseSlug}/${score.lessonSlug}`} className="font-semibold hover:underline">
                      {score.lessonTitle}
                    </Link>
                    <p className="text-xs text-muted">
                      {score.courseTitle} · {format.dateTime(score.lastCompletedAt, { dateStyle: 'medium' })}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <div className="h-2 w-24 overflow-hidden rounded-full bg-line" aria-hidden="true">
                      <div className={`h-2 rounded-full ${share === 1 ? 'bg-success' : 'bg-progress'}`} style={{ width: `${Math.round(share * 100)}%` }} />
                    </div>
                    <span className="w-28 text-end text-sm font-semibold tabular-nums">
                      {share === 1 ? <span aria-hidden="true">⭐ </span> : null}
                      {t('score', { correct: score.correct, total: score.total })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}

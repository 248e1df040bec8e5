import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { XpChart } from '@/modules/progress/components/xp-chart';
import type { ChildReport } from '../queries';
import { AccuracyTables, LessonsAndBadges, PANEL, ReportTotals, SimulatorSummary, SkillLevels, StreakHistory } from './report-sections';

/**
 * A child's last 30 or 90 days: the XP chart with its range switch, then the report's figures. A parent's /progress
 * and a tutor's student page show it (the same component, the tutor's report already scoped; decision 033).
 */
export async function ProgressSections({ report, days, hrefFor }: { report: ChildReport; days: 30 | 90; hrefFor: (days: 30 | 90) => string }) {
  const [t, format, locale] = await Promise.all([getTranslations('reports.progress'), getFormatter(), getLocale()]);
  return (
    <>
      <section aria-labelledby="xp-days-title" className={PANEL}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="xp-days-title" className="text-lg font-bold">
            {t('chartTitle', { days })}
          </h2>
          <nav aria-label={t('range')}>
            <ul className="flex gap-1 rounded-full border border-line p-1 text-sm font-semibold">
              {([30, 90] as const).map((range) => (
                <li key={range}>
                  <Link
                    href={hrefFor(range)}
                    prefetch={false}
                    aria-current={days === range ? 'page' : undefined}
                    className={`block rounded-full px-3 py-1 ${days === range ? 'bg-primary text-primary-ink' : 'hover:bg-line/60'}`}
                  >
                    {t('days', { days: range })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-3">
          <XpChart
            days={report.learning.xpByDay}
            goalXp={report.learning.dailyGoalXp}
            locale={locale}
            labels={{
              title: t('chartTitle', { days }),
              summary: t('chartSummary', { name: report.child.firstName, xp: format.number(report.learning.periodXp), days }),
              day: t('day'),
              xp: t('xp'),
              goal: t('goal', { xp: report.learning.dailyGoalXp }),
            }}
          />
        </div>
      </section>
      <ReportTotals report={report} />
      <StreakHistory report={report} />
      <AccuracyTables report={report} />
      <SkillLevels report={report} />
      <LessonsAndBadges report={report} />
      <SimulatorSummary report={report} />
    </>
  );
}

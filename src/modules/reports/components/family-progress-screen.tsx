import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/ui/page-layout';
import { XpChart } from '@/modules/progress/components/xp-chart';
import type { FamilyProgressPage } from '../queries';
import { ChildSwitcher, NoChildYet } from './child-switcher';
import { AccuracyTables, LessonsAndBadges, PANEL, ReportTotals, SimulatorSummary, StreakHistory } from './report-sections';

const href = (childId: string, days: number) => `/progress?child=${encodeURIComponent(childId)}&days=${days}`;

/** A parent's /progress: one child's last 30 or 90 days (a switcher when there are several children). */
export async function FamilyProgressScreen({ page }: { page: FamilyProgressPage }) {
  const [t, format, locale] = await Promise.all([getTranslations('reports'), getFormatter(), getLocale()]);
  const report = page.report;
  return (
    <PageLayout title={t('progress.title')} lead={report ? t('progress.lead', { name: report.child.firstName }) : t('progress.leadNone')}>
      {!report ? (
        <NoChildYet />
      ) : (
        <>
          <ChildSwitcher items={page.children} selectedId={report.child.id} hrefFor={(childId) => href(childId, page.days)} />
          <section aria-labelledby="xp-days-title" className={PANEL}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="xp-days-title" className="text-lg font-bold">
                {t('progress.chartTitle', { days: page.days })}
              </h2>
              <nav aria-label={t('progress.range')}>
                <ul className="flex gap-1 rounded-full border border-line p-1 text-sm font-semibold">
                  {[30, 90].map((days) => (
                    <li key={days}>
                      <Link
                        href={href(report.child.id, days)}
                        aria-current={page.days === days ? 'page' : undefined}
                        className={`block rounded-full px-3 py-1 ${page.days === days ? 'bg-primary text-primary-ink' : 'hover:bg-line/60'}`}
                      >
                        {t('progress.days', { days })}
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
                  title: t('progress.chartTitle', { days: page.days }),
                  summary: t('progress.chartSummary', { name: report.child.firstName, xp: format.number(report.learning.periodXp), days: page.days }),
                  day: t('progress.day'),
                  xp: t('progress.xp'),
                  goal: t('progress.goal', { xp: report.learning.dailyGoalXp }),
                }}
              />
            </div>
          </section>
          <ReportTotals report={report} />
          <StreakHistory report={report} />
          <AccuracyTables report={report} />
          <LessonsAndBadges report={report} />
          <SimulatorSummary report={report} />
          <p className="text-sm text-muted">
            <Link href={`/reports?child=${encodeURIComponent(report.child.id)}`} className="font-semibold text-primary hover:underline">
              {t('progress.toReport', { name: report.child.firstName })}
            </Link>
          </p>
        </>
      )}
    </PageLayout>
  );
}

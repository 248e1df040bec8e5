import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { download } from '@/components/ui/icon-shapes';
import { PageLayout } from '@/components/ui/page-layout';
import { insightValues } from '../insights';
import type { FamilyReportPage } from '../queries';
import { reportQuery } from '../report-query';
import { ChildSwitcher, NoChildYet } from './child-switcher';
import { PrintButton } from '@/components/ui/print-button';
import { AccuracyTables, LessonsAndBadges, PANEL, ReportTotals, SimulatorSummary, SkillLevels, StreakHistory } from './report-sections';

const PERIODS = ['this-week', 'last-week', 'this-month', 'custom'] as const;

/**
 * A parent's /reports: one child's report for a period, with what went well and what to practise next (computed
 * from the figures, never invented), printable (the print stylesheet keeps the report alone) and as a PDF.
 */
export async function ReportScreen({ page }: { page: FamilyReportPage }) {
  const [t, format] = await Promise.all([getTranslations('reports'), getFormatter()]);
  const report = page.report;
  const day = (value: string) => format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const custom = page.params.period === 'custom';
  return (
    <PageLayout
      title={t('report.title')}
      lead={report ? t('report.lead', { name: report.child.firstName }) : t('report.leadNone')}
      actions={
        report ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <PrintButton label={t('report.print')} />
            {page.pdf ? (
              <a href={`/reports/pdf?${reportQuery(report.child.id, page.params)}`} download className={buttonClass('primary')}>
                <Icon shape={download} className="size-4" />
                {t('report.pdf')}
              </a>
            ) : (
              <a href="/settings/billing" className={buttonClass('secondary')}>
                <Icon shape={download} className="size-4" />
                {t('report.pdfWithFamily')}
              </a>
            )}
          </div>
        ) : undefined
      }
    >
      {!report ? (
        <NoChildYet />
      ) : (
        <>
          <ChildSwitcher items={page.children} selectedId={report.child.id} hrefFor={(childId) => `/reports?${reportQuery(childId, page.params)}`} />
          <form method="get" action="/reports" className={`${PANEL} flex flex-wrap items-end gap-3 print:hidden`} aria-label={t('report.choose')}>
            <input type="hidden" name="child" value={report.child.id} />
            <SelectField name="period" label={t('report.period')} defaultValue={page.params.period} compact>
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`periods.${period}`)}
                </option>
              ))}
            </SelectField>
            <TextField type="date" name="from" label={t('report.from')} hint={t('report.customHint')} defaultValue={custom ? page.params.from : undefined} compact />
            <TextField type="date" name="to" label={t('report.to')} defaultValue={custom ? page.params.to : undefined} compact />
            <button type="submit" className={buttonClass('secondary')}>
              {t('report.show')}
            </button>
          </form>
          {page.error ? <Alert tone="error">{t(page.error.replace(/^reports\./, ''))}</Alert> : null}

          <header className="flex flex-col gap-1">
            <h2 className="text-2xl font-extrabold" data-report-title>
              {t('report.heading', { name: report.child.name })}
            </h2>
            <p className="text-muted">
              {t(`periods.${report.learning.period.kind}`)} · {t('report.range', { from: day(report.learning.period.from), to: day(report.learning.period.to) })}
            </p>
          </header>

          <div className="grid gap-4 md:grid-cols-2">
            <section aria-labelledby="went-well-title" className={`${PANEL} border-s-4 border-s-success`}>
              <h2 id="went-well-title" className="text-lg font-bold">
                <span aria-hidden="true">🌟 </span>
                {t('report.wentWell')}
              </h2>
              {report.insights.wentWell.length === 0 ? (
                <p className="mt-2 text-sm text-muted">{t('report.nothingYet', { name: report.child.firstName })}</p>
              ) : (
                <ul className="mt-2 list-disc space-y-1 ps-5">
                  {report.insights.wentWell.map((insight) => (
                    <li key={insight.key}>{t(`insights.${insight.key}`, insightValues(t, insight.values))}</li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="practise-title" className={`${PANEL} border-s-4 border-s-accent`}>
              <h2 id="practise-title" className="text-lg font-bold">
                <span aria-hidden="true">🎯 </span>
                {t('report.practise')}
              </h2>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {report.insights.practise.map((insight) => (
                  <li key={insight.key}>{t(`insights.${insight.key}`, insightValues(t, insight.values))}</li>
                ))}
              </ul>
            </section>
          </div>

          <ReportTotals report={report} />
          <StreakHistory report={report} />
          <AccuracyTables report={report} />
          <SkillLevels report={report} />
          <LessonsAndBadges report={report} />
          <SimulatorSummary report={report} />
          <p className="text-xs text-muted">{t('report.footnote', { zone: report.learning.timeZone })}</p>
        </>
      )}
    </PageLayout>
  );
}

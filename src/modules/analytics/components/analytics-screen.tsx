import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { DayBars } from '@/components/ui/day-bars';
import { PageLayout } from '@/components/ui/page-layout';
import type { Analytics } from '../queries';
import type { AnalyticsSection } from '../schemas';
import { Section } from '@/components/ui/section';
import { CsvLink, FiltersForm } from './parts';

/**
 * /admin/analytics (decision 038): who is active, what is learnt, which questions are hard, what is traded, for a
 * range of UTC days and a role. Every chart has its numbers in a table and every table its CSV.
 */
export async function AnalyticsScreen({ analytics }: { analytics: Analytics }) {
  const [t, locale] = await Promise.all([getTranslations('analytics'), getLocale()]);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const { filters, totals } = analytics;
  const csv = (section: AnalyticsSection) => <CsvLink path="/admin/analytics/export" section={section} filters={filters} label={t('csv')} />;
  const tiles: [string, number][] = [
    [t('totals.activeUsers'), totals.activeUsers],
    [t('totals.lessonsStarted'), totals.lessonsStarted],
    [t('totals.lessonsCompleted'), totals.lessonsCompleted],
    [t('totals.badges'), totals.badges],
    [t('totals.orders'), totals.orders],
    [t('totals.traders'), totals.traders],
  ];
  const series = (key: 'active' | 'lessonsCompleted' | 'badges' | 'orders') => analytics.days.map((row) => ({ day: row.day, value: row[key] }));
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')}>
      <FiltersForm filters={filters} />

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-card p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{number.format(value)}</dd>
          </div>
        ))}
      </dl>

      <Section id="active" title={t('active.title')} lead={t('active.lead', { day: filters.to })} action={csv('active')}>
        <DataTable caption={t('active.title')} columns={[t('active.role'), { label: t('active.daily'), numeric: true }, { label: t('active.weekly'), numeric: true }, { label: t('active.monthly'), numeric: true }]} minWidth="32rem">
          {analytics.active.map((row) => (
            <tr key={row.role}>
              <td className={tableCell()}>{t(`roles.${row.role as 'child'}`)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.daily)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.weekly)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.monthly)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="daily" title={t('daily.title')} lead={t('daily.lead')} action={csv('daily')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <DayBars title={t('daily.active')} days={series('active')} locale={locale} />
          <DayBars title={t('daily.lessonsCompleted')} days={series('lessonsCompleted')} locale={locale} />
          <DayBars title={t('daily.badges')} days={series('badges')} locale={locale} />
          <DayBars title={t('daily.orders')} days={series('orders')} locale={locale} />
        </div>
        <details className="rounded-xl border border-line bg-card">
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{t('daily.table')}</summary>
          <DataTable
            caption={t('daily.title')}
            look="flush"
            columns={[t('daily.day'), ...(['active', 'lessonsStarted', 'lessonsCompleted', 'badges', 'orders', 'traders'] as const).map((key) => ({ label: t(`daily.${key}`), numeric: true }))]}
            minWidth="48rem"
          >
            {analytics.days.map((row) => (
              <tr key={row.day}>
                <td className={tableCell({ look: 'flush', extra: 'ps-3 tabular-nums' })}>{row.day}</td>
                {([row.active, row.lessonsStarted, row.lessonsCompleted, row.badges, row.orders, row.traders] as const).map((value, index) => (
                  <td key={index} className={tableCell({ look: 'flush', numeric: true, extra: 'last:pe-3' })}>
                    {number.format(value)}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
        </details>
      </Section>

      <Section id="lessons" title={t('lessons.title')} lead={t('lessons.lead')} action={csv('lessons')}>
        <DataTable
          caption={t('lessons.title')}
          columns={[t('lessons.lesson'), ...(['started', 'completed', 'rate', 'median', 'accuracy'] as const).map((key) => ({ label: t(`lessons.${key}`), numeric: true }))]}
          minWidth="48rem"
          empty={analytics.lessons.length === 0 ? t('empty') : null}
        >
          {analytics.lessons.map((row) => (
            <tr key={row.lessonId}>
              <td className={tableCell()}>
                <div className="font-medium">{row.title}</div>
                <div className="text-xs text-muted">{row.course}</div>
              </td>
              <td className={tableCell({ numeric: true })}>{number.format(row.started)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.completed)}</td>
              <td className={tableCell({ numeric: true })}>{row.completionRate === null ? '—' : percent.format(row.completionRate)}</td>
              <td className={tableCell({ numeric: true })}>{row.medianMinutes === null ? '—' : decimal.format(row.medianMinutes)}</td>
              <td className={tableCell({ numeric: true })}>{row.accuracy === null ? '—' : percent.format(row.accuracy)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="questions" title={t('questions.title')} lead={t('questions.lead')} action={csv('questions')}>
        <DataTable
          caption={t('questions.title')}
          columns={[t('questions.question'), { label: t('questions.answered'), numeric: true }, { label: t('questions.missed'), numeric: true }, { label: t('questions.rate'), numeric: true }]}
          minWidth="48rem"
          empty={analytics.questions.length === 0 ? t('empty') : null}
        >
          {analytics.questions.map((row) => (
            <tr key={`${row.lessonId}:${row.blockId}`}>
              <td className={tableCell()}>
                <Link href={`/admin/lessoneditor?course=${row.courseId}&lesson=${row.lessonId}`} className="font-medium text-[var(--link-text)] underline">
                  {row.prompt || row.blockId}
                </Link>
                <div className="text-xs text-muted">{row.lesson}</div>
              </td>
              <td className={tableCell({ numeric: true })}>{number.format(row.answered)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.missed)}</td>
              <td className={tableCell({ numeric: true })}>{percent.format(row.missRate)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="stocks" title={t('stocks.title')} lead={t('stocks.lead')} action={csv('stocks')}>
        <DataTable
          caption={t('stocks.title')}
          columns={[t('stocks.stock'), { label: t('stocks.trades'), numeric: true }, { label: t('stocks.shares'), numeric: true }, { label: t('stocks.traders'), numeric: true }]}
          minWidth="32rem"
          empty={analytics.stocks.length === 0 ? t('empty') : null}
        >
          {analytics.stocks.map((row) => (
            <tr key={row.symbol}>
              <td className={tableCell()}>
                <span className="font-mono font-semibold">{row.symbol}</span> <span className="text-muted">{row.name}</span>
              </td>
              <td className={tableCell({ numeric: true })}>{number.format(row.trades)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.shares)}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.traders)}</td>
            </tr>
          ))}
        </DataTable>
      </Section>
    </PageLayout>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { DayBars } from '@/components/ui/day-bars';
import { PageLayout } from '@/components/ui/page-layout';
import { RETENTION_WEEKS, SIGNUP_ROLES, type Growth, type WeekCount } from '../growth';
import type { GrowthSection } from '../schemas';
import { Section } from '@/components/ui/section';
import { CsvLink, FiltersForm } from './parts';

/**
 * /admin/growth (decision 038): sign-ups, the activation funnel, weekly cohort retention, family links and class
 * memberships, for a range of UTC days and a role. Every chart has its numbers in a table and every table its CSV.
 */
export async function GrowthScreen({ growth }: { growth: Growth }) {
  const [t, ta, locale] = await Promise.all([getTranslations('growth'), getTranslations('analytics'), getLocale()]);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const share = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : '—');
  const { filters, funnel } = growth;
  const csv = (section: GrowthSection) => <CsvLink path="/admin/growth/export" section={section} filters={filters} label={ta('csv')} />;
  const roles = filters.role === 'all' ? SIGNUP_ROLES : SIGNUP_ROLES.filter((role) => role === filters.role);
  const steps: [string, number, number][] = [
    [t('funnel.registered'), funnel.registered, funnel.registered],
    [t('funnel.verified'), funnel.verified, funnel.registered],
    [t('funnel.firstLesson'), funnel.firstLesson, funnel.registered],
    [t('funnel.threeLessons'), funnel.threeLessons, funnel.registered],
    [t('funnel.activeWeek2', { eligible: funnel.eligibleWeek2 }), funnel.activeWeek2, funnel.eligibleWeek2],
  ];
  const weeksTable = (rows: WeekCount[], caption: string, countLabel: string, totalLabel: string) => (
    <DataTable caption={caption} columns={[t('week'), { label: countLabel, numeric: true }, { label: totalLabel, numeric: true }]} minWidth="24rem">
      {rows.map((row) => (
        <tr key={row.week}>
          <td className={tableCell({ extra: 'tabular-nums' })}>{row.week}</td>
          <td className={tableCell({ numeric: true })}>{number.format(row.count)}</td>
          <td className={tableCell({ numeric: true })}>{number.format(row.total)}</td>
        </tr>
      ))}
    </DataTable>
  );
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')}>
      <FiltersForm filters={filters} />

      <Section id="signups" title={t('signups.title')} lead={t('signups.lead')} action={csv('signups')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {roles.map((role) => (
            <DayBars key={role} title={ta(`roles.${role}`)} days={growth.signups.map((row) => ({ day: row.day, value: row[role] }))} locale={locale} />
          ))}
        </div>
        <details className="rounded-xl border border-line bg-card">
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{ta('daily.table')}</summary>
          <DataTable caption={t('signups.title')} look="flush" columns={[ta('daily.day'), ...roles.map((role) => ({ label: ta(`roles.${role}`), numeric: true })), { label: t('signups.total'), numeric: true }]} minWidth="36rem">
            {growth.signups.map((row) => (
              <tr key={row.day}>
                <td className={tableCell({ look: 'flush', extra: 'ps-3 tabular-nums' })}>{row.day}</td>
                {roles.map((role) => (
                  <td key={role} className={tableCell({ look: 'flush', numeric: true })}>
                    {number.format(row[role])}
                  </td>
                ))}
                <td className={tableCell({ look: 'flush', numeric: true, extra: 'pe-3' })}>{number.format(row.total)}</td>
              </tr>
            ))}
          </DataTable>
        </details>
      </Section>

      <Section id="funnel" title={t('funnel.title')} lead={t('funnel.lead')} action={csv('funnel')}>
        <ol className="flex flex-col gap-2 rounded-xl border border-line bg-card p-3">
          {steps.map(([label, value, whole], index) => (
            <li key={label} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]">
              <span>{label}</span>
              <span className="order-last col-span-2 h-3 overflow-hidden rounded-full bg-line sm:order-none sm:col-span-1" aria-hidden="true">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${whole > 0 ? Math.round((value / whole) * 100) : 0}%` }} />
              </span>
              <span className="tabular-nums">
                {number.format(value)} {index > 0 ? <span className="text-muted">({share(value, whole)})</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="cohorts" title={t('cohorts.title')} lead={t('cohorts.lead')} action={csv('cohorts')}>
        <DataTable
          caption={t('cohorts.title')}
          columns={[t('cohorts.week'), { label: t('cohorts.size'), numeric: true }, ...Array.from({ length: RETENTION_WEEKS + 1 }, (_, week) => ({ label: t('cohorts.weekN', { week }), numeric: true }))]}
          minWidth="52rem"
          empty={growth.cohorts.length === 0 ? ta('empty') : null}
        >
          {growth.cohorts.map((row) => (
            <tr key={row.week}>
              <td className={tableCell({ extra: 'tabular-nums' })}>{row.week}</td>
              <td className={tableCell({ numeric: true })}>{number.format(row.size)}</td>
              {row.active.map((active, week) => (
                <td key={week} className={tableCell({ numeric: true })} title={active === null ? undefined : `${number.format(active)} / ${number.format(row.size)}`}>
                  {active === null ? '' : share(active, row.size)}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section id="links" title={t('links.title')} lead={t('links.lead', { linked: growth.links.linked, children: growth.links.children, rate: share(growth.links.linked, growth.links.children) })} action={csv('links')}>
        {weeksTable(growth.links.weeks, t('links.title'), t('links.new'), t('links.total'))}
      </Section>

      <Section id="classes" title={t('members.title')} lead={t('members.lead')} action={csv('classes')}>
        {weeksTable(growth.classes, t('members.title'), t('members.new'), t('members.total'))}
      </Section>
    </PageLayout>
  );
}

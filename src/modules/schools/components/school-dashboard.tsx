import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { fullNameOrEmail } from '@/lib/person-name';
import { isUndeliverableAddress } from '@/lib/sign-in-name';
import { ACTIVE_DAYS, type SchoolDashboard as SchoolDashboardData } from '../queries';

/*
 * /dashboard/school_admin (decision 061): the school's figures, mastery by class (a narrow table of three columns
 * that fits a phone without scrolling), the import history, then its teachers, classes and students, each a list
 * that wraps on a narrow screen rather than a table that scrolls sideways.
 */

function Figure({ label, value, icon, id }: { label: string; value: number; icon: string; id: string }) {
  return (
    <li className="rounded-xl border border-line bg-card p-4 shadow-sm" data-school-figure={id} data-count={value}>
      <p className="text-sm text-muted">
        <span aria-hidden="true">{icon} </span>
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
    </li>
  );
}

function Section({ id, title, icon, empty, count, children }: { id: string; title: string; icon: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <Card>
      <h2 id={`school-${id}-title`} className="text-lg font-bold">
        <span aria-hidden="true">{icon} </span>
        {title}
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={`school-${id}-title`} className="mt-3 divide-y divide-line" data-school-list={id}>
          {children}
        </ul>
      )}
    </Card>
  );
}

export async function SchoolDashboard({ dashboard }: { dashboard: SchoolDashboardData | null }) {
  const [t, locale, format] = await Promise.all([getTranslations('schools'), getLocale(), getFormatter()]);
  if (!dashboard) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <PageHeader title={t('dashboard.noSchoolTitle')} lead={t('dashboard.noSchoolLead')} />
      </div>
    );
  }
  const { school, teachers, classes, students } = dashboard;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageHeader
        above={<p className="text-sm font-semibold uppercase tracking-wide text-accent">{t('dashboard.badge')}</p>}
        title={school.name}
        // The country by its name in the reader's language (the runtime's CLDR names), as the sign-up names it.
        lead={t('dashboard.lead', { country: new Intl.DisplayNames([locale], { type: 'region' }).of(school.country) ?? school.country, timeZone: school.timeZone })}
      />
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <Link href="/dashboard/school_admin/roster" className="font-semibold text-accent hover:underline" data-school-roster-link>
          {t('dashboard.roster')}
        </Link>
        <span className="text-muted">{t('dashboard.rosterLead')}</span>
      </p>
      <p className="text-sm">
        <Link href="/dashboard/school_admin/sign-in-settings" className="font-semibold text-accent hover:underline" data-school-sign-in-link>
          {t('dashboard.signIn')}
        </Link>
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('dashboard.figures')}>
        <Figure id="teachers" icon="🧑‍🏫" label={t('dashboard.teachers')} value={teachers.length} />
        <Figure id="classes" icon="🏫" label={t('dashboard.classes')} value={classes.length} />
        <Figure id="students" icon="🎒" label={t('dashboard.students')} value={students.length} />
        <Figure id="active" icon="⚡" label={t('dashboard.activeThisWeek', { days: ACTIVE_DAYS })} value={dashboard.activeLearners} />
      </ul>
      <MasteryByClass dashboard={dashboard} t={t} format={format} />
      <ImportHistory dashboard={dashboard} t={t} format={format} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="teachers" icon="🧑‍🏫" title={t('dashboard.teachers')} empty={t('dashboard.noTeachers')} count={teachers.length}>
          {teachers.map((teacher) => (
            <li key={teacher.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
              <span className="font-semibold">{fullNameOrEmail(teacher)}</span>
              <span className="min-w-0 break-all text-sm text-muted">{isUndeliverableAddress(teacher.email) ? t('dashboard.noEmail') : teacher.email}</span>
            </li>
          ))}
        </Section>
        <Section id="classes" icon="🏫" title={t('dashboard.classes')} empty={t('dashboard.noClasses')} count={classes.length}>
          {classes.map((group) => (
            <li key={group.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-school-class={group.id}>
              <span className="min-w-0">
                <span className="font-semibold">{group.name}</span>
                <span className="block text-sm text-muted">{t('dashboard.taughtBy', { name: fullNameOrEmail(group.teacher) })}</span>
              </span>
              <span className="flex flex-wrap items-baseline gap-x-3 text-sm">
                <span className="tabular-nums">{t('dashboard.approvedStudents', { count: group.approvedStudents })}</span>
                {group.approvedStudents > 0 ? (
                  <Link href={`/classes/${group.id}/cards`} className="font-semibold text-[var(--link-text)] hover:underline">
                    {t('dashboard.signInCards')}
                  </Link>
                ) : null}
              </span>
            </li>
          ))}
        </Section>
      </div>
      <Section id="students" icon="🎒" title={t('dashboard.students')} empty={t('dashboard.noStudents')} count={students.length}>
        {students.map((student) => (
          <li key={student.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-school-student={student.id} data-active={student.activeThisWeek}>
            <span className="font-semibold">{fullNameOrEmail(student)}</span>
            <span className={`text-sm ${student.activeThisWeek ? 'font-semibold text-success' : 'text-muted'}`}>
              {student.activeThisWeek ? <span aria-hidden="true">✓ </span> : null}
              {student.activeThisWeek ? t('dashboard.active') : t('dashboard.notActive')}
            </span>
          </li>
        ))}
      </Section>
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'schools'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

/**
 * Mastery by class: per class, the part of its (student, skill) pairs that stand at Mastered, as a percentage with the
 * count beside it, and a quiet bar. Class names are row headers, so a screen reader names the row it reads.
 */
function MasteryByClass({ dashboard, t, format }: { dashboard: SchoolDashboardData; t: Translate; format: Format }) {
  const skills = dashboard.classes.find((group) => group.mastery.skills > 0)?.mastery.skills ?? 0;
  return (
    <Card>
      <h2 id="school-mastery-title" className="text-lg font-bold">
        <span aria-hidden="true">🎯 </span>
        {t('dashboard.masteryTitle')}
      </h2>
      {dashboard.classes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('dashboard.noClasses')}</p>
      ) : (
        <>
          {skills > 0 ? <p className="mt-1 text-sm text-muted">{t('dashboard.masteryLead', { skills })}</p> : null}
          <div className="mt-3" data-school-mastery>
            <DataTable
              look="flush"
              minWidth="16rem"
              holdsNoControl
              caption={t('dashboard.masteryCaption')}
              columns={[t('dashboard.masteryClass'), { label: t('dashboard.masteryStudents'), numeric: true }, { label: t('dashboard.masteryMastered'), numeric: true }]}
            >
              {dashboard.classes.map((group) => (
                <tr key={group.id} data-school-mastery-class={group.id} data-mastered={group.mastery.mastered} data-possible={group.mastery.possible}>
                  <th scope="row" className={tableCell({ look: 'flush', extra: 'text-start font-semibold' })}>
                    <span className="block break-words">{group.name}</span>
                    <span className="block text-xs font-normal text-muted">{fullNameOrEmail(group.teacher)}</span>
                  </th>
                  <td className={tableCell({ look: 'flush', numeric: true })}>{format.number(group.approvedStudents)}</td>
                  <td className={tableCell({ look: 'flush', numeric: true })}>
                    <span className="font-semibold">{format.number(group.mastery.share, { style: 'percent', maximumFractionDigits: 0 })}</span>
                    <span className="block text-xs text-muted">{t('dashboard.masteryOf', { mastered: format.number(group.mastery.mastered), possible: format.number(group.mastery.possible) })}</span>
                    <span aria-hidden="true" className="ms-auto mt-1 block h-1.5 w-16 overflow-hidden rounded-full bg-line">
                      <span className="block h-full rounded-full bg-success" style={{ width: `${Math.round(group.mastery.share * 100)}%` }} />
                    </span>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        </>
      )}
    </Card>
  );
}

/** The last roster imports applied, newest first, each with what it brought; the roster page has the rest. */
function ImportHistory({ dashboard, t, format }: { dashboard: SchoolDashboardData; t: Translate; format: Format }) {
  return (
    <Section id="imports" icon="🗂️" title={t('dashboard.importsTitle')} empty={t('dashboard.importsEmpty')} count={dashboard.imports.length}>
      {dashboard.imports.map((row) => (
        <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-school-import={row.id}>
          <span className="font-semibold tabular-nums">{format.dateTime(row.appliedAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
          <span className="text-sm text-muted">
            {t('dashboard.importCounts', {
              students: row.counts.students.add,
              enrolments: row.counts.enrolments.add + row.counts.enrolments.change + row.counts.enrolments.remove,
            })}
          </span>
        </li>
      ))}
    </Section>
  );
}

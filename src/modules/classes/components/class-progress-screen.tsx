import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { PageLayout } from '@/components/ui/page-layout';
import { Avatar } from '@/modules/avatars/components/avatar';
import { ClassSkills } from '@/modules/mastery/components/class-skills';
import { XpChart } from '@/modules/progress/components/xp-chart';
import type { ClassProgressPage } from '../class-progress';

const PANEL = 'rounded-2xl border border-line bg-card p-6 shadow-sm';

const query = (classId: string, days: number) => `class=${encodeURIComponent(classId)}&days=${days}`;

/**
 * A tutor's /progress (decision 034's class view): a switcher of the tutor's classes and of 30/90 days, the class's XP
 * by day, the lesson × student grid of first scores, accuracy per lesson, the class by skill (who needs help with
 * what), the questions missed most, and each student's simulator activity (never an amount). Every chart and grid
 * is a table; the CSV holds the grid.
 */
export async function ClassProgressScreen({ page }: { page: ClassProgressPage }) {
  const [t, format, locale] = await Promise.all([getTranslations('classes.progress'), getFormatter(), getLocale()]);
  const { selected, learning, students } = page;
  if (!selected || !learning) {
    return (
      <PageLayout title={t('title')} lead={t('leadNone')}>
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">
          {t('noClass')}{' '}
          <Link href="/classes" className="font-semibold text-primary hover:underline">
            {t('toClasses')}
          </Link>
        </p>
      </PageLayout>
    );
  }
  const percent = (correct: number, total: number) => (total > 0 ? format.number(correct / total, { style: 'percent' }) : '–');
  const short = (name: string) => name.split(' ')[0] ?? name;
  const periodLabel = t('period', {
    from: format.dateTime(new Date(`${page.period.from}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    to: format.dateTime(new Date(`${page.period.to}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    zone: selected.timeZone,
  });
  return (
    <PageLayout
      width="7xl"
      title={t('title')}
      lead={t('lead', { className: selected.name, days: page.days })}
      actions={
        page.canExport ? (
          <a href={`/progress/export?${query(selected.id, page.days)}`} className={buttonClass('secondary', 'py-2')} download>
            {t('csv')}
          </a>
        ) : (
          <a href="/settings/billing" className={buttonClass('secondary', 'py-2')}>
            {t('csvWithClassroom')}
          </a>
        )
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('classSwitcher')}>
          <ul className="flex flex-wrap gap-2">
            {page.classes.map((group) => (
              <li key={group.id}>
                <Link
                  href={`/progress?${query(group.id, page.days)}`}
                  prefetch={false}
                  aria-current={group.id === selected.id ? 'page' : undefined}
                  className={`block rounded-full border px-4 py-1.5 text-sm font-semibold ${group.id === selected.id ? 'border-primary bg-primary/10 text-ink' : 'border-line bg-card hover:border-primary'}`}
                >
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('range')}>
          <ul className="flex gap-1 rounded-full border border-line p-1 text-sm font-semibold">
            {[30, 90].map((days) => (
              <li key={days}>
                <Link
                  href={`/progress?${query(selected.id, days)}`}
                  prefetch={false}
                  aria-current={page.days === days ? 'page' : undefined}
                  className={`block rounded-full px-3 py-1 ${page.days === days ? 'bg-primary text-primary-ink' : 'hover:bg-line/60'}`}
                >
                  {t('days', { days })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="text-sm text-muted">{periodLabel}</p>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          { label: t('figures.students'), value: format.number(students.length) },
          { label: t('figures.active'), value: format.number(learning.activeStudents) },
          { label: t('figures.lessons'), value: format.number(learning.lessons.length) },
          { label: t('figures.xp'), value: format.number(learning.periodXp) },
        ].map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-line bg-card p-4">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="class-xp-title" className={PANEL}>
        <h2 id="class-xp-title" className="text-lg font-bold">
          {t('xpTitle', { days: page.days })}
        </h2>
        <div className="mt-3">
          <XpChart
            days={learning.xpByDay}
            goalXp={null}
            locale={locale}
            labels={{ title: t('xpTitle', { days: page.days }), summary: t('xpSummary', { xp: format.number(learning.periodXp), days: page.days }), day: t('day'), xp: t('xp') }}
          />
        </div>
      </section>

      <section aria-labelledby="grid-title" className={PANEL}>
        <h2 id="grid-title" className="text-lg font-bold">
          {t('gridTitle')}
        </h2>
        <p className="mb-3 mt-0.5 text-sm text-muted">{t('gridLead')}</p>
        {learning.lessons.length === 0 || students.length === 0 ? (
          <p className="text-sm text-muted">{t('gridEmpty')}</p>
        ) : (
          <DataTable
            look="flush"
            caption={t('gridTitle')}
            minWidth={`${14 + students.length * 6}rem`}
            columns={[t('lesson'), ...students.map((student) => ({ label: student.name, header: <span title={student.name}>{short(student.name)}</span>, numeric: true })), { label: t('classAccuracy'), numeric: true }]}
          >
            {learning.lessons.map((lesson) => (
              <tr key={lesson.lessonId} data-grid-lesson={lesson.lessonTitle}>
                <th scope="row" className={tableCell({ look: 'flush', extra: 'text-start font-semibold' })}>
                  {lesson.lessonTitle}
                  <span className="block text-xs font-normal text-muted">{lesson.courseTitle}</span>
                </th>
                {students.map((student) => {
                  const cell = lesson.byStudent[student.id];
                  return (
                    <td key={student.id} className={tableCell({ look: 'flush', numeric: true, extra: cell ? (cell.total > 0 && cell.correct / cell.total < 0.7 ? 'font-semibold text-error' : 'font-semibold text-success') : 'text-muted' })} data-student={student.name}>
                      {cell ? (
                        percent(cell.correct, cell.total)
                      ) : (
                        // A dash is shown, the words are read: aria-label may not name a plain span (ARIA 1.2).
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">{t('notDone')}</span>
                        </>
                      )}
                    </td>
                  );
                })}
                <td className={tableCell({ look: 'flush', numeric: true })}>{percent(lesson.correct, lesson.total)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <ClassSkills skills={page.skills} students={students} className={PANEL} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="missed-title" className={`${PANEL} min-w-0`}>
          <h2 id="missed-title" className="text-lg font-bold">
            {t('missedTitle')}
          </h2>
          <p className="mb-3 mt-0.5 text-sm text-muted">{t('missedLead')}</p>
          {learning.missed.length === 0 ? (
            <p className="text-sm text-muted">{t('missedEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {learning.missed.map((question) => (
                <li key={`${question.lessonId}-${question.blockId}`} className="rounded-xl border border-line p-3" data-missed={question.prompt}>
                  <p className="font-semibold">{question.prompt}</p>
                  <p className="text-xs text-muted">
                    {question.lessonTitle}
                    <span aria-hidden="true"> · </span>
                    {t('missedCount', { missed: question.missed, answered: question.answered })}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="sim-title" className={`${PANEL} min-w-0`}>
          <h2 id="sim-title" className="text-lg font-bold">
            {t('simTitle')}
          </h2>
          <p className="mb-3 mt-0.5 text-sm text-muted">{t('simLead')}</p>
          <DataTable
            look="flush"
            caption={t('simTitle')}
            minWidth="24rem"
            columns={[t('student'), { label: t('trades'), numeric: true }, { label: t('holdings'), numeric: true }, { label: t('return'), numeric: true }]}
            empty={students.length === 0 ? t('gridEmpty') : null}
          >
            {students.map((student) => (
              <tr key={student.id} data-sim-student={student.name}>
                <td className={tableCell({ look: 'flush' })}>
                  <Link href={`/students/${encodeURIComponent(student.id)}`} prefetch={false} className="flex items-center gap-2 font-semibold text-[var(--link-text)] hover:underline">
                    <Avatar seed={student.avatarSeed} variant={student.avatarVariant} size={24} alt="" />
                    {student.name}
                  </Link>
                </td>
                {student.simulator?.hasAccount ? (
                  <>
                    <td className={tableCell({ look: 'flush', numeric: true })}>{format.number(student.simulator.trades)}</td>
                    <td className={tableCell({ look: 'flush', numeric: true })}>{format.number(student.simulator.holdings)}</td>
                    <td className={tableCell({ look: 'flush', numeric: true })}>
                      {student.simulator.returnPct === null ? (
                        <span className="text-muted">{t('hidden')}</span>
                      ) : (
                        format.number(student.simulator.returnPct / 100, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })
                      )}
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className={tableCell({ look: 'flush', extra: 'text-muted' })}>
                    {t('noAccount')}
                  </td>
                )}
              </tr>
            ))}
          </DataTable>
        </section>
      </div>
      <p className="text-sm text-muted">{t('seenByFamilies')}</p>
    </PageLayout>
  );
}

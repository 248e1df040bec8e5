import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StatusPill } from '@/components/ui/status-pill';
import type { AssignmentInfo, AssignmentStatus, AssignmentSummary, StudentAssignment } from '../assignment-queries';

/*
 * Assignments as each side reads them (decision 034): the tutor's list on the class page, the child's on their
 * dashboard and /lessons, and a student's on the tutor's student page. Server components; no client script.
 */

const TONE: Record<AssignmentStatus, 'success' | 'muted' | 'error' | 'accent'> = { done: 'success', late: 'accent', open: 'muted', overdue: 'error' };

/** A due day as the class set it: a calendar date, never shifted by the reader's zone. */
function dueLabel(format: Awaited<ReturnType<typeof getFormatter>>, dueOn: string): string {
  return format.dateTime(new Date(`${dueOn}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}

async function Due({ item }: { item: AssignmentInfo }) {
  const [t, format] = await Promise.all([getTranslations('classes.assignments'), getFormatter()]);
  return <span>{item.dueOn ? t('due', { date: dueLabel(format, item.dueOn) }) : t('noDue')}</span>;
}

export async function StatusBadge({ status }: { status: AssignmentStatus }) {
  const t = await getTranslations('classes.assignments.status');
  return <StatusPill tone={TONE[status]}>{t(status)}</StatusPill>;
}

/** The class page: each assignment with how many are done, late and overdue; a link to its results. */
export async function ClassAssignments({ classId, items }: { classId: string; items: AssignmentSummary[] }) {
  const t = await getTranslations('classes.assignments');
  if (items.length === 0) return <p className="text-sm text-muted">{t('empty')}</p>;
  return (
    <ul className="divide-y divide-line" aria-label={t('title')}>
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-assignment={item.target.title}>
          <div className="min-w-0 flex-1">
            <Link href={`/classes/${classId}/assignments/${item.id}`} prefetch={false} className="font-semibold text-[var(--link-text)] hover:underline">
              {item.target.kind === 'course' ? t('course', { title: item.target.title }) : item.target.title}
            </Link>
            <p className="text-xs text-muted">
              <Due item={item} />
              <span aria-hidden="true"> · </span>
              {t('counts', { done: item.done + item.late, students: item.students })}
              {item.late > 0 ? <> · {t('lateCount', { count: item.late })}</> : null}
              {item.overdue > 0 ? <> · {t('overdueCount', { count: item.overdue })}</> : null}
            </p>
          </div>
          {item.cancelled ? <StatusPill tone="muted">{t('cancelled')}</StatusPill> : item.overdue > 0 ? <StatusBadge status="overdue" /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The child's own: what to do, from whom, by when; a link that starts it. */
export async function MyAssignments({ items }: { items: StudentAssignment[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations('classes.assignments');
  return (
    <section aria-labelledby="my-assignments-title" className="rounded-2xl border-2 border-primary bg-card p-5 shadow-sm" data-my-assignments>
      <h2 id="my-assignments-title" className="text-lg font-bold">
        <span aria-hidden="true">📌 </span>
        {t('mineTitle')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3" data-assignment={item.target.title} data-status={item.status}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {item.target.kind === 'course' ? t('course', { title: item.target.title }) : item.target.title} <StatusBadge status={item.status} />
              </p>
              <p className="text-sm text-muted">
                {t('from', { className: item.className })}
                <span aria-hidden="true"> · </span>
                <Due item={item} />
              </p>
              {item.note ? <p className="mt-1 whitespace-pre-line break-words text-sm">{item.note}</p> : null}
            </div>
            {item.status === 'open' || item.status === 'overdue' ? (
              <Link href={item.target.href} prefetch={false} className="rounded-xl bg-primary px-4 py-2 text-sm font-semibold text-primary-ink hover:opacity-90">
                {t('start')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A student's assignments in the tutor's classes, with their scores (the student page). */
export async function StudentAssignments({ items, firstName }: { items: StudentAssignment[]; firstName: string }) {
  const [t, format] = await Promise.all([getTranslations('classes.assignments'), getFormatter()]);
  return (
    <section aria-labelledby="student-assignments-title" className="rounded-2xl border border-line bg-card p-6 shadow-sm">
      <h2 id="student-assignments-title" className="text-lg font-bold">
        {t('studentTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('studentEmpty', { name: firstName })}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-2" data-assignment={item.target.title} data-status={item.status}>
              <div className="min-w-0 flex-1">
                <Link href={`/classes/${item.classId}/assignments/${item.id}`} prefetch={false} className="font-semibold text-[var(--link-text)] hover:underline">
                  {item.target.kind === 'course' ? t('course', { title: item.target.title }) : item.target.title}
                </Link>
                <p className="text-xs text-muted">
                  {item.className}
                  <span aria-hidden="true"> · </span>
                  <Due item={item} />
                  {item.cancelled ? <> · {t('cancelled')}</> : null}
                </p>
              </div>
              {item.total ? <span className="text-sm tabular-nums">{t('score', { correct: item.correct ?? 0, total: item.total, percent: format.number((item.correct ?? 0) / item.total, { style: 'percent' }) })}</span> : null}
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

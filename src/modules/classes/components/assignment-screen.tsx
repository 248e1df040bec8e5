import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { PageLayout } from '@/components/ui/page-layout';
import { StatusPill } from '@/components/ui/status-pill';
import { localDay } from '@/lib/time-zones';
import { Avatar } from '@/modules/avatars/components/avatar';
import { cancelAssignmentAction, changeDueDateAction } from '../actions';
import type { AssignmentDetail } from '../assignment-queries';
import { StatusBadge } from './assignment-lists';

/**
 * /classes/[id]/assignments/[assignmentId]: one assignment's results (decision 034): per student, done on time,
 * late, open or overdue, when and with what score; the tutor moves the due date or cancels, and downloads the CSV.
 */
export async function AssignmentScreen({ detail }: { detail: AssignmentDetail }) {
  const [t, format] = await Promise.all([getTranslations('classes.assignments'), getFormatter()]);
  const { assignment, recipients } = detail;
  const title = assignment.target.kind === 'course' ? t('course', { title: assignment.target.title }) : assignment.target.title;
  const done = recipients.filter((row) => row.status === 'done' || row.status === 'late').length;
  const base = `/classes/${assignment.classId}/assignments/${assignment.id}`;
  return (
    <PageLayout
      width="5xl"
      above={<BackLink href={`/classes/${assignment.classId}`}>{t('back', { className: assignment.className })}</BackLink>}
      title={title}
      lead={
        <span className="flex flex-wrap items-center gap-2">
          <span>{t('detailLead', { done, students: recipients.length, course: assignment.target.courseTitle })}</span>
          {assignment.cancelled ? <StatusPill tone="muted">{t('cancelled')}</StatusPill> : null}
        </span>
      }
      actions={
        <a href={`${base}/export`} className={buttonClass('secondary', 'py-2')} download>
          {t('csv')}
        </a>
      }
    >
      {assignment.note ? (
        <p className="whitespace-pre-line break-words rounded-2xl border border-line bg-card px-4 py-3 text-sm">
          <span className="font-semibold">{t('noteLabel')} </span>
          {assignment.note}
        </p>
      ) : null}
      <DataTable
        caption={t('resultsCaption', { title })}
        minWidth="40rem"
        columns={[t('columns.student'), t('columns.status'), t('columns.finished'), { label: t('columns.score'), numeric: true }]}
        empty={recipients.length === 0 ? t('noRecipients') : null}
      >
        {recipients.map((row) => (
          <tr key={row.childId} data-recipient={row.name} data-status={row.status}>
            <td className={tableCell()}>
              <Link href={`/students/${encodeURIComponent(row.childId)}`} prefetch={false} className="flex items-center gap-2 font-semibold text-[var(--link-text)] hover:underline">
                <Avatar seed={row.avatarSeed} variant={row.avatarVariant} size={28} alt="" />
                {row.name}
              </Link>
            </td>
            <td className={tableCell()}>
              <StatusBadge status={row.status} />
            </td>
            <td className={tableCell({ extra: 'text-muted' })}>{row.completedAt ? format.dateTime(row.completedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '–'}</td>
            <td className={tableCell({ numeric: true })}>{row.total ? t('score', { correct: row.correct ?? 0, total: row.total, percent: format.number((row.correct ?? 0) / row.total, { style: 'percent' }) }) : '–'}</td>
          </tr>
        ))}
      </DataTable>
      {assignment.cancelled ? null : (
        <Card>
          <h2 className="text-lg font-bold">{t('manage')}</h2>
          <p className="mb-3 mt-0.5 text-sm text-muted">
            {assignment.dueOn ? t('dueDetail', { date: format.dateTime(new Date(`${assignment.dueOn}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' }), zone: assignment.timeZone }) : t('noDue')}
          </p>
          <OneFieldForm
            action={changeDueDateAction}
            fields={{ assignmentId: assignment.id }}
            name="dueOn"
            type="date"
            required={false}
            min={localDay(new Date(), assignment.timeZone)}
            label={t('newDue')}
            hint={t('newDueHint')}
            submitLabel={t('saveDue')}
            defaultValue={assignment.dueOn ?? ''}
            maxLength={10}
          />
          <div className="mt-6 border-t border-line pt-4">
            <ActionForm
              action={cancelAssignmentAction}
              fields={{ assignmentId: assignment.id }}
              label={t('cancel')}
              variant="danger"
              confirm={{ title: t('cancelTitle', { title }), body: t('cancelBody'), confirmLabel: t('cancel'), cancelLabel: t('keep') }}
            />
          </div>
        </Card>
      )}
    </PageLayout>
  );
}

import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { PageLayout } from '@/components/ui/page-layout';
import { StatusPill } from '@/components/ui/status-pill';
import { Avatar } from '@/modules/avatars/components/avatar';
import { deleteTemplateAction, removeFeedbackAction, saveTemplateAction } from '../actions';
import type { ModerationRow, TutorFeedbackPage, TutorThreadPage } from '../queries';
import { FEEDBACK_MAX, TEMPLATES_MAX } from '../limits';
import { MarkRead } from './mark-read';
import { MessageList } from './message-list';
import { TutorMessageForm } from './tutor-message-form';

/*
 * The feedback screens of /feedback (decision 035): the tutor's list of students and templates, the tutor's thread with
 * a student, and the admin's moderation list.
 */

const PANEL = 'rounded-2xl border border-line bg-card p-6 shadow-sm';

/** /feedback for a tutor: every approved student with their thread's last words and unread count; the templates. */
export async function TutorFeedbackScreen({ page }: { page: TutorFeedbackPage }) {
  const [t, format] = await Promise.all([getTranslations('feedback'), getFormatter()]);
  return (
    <PageLayout width="6xl" title={t('title')} lead={page.unread > 0 ? t('leadUnread', { count: page.unread }) : t('lead')}>
      {page.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">
          {t('noStudents')}{' '}
          <Link href="/classes" className="font-semibold text-primary hover:underline">
            {t('toClasses')}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-card" aria-label={t('studentsLabel')}>
          {page.rows.map((row) => (
            <li key={row.student.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-feedback-student={row.student.name}>
              <Avatar seed={row.student.avatarSeed} variant={row.student.avatarVariant} size={40} alt="" />
              <div className="min-w-0 flex-1">
                <Link href={`/feedback/${encodeURIComponent(row.student.id)}`} prefetch={false} className="font-semibold text-[var(--link-text)] hover:underline">
                  {row.student.name}
                </Link>
                <p className="truncate text-sm text-muted">{row.lastBody ?? t('nothingYet')}</p>
              </div>
              {row.lastAt ? <span className="text-xs text-muted">{format.dateTime(row.lastAt, { dateStyle: 'medium' })}</span> : null}
              {row.unread > 0 ? <StatusPill tone="accent">{t('unread', { count: row.unread })}</StatusPill> : null}
            </li>
          ))}
        </ul>
      )}
      <Card>
        <h2 className="text-lg font-bold">{t('templates.title')}</h2>
        <p className="mb-3 mt-0.5 text-sm text-muted">{t('templates.lead', { max: TEMPLATES_MAX })}</p>
        {page.templates.length > 0 ? (
          <ul className="mb-4 divide-y divide-line">
            {page.templates.map((template) => (
              <li key={template.id} className="flex items-center gap-3 py-2" data-template={template.body}>
                <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-sm">{template.body}</p>
                <ActionForm action={deleteTemplateAction} fields={{ templateId: template.id }} label={t('templates.delete')} accessibleLabel={t('templates.deleteNamed', { body: template.body.slice(0, 40) })} variant="ghost" />
              </li>
            ))}
          </ul>
        ) : null}
        <OneFieldForm action={saveTemplateAction} name="body" label={t('templates.new')} hint={t('templates.example')} submitLabel={t('templates.save')} maxLength={FEEDBACK_MAX} clearOnSuccess />
      </Card>
    </PageLayout>
  );
}

/** /feedback/[childId]: the thread with one student and the form to write. */
export async function TutorThreadScreen({ page }: { page: TutorThreadPage }) {
  const t = await getTranslations('feedback');
  const { thread } = page;
  return (
    <PageLayout
      width="4xl"
      above={<BackLink href="/feedback">{t('back')}</BackLink>}
      title={
        <span className="flex items-center gap-3">
          <Avatar seed={thread.child.avatarSeed} variant={thread.child.avatarVariant} size={48} alt="" />
          {thread.child.name}
        </span>
      }
      lead={t('threadLead', { name: thread.child.name })}
    >
      <section aria-labelledby="thread-title" className={PANEL}>
        <h2 id="thread-title" className="mb-3 text-lg font-bold">
          {t('conversation')}
        </h2>
        <MessageList thread={thread} viewer="tutor" />
        {thread.unread > 0 ? <MarkRead tutorId={thread.tutor.id} childId={thread.child.id} upTo={thread.messages.at(-1)!.seq} /> : null}
      </section>
      <section aria-labelledby="write-title" className={PANEL}>
        <h2 id="write-title" className="mb-3 text-lg font-bold">
          {t('write.title')}
        </h2>
        <TutorMessageForm childId={thread.child.id} about={page.about} templates={page.templates} />
      </section>
      <p className="text-sm text-muted">{t('rules')}</p>
    </PageLayout>
  );
}

/** /feedback for an admin: the latest messages, each removable (audited; the record stays in the audit log). */
export async function ModerationScreen({ rows, next }: { rows: ModerationRow[]; next: string | null }) {
  const [t, format] = await Promise.all([getTranslations('feedback.moderation'), getFormatter()]);
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')}>
      <DataTable caption={t('title')} minWidth="56rem" columns={[t('when'), t('from'), t('to'), t('message'), { label: t('actions'), hidden: true }]} empty={rows.length === 0 ? t('empty') : null}>
        {rows.map((row) => (
          <tr key={row.id} className="align-top" data-moderation={row.id}>
            <td className={tableCell({ extra: 'whitespace-nowrap text-muted' })}>{format.dateTime(row.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
            <td className={tableCell()}>{row.author === 'tutor' ? row.tutorName : row.childName}</td>
            <td className={tableCell()}>{row.author === 'tutor' ? row.childName : row.tutorName}</td>
            <td className={tableCell({ extra: 'max-w-xl' })}>
              <p className={`whitespace-pre-wrap break-words ${row.removed ? 'text-muted line-through' : ''}`}>{row.body}</p>
            </td>
            <td className={tableCell()}>
              {row.removed ? (
                <StatusPill tone="muted">{t('removed')}</StatusPill>
              ) : (
                <ActionForm
                  action={removeFeedbackAction}
                  fields={{ messageId: row.id }}
                  label={t('remove')}
                  variant="danger"
                  confirm={{ title: t('removeTitle'), body: t('removeBody'), confirmLabel: t('remove'), cancelLabel: t('keep') }}
                />
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {next ? (
        <Link href={`/feedback?before=${encodeURIComponent(next)}`} className="text-sm font-semibold text-primary hover:underline">
          {t('older')}
        </Link>
      ) : null}
    </PageLayout>
  );
}

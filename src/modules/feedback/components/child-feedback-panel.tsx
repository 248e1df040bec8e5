import { getTranslations } from 'next-intl/server';
import { ResentOneFieldForm } from '@/components/ui/resent-one-field-form';
import { StatusPill } from '@/components/ui/status-pill';
import { Avatar } from '@/modules/avatars/components/avatar';
import { replyFeedbackAction } from '../actions';
import type { FeedbackThread } from '../queries';
import { FEEDBACK_MAX } from '../limits';
import { MarkRead } from './mark-read';
import { MessageList } from './message-list';

/** The child's threads on their dashboard: each tutor's words, a reply, reactions. Nothing when no tutor wrote yet. */
export async function ChildFeedbackPanel({ threads }: { threads: FeedbackThread[] }) {
  if (threads.length === 0) return null;
  const t = await getTranslations('feedback');
  const unread = threads.reduce((sum, thread) => sum + thread.unread, 0);
  return (
    <section aria-labelledby="my-feedback-title" className="rounded-2xl border border-line bg-card p-5 shadow-sm" data-my-feedback>
      <h2 id="my-feedback-title" className="text-lg font-bold">
        <span aria-hidden="true">💬 </span>
        {t('child.title')}
        {unread > 0 ? (
          <span className="ms-2 align-middle">
            <StatusPill tone="accent">{t('unread', { count: unread })}</StatusPill>
          </span>
        ) : null}
      </h2>
      <div className="mt-3 flex flex-col gap-6">
        {threads.map((thread) => (
          <div key={thread.tutor.id} className="flex flex-col gap-3" data-feedback-thread={thread.tutor.name}>
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Avatar seed={thread.tutor.avatarSeed} variant={thread.tutor.avatarVariant} size={28} alt="" />
              {t('child.from', { name: thread.tutor.name })}
            </p>
            <MessageList thread={thread} viewer="child" />
            {thread.mayWrite ? (
              <ResentOneFieldForm action={replyFeedbackAction} fields={{ tutorId: thread.tutor.id }} resendSlot={`feedback-reply:${thread.tutor.id}`} name="body" label={t('child.reply', { name: thread.tutor.name })} submitLabel={t('child.send')} maxLength={FEEDBACK_MAX} clearOnSuccess />
            ) : (
              <p className="text-xs text-muted">{t('child.closed')}</p>
            )}
            {thread.unread > 0 ? <MarkRead tutorId={thread.tutor.id} childId={thread.child.id} upTo={thread.messages.at(-1)!.seq} /> : null}
          </div>
        ))}
      </div>
      <p className="mt-4 text-xs text-muted">{t('child.whoSees')}</p>
    </section>
  );
}

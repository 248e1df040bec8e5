import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { StatusPill } from '@/components/ui/status-pill';
import { reactFeedbackAction } from '../actions';
import type { FeedbackThread } from '../queries';
import { REACTION_EMOJI, REACTIONS } from '../limits';

/**
 * A thread's messages, oldest first: the tutor's on one side, the child's on the other. Text is drawn as plain text
 * (never turned into links, decision 035); a removed message says so. The child may react to the tutor's messages.
 */
export async function MessageList({ thread, viewer }: { thread: FeedbackThread; viewer: 'tutor' | 'child' | 'parent' }) {
  const [t, format] = await Promise.all([getTranslations('feedback'), getFormatter()]);
  if (thread.messages.length === 0) return <p className="text-sm text-muted">{t('noMessages')}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t('threadLabel', { tutor: thread.tutor.name, child: thread.child.name })}>
      {thread.messages.map((message) => {
        const mine = (viewer === 'tutor' && message.author === 'tutor') || (viewer === 'child' && message.author === 'child');
        const author = message.author === 'tutor' ? thread.tutor.name : thread.child.name;
        return (
          <li key={message.id} className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`} data-message-author={message.author} data-unread={message.unread || undefined}>
            <div className={`max-w-[85%] rounded-2xl border px-4 py-2.5 ${mine ? 'border-primary/40 bg-primary/10' : 'border-line bg-card'} ${message.unread ? 'ring-2 ring-accent' : ''}`}>
              <p className="text-xs font-semibold text-muted">
                {author}
                <span aria-hidden="true"> · </span>
                <time dateTime={message.createdAt.toISOString()}>{format.dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                {message.unread ? (
                  <span className="ms-2">
                    <StatusPill tone="accent">{t('new')}</StatusPill>
                  </span>
                ) : null}
              </p>
              {message.about ? <p className="mt-0.5 text-xs text-muted">{t(message.about.kind === 'assignment' ? 'aboutAssignment' : 'aboutLesson', { title: message.about.title })}</p> : null}
              {message.body === null ? <p className="mt-1 text-sm italic text-muted">{t('removed')}</p> : <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>}
              {message.reaction ? (
                <p className="mt-1 text-sm">
                  <span aria-hidden="true">{REACTION_EMOJI[message.reaction]}</span>
                  <span className="sr-only">{t('reactedWith', { name: thread.child.name, reaction: t(`reactions.${message.reaction}`) })}</span>
                </p>
              ) : null}
            </div>
            {viewer === 'child' && message.author === 'tutor' && message.body !== null ? (
              <div className="flex flex-wrap gap-1" role="group" aria-label={t('reactTo')}>
                {REACTIONS.map((reaction) => (
                  <ActionForm
                    key={reaction}
                    action={reactFeedbackAction}
                    fields={{ messageId: message.id, reaction: message.reaction === reaction ? '' : reaction }}
                    label={REACTION_EMOJI[reaction]}
                    accessibleLabel={message.reaction === reaction ? t('unreact', { reaction: t(`reactions.${reaction}`) }) : t('react', { reaction: t(`reactions.${reaction}`) })}
                    variant={message.reaction === reaction ? 'primary' : 'ghost'}
                  />
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

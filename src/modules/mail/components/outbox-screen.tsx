import { getFormatter, getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/ui/page-layout';
import type { OutboxMessage } from '../queries';

/**
 * /admin/outbox: mail the app would have sent, when no SMTP server is configured; newest first, each one unfolds to its
 * text and the HTML part's source (shown as text, never rendered: it is mail, not our page). Links arrive masked.
 */
export async function OutboxScreen({ messages }: { messages: OutboxMessage[] }) {
  const [t, format] = await Promise.all([getTranslations('outbox'), getFormatter()]);
  return (
    <PageLayout tone="admin" title={t('title')} lead={t('lead')}>
      <p className="text-sm text-muted">{t('masked')}</p>
      {messages.length === 0 ? <p className="rounded-xl border border-line bg-card p-6 text-center text-muted">{t('empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-line bg-card">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="font-semibold">{message.subject}</span>
                <span className="text-muted">{t('to', { to: message.to })}</span>
                <time className="ms-auto tabular-nums text-muted" dateTime={message.createdAt.toISOString()}>
                  {format.dateTime(message.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
                </time>
              </summary>
              <pre className="overflow-x-auto whitespace-pre-wrap border-t border-line px-4 py-3 font-sans text-sm">{message.text}</pre>
              {message.html ? (
                <details className="border-t border-line px-4 py-3 text-sm">
                  <summary className="cursor-pointer text-muted">{t('html')}</summary>
                  <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all font-mono text-xs">{message.html}</pre>
                </details>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}

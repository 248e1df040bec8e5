import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { listOutbox } from '@/modules/mail';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('outbox'))('title') };
}

/** The local outbox: mail the app would have sent, when no SMTP server is configured. */
export default async function OutboxPage() {
  const actor = await requirePermission('read:outbox:any');
  const t = await getTranslations('outbox');
  const format = await getFormatter();
  const messages = await listOutbox(actor);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
      <PageHeader tone="admin" title={t('title')} lead={t('lead')} />
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
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

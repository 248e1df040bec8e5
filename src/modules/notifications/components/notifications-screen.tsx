import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { PageLayout } from '@/components/ui/page-layout';
import { markAllNotificationsReadAction, markNotificationReadAction } from '../actions';
import type { NotificationsPage, NotificationView } from '../queries';
import { NOTIFICATION_ICON } from '../types';
import { LiveRefresh } from './live-refresh';
import { NotificationLink } from './notification-link';

const PANEL = 'rounded-2xl border border-line bg-card shadow-sm';

/** The notifications of one day, under its heading, in the order they came (newest first). */
interface Day {
  label: string;
  items: NotificationView[];
}

/**
 * /notifications (decision 036): the reader's notifications grouped by day, all or only the unread, a page at a time;
 * each is a link to what it is about, and opening it marks it read; one or all can be marked read. A new one redraws
 * the page live.
 */
export async function NotificationsScreen({ page }: { page: NotificationsPage }) {
  const [t, format] = await Promise.all([getTranslations('notifications'), getFormatter()]);
  const dayOf = (date: Date) => format.dateTime(date, { dateStyle: 'full' });
  const today = dayOf(page.now);
  const yesterday = dayOf(new Date(page.now.getTime() - 86_400_000));
  const days: Day[] = [];
  for (const item of page.items) {
    const day = dayOf(item.createdAt);
    const label = day === today ? t('today') : day === yesterday ? t('yesterday') : day;
    if (days.at(-1)?.label === label) days.at(-1)!.items.push(item);
    else days.push({ label, items: [item] });
  }
  const text = (item: NotificationView) => t(`types.${item.type}`, item.params);
  const tab = (show: 'all' | 'unread', label: string) => (
    <Link
      href={show === 'all' ? '/notifications' : '/notifications?show=unread'}
      aria-current={page.filters.show === show ? 'page' : undefined}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold ${page.filters.show === show ? 'bg-[var(--primary)] text-[var(--button1-text)]' : 'border border-line bg-card hover:bg-page'}`}
    >
      {label}
    </Link>
  );
  return (
    <PageLayout
      width="4xl"
      title={t('title')}
      lead={t('lead')}
      actions={page.unread > 0 ? <ActionForm action={markAllNotificationsReadAction} fields={{}} label={t('markAll')} variant="secondary" /> : undefined}
    >
      <LiveRefresh unread={page.unread} />
      <nav aria-label={t('filters.label')} className="flex gap-2">
        {tab('all', t('filters.all'))}
        {tab('unread', t('filters.unread', { count: page.unread }))}
      </nav>
      {days.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">{page.filters.show === 'unread' ? t('emptyUnread') : t('empty')}</p>
      ) : (
        days.map((day) => (
          <section key={day.label} aria-label={day.label} className="flex flex-col gap-2">
            <h2 className="text-sm font-bold text-muted">{day.label}</h2>
            <ul className={`${PANEL} divide-y divide-line`}>
              {day.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3" data-notification={item.type} data-read={item.read}>
                  <span aria-hidden="true" className="text-xl leading-7">
                    {NOTIFICATION_ICON[item.type]}
                  </span>
                  {/* At least 12rem for the words: on a phone the "mark as read" button goes under them. */}
                  <div className="min-w-0 flex-1 basis-48">
                    <NotificationLink id={item.id} href={item.link} className={`block text-start underline-offset-2 hover:underline ${item.read ? '' : 'font-semibold'}`}>
                      {item.read ? null : <span className="sr-only">{t('unread')}: </span>}
                      {text(item)}
                    </NotificationLink>
                    <p className="text-xs text-muted">
                      <time dateTime={item.createdAt.toISOString()}>{format.dateTime(item.createdAt, { timeStyle: 'short' })}</time>
                    </p>
                  </div>
                  {item.read ? null : (
                    <>
                      <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-[var(--primary)]" />
                      <ActionForm action={markNotificationReadAction} fields={{ notificationId: item.id }} label={t('markRead')} accessibleLabel={t('markReadNamed', { text: text(item) })} variant="ghost" className="shrink-0" />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {page.next || page.filters.before ? (
        <nav aria-label={t('older')} className="flex justify-between text-sm font-semibold">
          {page.filters.before ? (
            <Link href={page.filters.show === 'unread' ? '/notifications?show=unread' : '/notifications'} className="text-[var(--link-text)] hover:underline">
              {t('newest')}
            </Link>
          ) : (
            <span />
          )}
          {page.next ? (
            <Link href={`/notifications?${new URLSearchParams({ ...(page.filters.show === 'unread' ? { show: 'unread' } : {}), before: page.next })}`} className="text-[var(--link-text)] hover:underline">
              {t('older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </PageLayout>
  );
}

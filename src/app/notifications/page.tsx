import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { getNotificationsPage, notificationFiltersSchema } from '@/modules/notifications';
import { NotificationsScreen } from '@/modules/notifications/components/notifications-screen';
import { singleParam } from '@/lib/search-params';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notifications'))('title') };
}

/**
 * Parent and tutor sidebar /notifications, and where every signed-in person's bell leads (decision 036): one's own
 * notifications, all or unread, a page at a time.
 */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('read:notification:own');
  const query = await searchParams;
  const filters = notificationFiltersSchema.parse({ show: singleParam(query.show), before: singleParam(query.before) });
  return <NotificationsScreen page={await getNotificationsPage(actor, filters, await getLocale())} />;
}

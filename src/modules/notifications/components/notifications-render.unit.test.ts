import { type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { NotificationsPage } from '../queries';


// The screen reads next-intl/server; here it answers from the same messages, collecting any missing key.
const intl = await renderIntl();
vi.mock('next-intl/server', () => serverIntl(intl));
// The rows' actions are server actions; rendering never calls them.
vi.mock('../actions', () => ({ openNotificationAction: vi.fn(), markNotificationReadAction: vi.fn(), markAllNotificationsReadAction: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { NotificationsScreen } = await import('./notifications-screen');

const NOW = new Date('2026-11-26T12:00:00Z');
const PAGE: NotificationsPage = {
  items: [
    { id: '00000000-0000-4000-8000-000000000001', seq: 2, type: 'journal_shared', params: { name: 'Lina Haddad' }, link: '/children#journal-c1', createdAt: NOW, read: false },
    { id: '00000000-0000-4000-8000-000000000002', seq: 1, type: 'child_badge_earned', params: { child: 'Lina Haddad', badge: 'First Steps' }, link: '/progress', createdAt: NOW, read: true },
  ],
  next: null,
  unread: 1,
  filters: { show: 'all' },
  now: NOW,
};

async function render(locale: Locale, element: ReactElement): Promise<string> {
  const tree = inIntlProvider(intl, element, locale);
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe('/notifications', () => {
  for (const locale of LOCALES) {
    it(`${locale}: each row is a link to what it is about, with no missing message`, async () => {
      intl.locale = locale;
      intl.errors = [];
      const html = await render(locale, await NotificationsScreen({ page: PAGE }));
      expect(intl.errors).toEqual([]);
      const rows = [...html.matchAll(/<li [^>]*data-notification="([^"]+)"[\s\S]*?<a [^>]*href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
      expect(rows).toEqual([
        ['journal_shared', '/children#journal-c1'],
        ['child_badge_earned', '/progress'],
      ]);
    });
  }
});

import type { ReactNode } from 'react';
import { RouteMessages } from '@/app/route-messages';

/** The messages this route's client components need besides every page's (src/i18n/client-messages.ts). */
export default function Layout({ children }: { children: ReactNode }) {
  return <RouteMessages namespaces={['settings', 'progress', 'notifications.settings', 'notifications.kinds', 'notifications.done', 'notifications.errors', 'notifications.reminders']}>{children}</RouteMessages>;
}

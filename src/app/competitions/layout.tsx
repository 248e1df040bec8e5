import type { ReactNode } from 'react';
import { RouteMessages } from '@/app/route-messages';

/**
 * The messages this route's client components need besides every page's (src/i18n/client-messages.ts): the forms'
 * words, the order refusals', the class errors a class read may answer with (the classes are read through classes),
 * and feedback's errors a teacher's message to a team may answer with (it goes through the feedback threads).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <RouteMessages namespaces={['competitions', 'orders', 'classes.errors', 'feedback.errors']}>{children}</RouteMessages>;
}

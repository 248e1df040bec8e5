import type { ReactNode } from 'react';
import { RouteMessages } from '@/app/route-messages';

/**
 * The messages this route's client components need besides every page's (src/i18n/client-messages.ts): the forms'
 * words, the order refusals', and the class errors a class read may answer with (the classes are read through classes).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <RouteMessages namespaces={['competitions', 'orders', 'classes.errors']}>{children}</RouteMessages>;
}

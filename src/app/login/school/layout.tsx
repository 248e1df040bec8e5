import type { ReactNode } from 'react';
import { RouteMessages } from '@/app/route-messages';

/** The messages this route's client components need besides every page's (src/i18n/client-messages.ts): /login's too, which this provider replaces. */
export default function Layout({ children }: { children: ReactNode }) {
  return <RouteMessages namespaces={['forgot', 'login', 'register', 'verify', 'schools.signIn.errors', 'schools.signIn.saved']}>{children}</RouteMessages>;
}

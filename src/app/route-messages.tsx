import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlClientProvider, type ClientMessages } from '@/i18n/client';
import { clientMessages, type RouteNamespace } from '@/i18n/client-messages';
import { getOptionalActor } from '@/server/session';

/**
 * The messages a route's client components need besides those every page sends (src/i18n/client-messages.ts): a
 * route's layout wraps its pages in this, so a screen's namespaces reach the browser with that screen only. The
 * browser's translator is src/i18n/client.tsx, given the request's locale and time zone as next-intl's provider was.
 */
export async function RouteMessages({ namespaces, children }: { namespaces: readonly RouteNamespace[]; children: ReactNode }) {
  const [messages, actor, locale, timeZone] = await Promise.all([getMessages(), getOptionalActor(), getLocale(), getTimeZone()]);
  return (
    <IntlClientProvider locale={locale} timeZone={timeZone} messages={clientMessages(messages, actor?.role === 'admin', namespaces) as ClientMessages}>
      {children}
    </IntlClientProvider>
  );
}

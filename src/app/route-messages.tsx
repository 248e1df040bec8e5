import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type RouteNamespace } from '@/i18n/client-messages';
import { getOptionalActor } from '@/server/session';

/**
 * The messages a route's client components need besides those every page sends (src/i18n/client-messages.ts): a
 * route's layout wraps its pages in this, so a screen's namespaces reach the browser with that screen only.
 */
export async function RouteMessages({ namespaces, children }: { namespaces: readonly RouteNamespace[]; children: ReactNode }) {
  const [messages, actor] = await Promise.all([getMessages(), getOptionalActor()]);
  return <NextIntlClientProvider messages={clientMessages(messages, actor?.role === 'admin', namespaces)}>{children}</NextIntlClientProvider>;
}

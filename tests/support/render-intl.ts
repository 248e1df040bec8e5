import { createElement, type ReactElement } from 'react';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { LOCALES, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { inClientIntl } from './client-intl';

/**
 * The languages a render test draws a screen in. A test sets `locale` before a render; every message missing or
 * broken on the server (next-intl/server, below) or in the client provider gathers in `errors`.
 */
export interface RenderIntl {
  locale: Locale;
  errors: string[];
  readonly messages: Record<Locale, Record<string, unknown>>;
}

export async function renderIntl(locale: Locale = 'en'): Promise<RenderIntl> {
  const messages = Object.fromEntries(await Promise.all(LOCALES.map(async (each) => [each, await loadMessages(each)] as const))) as Record<Locale, Record<string, unknown>>;
  return { locale, errors: [], messages };
}

/**
 * What `next-intl/server` answers in a render test, from the product's own messages in `intl.locale`:
 * `vi.mock('next-intl/server', () => serverIntl(intl))`, with `intl` made by renderIntl() before the screen is imported.
 */
export function serverIntl(intl: RenderIntl) {
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({ locale: intl.locale, messages: intl.messages[intl.locale], namespace: namespace as never, onError: (error) => intl.errors.push(error.message) }),
    getFormatter: async () => createFormatter({ locale: intl.locale, timeZone: 'UTC' }),
    getLocale: async () => intl.locale,
  };
}

/** The element inside the client components' provider, in `locale` (by default intl's), as the root layout gives it. */
export function inIntlProvider(intl: RenderIntl, element: ReactElement, locale: Locale = intl.locale): ReactElement {
  const onError = (error: Error) => intl.errors.push(error.message);
  // next-intl's provider for a shared component's hook on the server's side, the browser's (client-intl.ts) inside it.
  return createElement(NextIntlClientProvider, { locale, messages: intl.messages[locale], timeZone: 'UTC', onError, children: inClientIntl({ locale, messages: intl.messages[locale], onError, children: element }) });
}

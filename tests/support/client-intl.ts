import compile from 'icu-minify/compile';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { IntlClientProvider, type ClientMessages } from '@/i18n/client';

/*
 * The browser's translations (src/i18n/client.tsx) in a render test. The build precompiles every message (next-intl's
 * `precompile`, next.config.ts); a test reads the JSON files as they are, so their messages are compiled here the
 * same way (icu-minify's compile, which next-intl's loader calls for each message).
 */

const compiled = new WeakMap<object, ClientMessages>();

/** A tree of messages as the build hands it to the browser. */
export function compiledMessages(messages: Record<string, unknown>): ClientMessages {
  let tree = compiled.get(messages);
  if (!tree) {
    tree = Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compiledMessages(value as Record<string, unknown>)]),
    ) as ClientMessages;
    compiled.set(messages, tree);
  }
  return tree;
}

/** The element inside the client components' provider, as RouteMessages gives it, its messages compiled. */
export function inClientIntl({ locale, messages, onError, children }: { locale: string; messages: Record<string, unknown>; onError?: (error: Error) => void; children: ReactNode }): ReactElement {
  return createElement(IntlClientProvider, { locale, timeZone: 'UTC', messages: compiledMessages(messages), onError, children });
}

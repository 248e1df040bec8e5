'use client';

import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import formatMessage from 'use-intl/format-message/format-only';
import { dateTimeFormat, numberFormat, pluralRules } from '@/lib/intl-formats';

/*
 * The browser's translations: next-intl's client API (`useTranslations`, `t.has`, `t.rich`, `useLocale`) over the
 * messages precompiled at build time (next.config.ts), formatted by use-intl's own precompiled-message formatter, the
 * one next-intl's client uses. next-intl's client provider and hooks come as one module that also carries its
 * date, list and relative-time formatters and its parsing of options, which no client component uses: 3.7 KiB
 * gzipped on every page, against 1.5 for this file (docs/benchmarks.md "Client JavaScript per route"). The
 * server keeps next-intl (`getTranslations`, and `useTranslations` in server components). A client component takes
 * its hooks from here (tests/unit/client-intl.unit.test.ts holds it), and RouteMessages provides them.
 *
 * As next-intl's: a key that is missing or does not format is reported with console.error and shown as its path
 * ("journal.save"); `t()` of a message with tags is such an error (use `t.rich`).
 */

/** A namespace of messages, or a message compiled by next-intl's precompile (a string or icu-minify's array). */
export interface ClientMessages {
  [key: string]: ClientMessages | string | unknown[];
}

type Values = Record<string, string | number | boolean | Date | ((chunks: ReactNode) => ReactNode) | null | undefined>;

interface IntlSettings {
  locale: string;
  timeZone?: string;
  messages: ClientMessages;
  /** What a missing or broken message is told to (a render test gathers them); console.error by default. */
  onError?: (error: Error) => void;
}

const IntlContext = createContext<IntlSettings | null>(null);

/** Intl's formatters for the messages, the app's shared ones (made once per locale and options). */
const formatters = { getDateTimeFormat: dateTimeFormat, getNumberFormat: numberFormat, getPluralRules: pluralRules };

/** The messages (and locale, time zone) of the client components inside it; an inner one replaces the messages. */
export function IntlClientProvider({ locale, timeZone, messages, onError, children }: IntlSettings & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, timeZone, messages, onError }), [locale, timeZone, messages, onError]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

function useIntl(): IntlSettings {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('No IntlClientProvider above this client component (src/app/route-messages.tsx).');
  return intl;
}

export function useLocale(): string {
  return useIntl().locale;
}

/** The message at `path` ("journal.form.save"), or undefined. */
function messageAt(messages: ClientMessages, path: string): ClientMessages[string] | undefined {
  let found: unknown = messages;
  for (const part of path.split('.')) {
    found = found !== null && typeof found === 'object' ? (found as ClientMessages)[part] : undefined;
    if (found === undefined || found === null) return undefined;
  }
  return found as ClientMessages[string];
}

/** Rich values: each element a tag function makes gets a key, as next-intl gives it. */
function withKeys(values: Values): Values {
  const keyed: Values = {};
  for (const [name, value] of Object.entries(values)) {
    let index = 0;
    keyed[name] =
      typeof value === 'function'
        ? (chunks: ReactNode) => {
            const made = value(chunks);
            return isValidElement(made) ? cloneElement(made, { key: name + index++ }) : made;
          }
        : value;
  }
  return keyed;
}

function translator({ locale, timeZone, messages, onError = console.error }: IntlSettings, namespace?: string) {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const fallback = (key: string, code: string, detail?: string) => {
    onError(new Error(`${code}: ${pathOf(key)}${detail ? ` (${detail})` : ''}`));
    return pathOf(key);
  };
  const rich = (key: string, values?: Values): ReactNode => {
    const message = messageAt(messages, pathOf(key));
    if (message === undefined) return fallback(key, 'MISSING_MESSAGE');
    try {
      return formatMessage(pathOf(key), message as never, values ? (withKeys(values) as never) : undefined, { cache: undefined as never, formatters: formatters as never, locale, timeZone });
    } catch (error) {
      return fallback(key, 'FORMATTING_ERROR', (error as Error).message);
    }
  };
  const t = (key: string, values?: Values): string => {
    const text = rich(key, values);
    return typeof text === 'string' ? text : fallback(key, 'INVALID_MESSAGE');
  };
  t.rich = rich;
  t.markup = (key: string, values?: Values) => rich(key, values);
  t.raw = (key: string): unknown => messageAt(messages, pathOf(key)) ?? fallback(key, 'MISSING_MESSAGE');
  t.has = (key: string): boolean => messageAt(messages, pathOf(key)) !== undefined;
  return t;
}

/** next-intl's `useTranslations` for client components: `t(key, values)`, `t.rich`, `t.has` under `namespace`. */
export function useTranslations(namespace?: string) {
  const intl = useIntl();
  return useMemo(() => translator(intl, namespace), [intl, namespace]);
}

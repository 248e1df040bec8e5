import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntlClientProvider, useTranslations } from '@/i18n/client';
import { LOCALES } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { compiledMessages } from '../support/client-intl';

/*
 * The browser's translator (src/i18n/client.tsx) says what next-intl says: every message of every language, with
 * values for its arguments, formats to the same text as next-intl's own translator gives from the same file; a
 * missing key falls back to its path, as next-intl's does. And the client components take their hooks from it, not
 * from next-intl (whose client module every page would load again).
 */

type Translate = ReturnType<typeof useTranslations>;

/** The client translator over `messages` (compiled as the build compiles them), taken from its hook. */
function clientTranslator(locale: string, messages: Record<string, unknown>, errors: string[] = []): Translate {
  let t: Translate | undefined;
  function Take() {
    t = useTranslations();
    return null;
  }
  renderToStaticMarkup(createElement(IntlClientProvider, { locale, timeZone: 'UTC', messages: compiledMessages(messages), onError: (error) => errors.push(error.message), children: createElement(Take) }));
  return t!;
}

/** Every message's path. */
function paths(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : paths(value as Record<string, unknown>, `${prefix}${key}.`)));
}

/** Values for a message's arguments, read from its ICU text: numbers for plurals and numbers, a date for dates, a word else. */
function valuesFor(message: string, count: number): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (type === 'plural' || type === 'selectordinal' || type === 'number') values[name!] = count;
    else if (type === 'date' || type === 'time') values[name!] = new Date(Date.UTC(2026, 10, 29, 15, 4));
    else if (type === 'select') values[name!] = /\{\s*\w+\s*,\s*select\s*,\s*(\w+)/.exec(message.slice(message.indexOf(`{${name}`)))?.[1] ?? 'other';
    else values[name!] ??= `«${name}»`;
  }
  return values;
}

describe("the browser's translator", () => {
  it('formats every message of every language as next-intl does, plurals at several counts', async () => {
    for (const locale of LOCALES) {
      const messages = (await loadMessages(locale)) as Record<string, unknown>;
      const theirs = createTranslator({ locale, messages, timeZone: 'UTC', onError: () => {} });
      const ours = clientTranslator(locale, messages);
      const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
      let compared = 0;
      for (const key of paths(messages)) {
        const message = at(key);
        // Tags (<b>…</b>) are for t.rich, each tag a function: the same functions on both sides.
        const tags = Object.fromEntries([...message.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag!, (chunks: unknown) => `[${tag}:${String(chunks)}]`]));
        for (const count of /plural|selectordinal/.test(message) ? [0, 1, 2, 3, 11, 100, 1.5] : [7]) {
          const values = { ...valuesFor(message, count), ...tags };
          const text = (translate: (key: string, values: never) => unknown) => [translate(key, values as never)].flat(Infinity).join('');
          expect(text(ours.rich as never), `${locale} ${key} (${count})`).toBe(text(theirs.rich as never));
          if (Object.keys(tags).length === 0) expect(ours(key, values as never)).toBe(theirs(key as never, values as never));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    }
  });

  it('answers has() as next-intl does, and shows a missing key as its path after reporting it', async () => {
    const messages = (await loadMessages('en')) as Record<string, unknown>;
    const errors: string[] = [];
    const t = clientTranslator('en', messages, errors);
    const theirs = createTranslator({ locale: 'en', messages, onError: () => {} });
    for (const key of ['journal', 'journal.nope', 'nope', 'app.name', 'app.name.deeper']) expect(t.has(key), key).toBe(theirs.has(key as never));
    expect(t('journal.nope' as never)).toBe('journal.nope');
    expect(errors).toEqual([expect.stringContaining('journal.nope')]);
  });
});

describe('client components', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)) : /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path.join(dir, name)] : []));
  const sources = files(path.join(process.cwd(), 'src')).map((file) => ({ file: path.relative(process.cwd(), file), text: readFileSync(file, 'utf8') }));

  it("take their translations from src/i18n/client.tsx, never from next-intl's client module", () => {
    const clientFiles = sources.filter(({ text }) => text.startsWith("'use client'"));
    expect(clientFiles.length).toBeGreaterThan(50);
    expect(clientFiles.filter(({ text }) => /^import (?!type )[^;]*from 'next-intl'/m.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('are the only files that import its hooks (a server component would get a client reference, not the hook)', () => {
    const users = sources.filter(({ text }) => /from '@\/i18n\/client'/.test(text) && !/^import (type )?\{[^}]*\b(IntlClientProvider|ClientMessages)\b[^}]*\} from '@\/i18n\/client'/m.test(text));
    expect(users.length).toBeGreaterThan(50);
    expect(users.filter(({ text }) => !text.startsWith("'use client'")).map(({ file }) => file)).toEqual([]);
  });
});

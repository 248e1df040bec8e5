// use-intl's core (next-intl's own engine, same version): plain Node — the PDF worker, the benchmarks under the
// react-server condition — loads no React with it.
import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import type { Translate } from './errors';

/*
 * A translator over a plain messages object, shared by locale-translator.ts (route handlers, e-mails, jobs) and the PDF
 * worker (pdf-worker.ts), which has no request and cannot receive a function from the main thread. No 'server-only':
 * the worker is plain Node, where that import throws; this file reads no database and no secret.
 */

function messageAt(messages: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * Message keys in `locale`. A text that is not a key (an older error written for people) comes back as it is; a
 * message whose arguments were not given loses its placeholders rather than failing.
 */
export function translatorOver(locale: string, messages: Record<string, unknown>): Translate {
  return (key, values) => {
    const raw = messageAt(messages, key);
    if (raw === undefined) return key;
    const fallback = raw.replace(/\{\w+\}/g, '');
    const t = createTranslator({ locale, messages: messages as AbstractIntlMessages, onError: () => undefined, getMessageFallback: () => fallback });
    return t(key as never, values as never);
  };
}

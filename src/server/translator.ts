// use-intl's core (next-intl's own engine, same version): plain Node — the PDF worker, the benchmarks under the
// react-server condition — loads no React with it.
import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import type { Translate } from './errors';

/*
 * A translator over a plain messages object, shared by locale-translator.ts (route handlers, e-mails, jobs) and the PDF
 * worker (pdf-worker.ts), which has no request and cannot receive a function from the main thread. No 'server-only':
 * the worker is plain Node, where that import throws; this file reads no database and no secret.
 *
 * Inside Next's bundle the messages are precompiled (next.config.ts): a message with arguments is then an array, not
 * a string, and use-intl formats it without parsing. Elsewhere (the custom server, the PDF worker, tests) it is the
 * message's text. Both are messages here; an object is a namespace, not a message.
 */

function messageAt(messages: Record<string, unknown>, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/**
 * Message keys in `locale`. A text that is not a key (an older error written for people) comes back as it is; a
 * message whose arguments were not given loses its placeholders rather than failing.
 */
export function translatorOver(locale: string, messages: Record<string, unknown>): Translate {
  // What the message says when an argument is missing: set before each call (formatting is synchronous).
  let fallback = '';
  const translate = createTranslator({ locale, messages: messages as AbstractIntlMessages, onError: () => undefined, getMessageFallback: () => fallback });
  return (key, values) => {
    const message = messageAt(messages, key);
    if (typeof message !== 'string' && !Array.isArray(message)) return key;
    fallback = typeof message === 'string' ? message.replace(/\{\w+\}/g, '') : key;
    return translate(key as never, values as never);
  };
}

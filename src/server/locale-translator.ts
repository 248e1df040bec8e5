import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { Translate } from './errors';
import { translatorOver } from './translator';

/*
 * The one way to translate outside a page's request, where next-intl's request config is not there: route handlers,
 * e-mails queued in a transaction, the custom server's scheduled jobs. No 'server-only': those jobs run under plain
 * Node (decision 015).
 */

/**
 * Message keys in `locale`; with a namespace, its keys without the prefix (`translatorFor('fr', 'mail')('greeting')`).
 * A missing key comes back as it is rather than throwing: a mail is never lost to a missing word.
 */
export async function translatorFor(locale: Locale, namespace?: string): Promise<Translate> {
  const translate = translatorOver(locale, await loadMessages(locale));
  return namespace ? (key, values) => translate(`${namespace}.${key}`, values) : translate;
}

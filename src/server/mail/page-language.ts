import 'server-only';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE } from '@/lib/constants';
import { isLocale, type Locale } from '@/i18n/locales';
import { inRequestLanguage } from './recipient-locale';

/** The language the visitor chose for the pages (the footer's switcher or a `?lang=` address set its cookie), if any. */
export async function chosenPageLocale(): Promise<Locale | undefined> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(value) ? value : undefined;
}

/**
 * Runs a server action's `work` so that a mail it sends to an address whose account chose no language is written in
 * the language of the page that asked (recipient-locale.ts).
 */
export async function inPageLanguage<T>(work: () => Promise<T>): Promise<T> {
  return inRequestLanguage((await chosenPageLocale()) ?? 'en', work);
}

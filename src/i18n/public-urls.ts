import { isLocale, LOCALES, type Locale } from '@/i18n/locales';
import { DEFAULT_LOCALE } from '@/lib/constants';

/*
 * Decision 048: every public page has one address per language. English, the default, is the page's plain address;
 * French and Arabic add `?lang=fr` / `?lang=ar`. The address's language wins over a visitor's cookie for that answer
 * (server.ts, src/server/visitor-language.ts), so a search engine that keeps no cookie reads each language, and the
 * pages name their siblings with hreflang. No 'server-only': the custom server reads the parameter too.
 */

/** The query parameter that names a public page's language. */
export const LANGUAGE_PARAM = 'lang';

/** The Open Graph locale of each language (og:locale takes language_TERRITORY). */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR', ar: 'ar_AR' };

/** The language an address names with `?lang=`, or null (none, or one we do not have). */
export function localeOfUrl(url: string | null | undefined): Locale | null {
  const query = (url ?? '').split('?', 2)[1];
  if (query === undefined) return null;
  const value = new URLSearchParams(query.split('#', 1)[0]).get(LANGUAGE_PARAM);
  return isLocale(value) ? value : null;
}

/** The absolute address of a public page in a language: the plain path for the default one, `?lang=` for the others. */
export function publicPageUrl(baseUrl: string, path: string, locale: Locale): string {
  const url = `${baseUrl.replace(/\/$/, '')}${path}`;
  return locale === DEFAULT_LOCALE ? url : `${url}?${LANGUAGE_PARAM}=${locale}`;
}

/**
 * The page's siblings for hreflang: one per language it is read in (all of them unless said), and x-default (the
 * plain address, where a visitor's own choice or English answers) when English is one of them.
 */
export function languageAlternates(baseUrl: string, path: string, locales: readonly Locale[] = LOCALES): Partial<Record<Locale | 'x-default', string>> {
  const alternates: Partial<Record<Locale | 'x-default', string>> = Object.fromEntries(locales.map((locale) => [locale, publicPageUrl(baseUrl, path, locale)]));
  if (locales.includes(DEFAULT_LOCALE as Locale)) alternates['x-default'] = publicPageUrl(baseUrl, path, DEFAULT_LOCALE as Locale);
  return alternates;
}

import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LOCALE, type Currency, type Mode } from '@/lib/constants';
import { isLocale, type Locale } from '@/i18n/locales';

/*
 * Spec 4 "Preferences" as a visitor's cookies carry them: the preferences module reads them for every page, and the
 * custom server keys its cache of anonymous pages by them (decision 020), so both read the cookies the same way.
 * No 'server-only': server.ts runs outside Next's bundle.
 */

export interface Preferences {
  locale: Locale;
  currency: Currency;
  mode: Mode;
}

export function isCurrency(value: string | null | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '');
}

/** The cookies' values, else 'en', 'USD' and light; a signed-in user's stored locale and currency replace them when valid. */
export function resolvePreferences(cookies: { locale?: string; currency?: string; mode?: string }, profile?: { locale: string | null; currency: string | null } | null): Preferences {
  const locale = isLocale(profile?.locale) ? profile.locale : isLocale(cookies.locale) ? cookies.locale : (DEFAULT_LOCALE as Locale);
  const currency = isCurrency(profile?.currency) ? profile.currency : isCurrency(cookies.currency) ? cookies.currency : (DEFAULT_CURRENCY as Currency);
  const mode: Mode = cookies.mode === 'dark' ? 'dark' : 'light';
  return { locale, currency, mode };
}

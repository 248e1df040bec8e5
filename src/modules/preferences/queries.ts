import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { CURRENCIES, CURRENCY_COOKIE, DEFAULT_CURRENCY, DEFAULT_LOCALE, LOCALE_COOKIE, MODE_COOKIE, type Currency, type Mode } from '@/lib/constants';
import { isLocale, type Locale } from '@/i18n/locales';
import { getSessionState } from '@/server/session';

export interface Preferences {
  locale: Locale;
  currency: Currency;
  mode: Mode;
}

function isCurrency(value: string | null | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '');
}

/**
 * Spec 4 "Preferences": from the cookies, else 'en' and 'USD'; a signed-in user's stored profile values replace
 * them when present. Light or dark comes from its cookie (light by default).
 */
export const getPreferences = cache(async (): Promise<Preferences> => {
  const store = await cookies();
  const state = await getSessionState();
  const profile = state.status === 'signed-in' ? state.actor : null;
  const cookieLocale = store.get(LOCALE_COOKIE)?.value;
  const cookieCurrency = store.get(CURRENCY_COOKIE)?.value;
  const locale = isLocale(profile?.locale) ? profile.locale : isLocale(cookieLocale) ? cookieLocale : (DEFAULT_LOCALE as Locale);
  const currency = isCurrency(profile?.currency) ? profile.currency : isCurrency(cookieCurrency) ? cookieCurrency : (DEFAULT_CURRENCY as Currency);
  const mode: Mode = store.get(MODE_COOKIE)?.value === 'dark' ? 'dark' : 'light';
  return { locale, currency, mode };
});

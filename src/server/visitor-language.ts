import { LOCALE_COOKIE, PREFERENCE_COOKIE_MAX_AGE_S } from '@/lib/constants';
import { localeOfUrl } from '@/i18n/public-urls';
import type { Locale } from '@/i18n/locales';
import { AUTH_COOKIE_NAMES } from './auth-cookie-names';
import { parseCookies } from './request-guards';

/*
 * Decision 048: a visitor's page answers in the language its address names (`?lang=fr`), whatever their cookie says,
 * so each language of a public page has an address a search engine can read. The custom server applies it before
 * Next and its page cache see the request: the request's language cookie is replaced by the address's, so the page,
 * its <html lang dir> and the cache key (page-cache.ts) all follow it. The cookie is set too, as the footer's switcher
 * would set it, so the visitor's next pages (reached by links without `?lang=`, client-side navigations included)
 * stay in that language.
 *
 * Someone signed in keeps the language saved in their profile (spec 4 "Preferences": it wins over the cookie), so a
 * request carrying a session is left alone. No 'server-only': server.ts runs outside Next's bundle.
 */

export interface VisitorLanguage {
  locale: Locale;
  /** The request's Cookie header with the language cookie replaced by the address's. */
  requestCookie: string;
  /** A Set-Cookie line when the visitor's cookie says something else, else null. */
  setCookie: string | null;
}

export function visitorLanguageOf(request: { method?: string; url?: string; headers: { cookie?: string } }, options: { secure: boolean }): VisitorLanguage | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const path = request.url ?? '/';
  // Pages only: an API answer or a build asset has no language to follow.
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return null;
  const locale = localeOfUrl(path);
  if (locale === null) return null;
  const cookies = parseCookies(request.headers.cookie);
  if (AUTH_COOKIE_NAMES.some((name) => cookies.has(name))) return null;
  const others = (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && (pair.split('=', 1)[0] ?? '').trim() !== LOCALE_COOKIE);
  const requestCookie = [...others, `${LOCALE_COOKIE}=${locale}`].join('; ');
  // The switcher's cookie (preferences/actions.ts): a year, the whole site, sent on top-level navigations from elsewhere.
  const setCookie = cookies.get(LOCALE_COOKIE) === locale ? null : `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return { locale, requestCookie, setCookie };
}

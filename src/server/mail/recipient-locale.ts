import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { users } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';

/*
 * Which language a mail is written in: the one its recipient chose (users.locale) when the address has an account that
 * chose one, else the language of the request that made us write (the page someone registered or asked for a link
 * on), else English. The auth library's mail callbacks are not handed the request, so the request's language travels
 * to them beside the call (inRequestLanguage), as the request context carries its id to the logger. No 'server-only':
 * the custom server's jobs ask it too.
 */

/** One storage per process, on globalThis, as the request context's: each bundle that loads this file shares it. */
const STORAGE_KEY = Symbol.for('academy.request-language');

function requestLanguage(): AsyncLocalStorage<Locale> {
  const holder = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<Locale> };
  holder[STORAGE_KEY] ??= new AsyncLocalStorage<Locale>();
  return holder[STORAGE_KEY];
}

/** Runs `work` (and the mails it sends) knowing the language of the request that asked for it. */
export function inRequestLanguage<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  return requestLanguage().run(locale, work);
}

/** A stored locale when it is one, else the request's language, else English. */
export function localeOrFallback(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : (requestLanguage().getStore() ?? 'en');
}

/** The language of the account with this address (by the profile, which keeps the locale), as localeOrFallback says. */
export async function recipientLocale(db: Db | Tx, email: string): Promise<Locale> {
  const [account] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email)).limit(1);
  return localeOrFallback(account?.locale);
}

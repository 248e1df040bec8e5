import { getRequestConfig } from 'next-intl/server';
import { getPreferences } from '@/modules/preferences';
import { loadMessages } from './messages';

/**
 * next-intl's default time zone is the server's, which it reads by building an Intl.DateTimeFormat on every request
 * (a measurable share of a page's render): the same zone, read once.
 */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The locale of each request: the profile's, else the cookie's, else 'en' (spec 4 "Preferences"). */
export default getRequestConfig(async () => {
  const { locale } = await getPreferences();
  return { locale, timeZone: SERVER_TIME_ZONE, messages: await loadMessages(locale) };
});

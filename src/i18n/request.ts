import { getRequestConfig } from 'next-intl/server';
import { getPreferences } from '@/modules/preferences';
import { loadMessages } from './messages';

/** The locale of each request: the profile's, else the cookie's, else 'en' (spec 4 "Preferences"). */
export default getRequestConfig(async () => {
  const { locale } = await getPreferences();
  return { locale, messages: await loadMessages(locale) };
});

import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { CURRENCY_COOKIE, LOCALE_COOKIE, MODE_COOKIE } from '@/lib/constants';
import { resolvePreferences, type Preferences } from '@/server/visitor-preferences';
import { getSessionState } from '@/server/session';

export type { Preferences };

/**
 * Spec 4 "Preferences": from the cookies, else 'en' and 'USD'; a signed-in user's stored profile values replace
 * them when present. Light or dark comes from its cookie (light by default).
 */
export const getPreferences = cache(async (): Promise<Preferences> => {
  const store = await cookies();
  const state = await getSessionState();
  const profile = state.status === 'signed-in' ? state.actor : null;
  return resolvePreferences({ locale: store.get(LOCALE_COOKIE)?.value, currency: store.get(CURRENCY_COOKIE)?.value, mode: store.get(MODE_COOKIE)?.value }, profile);
});

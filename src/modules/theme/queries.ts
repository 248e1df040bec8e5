import 'server-only';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { themeSettings } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';
import { listExchangeRates } from '@/modules/currency';
import { errorFields, log } from '@/server/logger';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { DEFAULT_THEME, mergeTheme, type Theme } from './theme-keys';

export interface AdminSettingsPage {
  theme: Theme;
  rates: DisplayRate[];
}

/** /admin/settings/adminsettings in one call (decision 015, pages): the stored theme and the exchange rates, in parallel. */
export async function getAdminSettingsPage(actor: Actor): Promise<AdminSettingsPage> {
  assertCan(actor, 'edit:theme:any');
  const [theme, rates] = await Promise.all([getTheme(actor), listExchangeRates(actor)]);
  return { theme, rates };
}

/**
 * Spec 4 "Theme loading": defaults first; for a signed-in user the stored settings are merged over them;
 * a missing document or a failed read uses the defaults and logs 'Failed to load theme'.
 */
export const getTheme = cache(async (actor: Actor | null): Promise<Theme> => {
  if (!actor) return { ...DEFAULT_THEME };
  try {
    return mergeTheme(await getDb().select({ key: themeSettings.key, value: themeSettings.value }).from(themeSettings));
  } catch (error) {
    log.warn('Failed to load theme', errorFields(error));
    return { ...DEFAULT_THEME };
  }
});

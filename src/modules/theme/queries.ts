import 'server-only';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { themeSettings } from '@/db/schema';
import type { DisplayRate } from '@/lib/money';
import { listExchangeRates } from '@/modules/currency';
import { errorFields, log } from '@/server/logger';
import { sharedCache } from '@/server/shared-cache';
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

/** The stored theme is the same for every signed-in user: read once, kept until an edit (decision 019). */
export const storedTheme = sharedCache('theme', async () => mergeTheme(await getDb().select({ key: themeSettings.key, value: themeSettings.value }).from(themeSettings)));

/**
 * Spec 4 "Theme loading": defaults first; for a signed-in user the stored settings are merged over them;
 * a missing document or a failed read uses the defaults and logs 'Failed to load theme'.
 */
export const getTheme = cache(async (actor: Actor | null): Promise<Theme> => {
  if (!actor) return { ...DEFAULT_THEME };
  try {
    return { ...(await storedTheme.get('theme')) };
  } catch (error) {
    log.warn('Failed to load theme', errorFields(error));
    return { ...DEFAULT_THEME };
  }
});

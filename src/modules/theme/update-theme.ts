import 'server-only';
import { getDb } from '@/db/client';
import { themeSettings } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { storedTheme } from './queries';
import { DEFAULT_THEME } from './theme-keys';

/** Merges one key into the stored theme, audited. The key and value are validated by themeColorSchema. */
export async function setThemeColor(actor: Actor, key: string, value: string): Promise<void> {
  assertCan(actor, 'edit:theme:any');
  await getDb().transaction(async (tx) => {
    await tx
      .insert(themeSettings)
      .values({ key, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: themeSettings.key, set: { value, updatedAt: new Date() } });
    await writeAudit(tx, actor, { actionType: 'theme_change', component: 'theme', entityId: key, message: `${actor.email} set ${key} to ${value}`, details: { key, value } });
  });
  storedTheme.invalidate();
}

/** Spec 4: "Reset restores defaults and overwrites the stored document." */
export async function resetTheme(actor: Actor): Promise<void> {
  assertCan(actor, 'edit:theme:any');
  await getDb().transaction(async (tx) => {
    await tx.delete(themeSettings);
    await tx.insert(themeSettings).values(Object.entries(DEFAULT_THEME).map(([key, value]) => ({ key, value })));
    await writeAudit(tx, actor, { actionType: 'theme_reset', component: 'theme', message: `${actor.email} reset the theme to the defaults` });
  });
  storedTheme.invalidate();
}

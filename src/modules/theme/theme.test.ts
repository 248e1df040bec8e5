import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, exchangeRates, themeSettings } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getAdminSettingsPage, getTheme, storedTheme } from './queries';
import { themeColorSchema } from './schemas';
import { DEFAULT_THEME } from './theme-keys';
import { resetTheme, setThemeColor } from './update-theme';

async function stored(): Promise<Record<string, string>> {
  const rows = await getDb().select().from(themeSettings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

describe('the admin settings page (decision 015: one query)', () => {
  it('holds the stored theme and every exchange rate, for admins only', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await getDb()
      .insert(exchangeRates)
      .values({ currency: 'SGD', ratePerUsd: '1.35', asOf: '2026-03-04' })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { ratePerUsd: '1.35', asOf: '2026-03-04' } });
    const page = await getAdminSettingsPage(admin);
    expect(page.theme).toEqual(await getTheme(admin));
    expect(page.rates).toContainEqual({ currency: 'SGD', ratePerUsd: '1.35000000', asOf: '2026-03-04' });
    for (const role of ['child', 'parent', 'tutor'] as const) {
      expect((await appErrorOf(getAdminSettingsPage(await actorFor(await createTestUser({ role }))))).status).toBe(403);
    }
  });
});

describe('theme settings (spec 3, 4)', () => {
  it('a signed-out visitor gets the defaults without a read; a signed-in one gets stored values merged over them', async () => {
    await getDb().insert(themeSettings).values({ key: 'accentLight', value: '#abcdef' }).onConflictDoNothing();
    // Written behind the app's back: the cached theme is dropped by hand, as an edit through the app would.
    storedTheme.invalidate();
    expect(await getTheme(null)).toEqual(DEFAULT_THEME);
    const user = await actorFor(await createTestUser({ role: 'child' }));
    const theme = await getTheme(user);
    expect(theme['accent-light']).toBe('#abcdef');
    expect(theme['accent-dark']).toBe(DEFAULT_THEME['accent-dark']);
    await getDb().delete(themeSettings);
    storedTheme.invalidate();
  });

  it('is read once and kept (decision 019), and an edit shows on the very next read', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    const child = await actorFor(await createTestUser({ role: 'child' }));
    await setThemeColor(admin, 'badge-light', '#123456');
    expect((await getTheme(child))['badge-light']).toBe('#123456');
    // A change that bypasses the app is not seen: the theme comes from memory, not from a read per request.
    await getDb().update(themeSettings).set({ value: '#654321' }).where(sql`${themeSettings.key} = 'badge-light'`);
    expect((await getTheme(child))['badge-light']).toBe('#123456');
    // An edit through the app is seen at once, by everyone; so is a reset.
    await setThemeColor(admin, 'badge-light', '#abcabc');
    expect((await getTheme(child))['badge-light']).toBe('#abcabc');
    await resetTheme(admin);
    expect(await getTheme(child)).toEqual(DEFAULT_THEME);
    await getDb().delete(themeSettings);
    storedTheme.invalidate();
  });

  it('merges one changed key into the store, audited; the other keys stay as they were', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await setThemeColor(admin, 'primary-light', '#112233');
    await setThemeColor(admin, 'error-dark', '#ff5555');
    await setThemeColor(admin, 'primary-light', '#445566');
    expect(await stored()).toEqual({ 'primary-light': '#445566', 'error-dark': '#ff5555' });
    const entries = await getDb().select().from(auditLogs).where(sql`${auditLogs.actionType} = 'theme_change'`).orderBy(asc(auditLogs.id));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.at(-1)?.details).toEqual({ key: 'primary-light', value: '#445566' });
  });

  it('reset restores the defaults and overwrites the whole stored document', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await setThemeColor(admin, 'badge-light', '#000001');
    await resetTheme(admin);
    expect(await stored()).toEqual(DEFAULT_THEME);
    expect(await getTheme(admin)).toEqual(DEFAULT_THEME);
  });

  it('validates input: camelCase keys accepted, unknown keys and bad colours refused with a message', () => {
    expect(themeColorSchema.parse({ key: 'primaryDark', value: ' #0f0 ' })).toEqual({ key: 'primary-dark', value: '#0f0' });
    expect(themeColorSchema.safeParse({ key: 'nope', value: '#fff' }).error?.issues[0]?.message).toBe('errors.themeKey');
    expect(themeColorSchema.safeParse({ key: 'primary-dark', value: 'red;}' }).error?.issues[0]?.message).toBe('errors.themeValue');
  });

  it('only admins may change or reset the theme', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(setThemeColor(actor, 'primary-light', '#000000'))).status).toBe(403);
      expect((await appErrorOf(resetTheme(actor))).status).toBe(403);
    }
  });

  it("a failing read falls back to the defaults and logs 'Failed to load theme'", async () => {
    const user = await actorFor(await createTestUser());
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await setThemeColor(admin, 'badge-dark', '#0a0b0c');
    await getDb().execute(sql`alter table theme_settings rename to theme_settings_gone`);
    try {
      storedTheme.invalidate();
      expect(await getTheme(user)).toEqual(DEFAULT_THEME);
    } finally {
      await getDb().execute(sql`alter table theme_settings_gone rename to theme_settings`);
    }
    // The failure was not kept: the next read has the stored theme again.
    expect((await getTheme(user))['badge-dark']).toBe('#0a0b0c');
    await resetTheme(admin);
  });
});

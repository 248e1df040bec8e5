import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { getJournalPage, journalFiltersSchema } from '@/modules/journal';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { listHelplines, saveHelpline } from './helplines';
import { helplineSchema } from './schemas';

const child = async () => actorFor(await createTestUser({ role: 'child' }));

describe('the children’s helplines (decision 025)', () => {
  it('an admin sets a helpline per language; the journal names it to children of that language at once; an empty name removes it', async () => {
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    const writer = await child();
    await saveHelpline(admin, helplineSchema.parse({ locale: 'fr', name: 'Allo Enfance', phone: '119', url: '' }));
    expect((await getJournalPage(writer, journalFiltersSchema.parse({}), 'fr')).helpline).toEqual({ locale: 'fr', name: 'Allo Enfance', phone: '119', url: '' });
    expect((await getJournalPage(writer, journalFiltersSchema.parse({}), 'en')).helpline).toBeNull();
    // A change shows on the next read (the shared cache is invalidated by the edit).
    await saveHelpline(admin, helplineSchema.parse({ locale: 'fr', name: 'Allô Enfance en danger', phone: '119', url: 'https://www.allo119.gouv.fr' }));
    expect((await getJournalPage(writer, journalFiltersSchema.parse({}), 'fr')).helpline?.name).toBe('Allô Enfance en danger');
    expect((await listHelplines(admin)).map((line) => line.locale)).toContain('fr');
    const audited = await getDb().select({ message: auditLogs.message }).from(auditLogs).where(and(eq(auditLogs.actionType, 'helpline_change'), eq(auditLogs.performedBy, admin.email)));
    expect(audited).toHaveLength(2);
    await saveHelpline(admin, helplineSchema.parse({ locale: 'fr', name: '', phone: '', url: '' }));
    expect((await getJournalPage(writer, journalFiltersSchema.parse({}), 'fr')).helpline).toBeNull();
  });

  it('refuses other roles, and a helpline without a way to reach it or with a bad address', async () => {
    for (const role of ['parent', 'tutor', 'child'] as const) {
      const other = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(saveHelpline(other, { locale: 'en', name: 'X', phone: '1', url: '' }))).status).toBe(403);
      expect((await appErrorOf(listHelplines(other))).status).toBe(403);
    }
    const problem = (input: Record<string, string>) => helplineSchema.safeParse({ locale: 'en', name: 'Childline', phone: '', url: '', ...input }).error?.issues[0]?.message;
    expect(problem({})).toBe('helplines.errors.contact');
    expect(problem({ phone: '0800 1111; drop table' })).toBe('helplines.errors.phone');
    expect(problem({ url: 'javascript:alert(1)' })).toBe('helplines.errors.url');
    expect(problem({ url: 'http://example.org' })).toBe('helplines.errors.url');
    expect(problem({ locale: 'de' })).toBe('helplines.errors.locale');
    expect(problem({ phone: '99999999999999999999999999' })).toBe('helplines.errors.phone');
    expect(problem({ phone: '-1' })).toBe('helplines.errors.phone');
    expect(problem({ phone: '0800 1111' })).toBeUndefined();
    expect(problem({ phone: '+44 (0)800 1111' })).toBeUndefined();
    expect(problem({ phone: '119' })).toBeUndefined();
  });
});

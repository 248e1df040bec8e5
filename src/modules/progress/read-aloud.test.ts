import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, learningProfiles, users } from '@/db/schema';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { readChildrenGlance } from './children-glance';
import { findLearningSettingsSection } from './queries';
import { getReadAloud } from './read-aloud';
import { setChildReadAloud } from './set-child-read-aloud';
import { updateLearningSettings } from './update-learning-settings';

/** A child who turns `age` this year (the app knows the birth year only). */
async function childAged(age: number | null): Promise<Actor> {
  const child = await trader();
  if (age !== null) await getDb().update(users).set({ birthYear: new Date().getUTCFullYear() - age }).where(eq(users.id, child.id));
  return child;
}

async function stored(childId: string): Promise<boolean | null | undefined> {
  const [row] = await getDb().select({ readAloud: learningProfiles.readAloud }).from(learningProfiles).where(eq(learningProfiles.userId, childId));
  return row?.readAloud;
}

describe('reading lessons aloud (decision 053)', () => {
  it('follows the child’s age until someone chooses: on for an 8-year-old, off for a 12-year-old or an unknown age, without writing on a read', async () => {
    const young = await childAged(8);
    const older = await childAged(12);
    const unknown = await childAged(null);
    expect(await getReadAloud(young)).toBe(true);
    expect(await getReadAloud(older)).toBe(false);
    expect(await getReadAloud(unknown)).toBe(false);
    // The lesson page only reads: no profile is made for it.
    expect(await stored(young.id)).toBeUndefined();
    expect((await findLearningSettingsSection(young))?.readAloud).toEqual({ choice: 'auto', byAge: true });
    expect((await findLearningSettingsSection(older))?.readAloud).toEqual({ choice: 'auto', byAge: false });
  });

  it('a child turns it off or on in their settings, back to automatic, and a save without it leaves it as it was', async () => {
    const child = await childAged(8);
    await updateLearningSettings(child, { dailyGoalXp: '20', timeZone: 'UTC', readAloud: 'off' });
    expect(await stored(child.id)).toBe(false);
    expect(await getReadAloud(child)).toBe(false);
    expect((await findLearningSettingsSection(child))?.readAloud).toEqual({ choice: 'off', byAge: true });

    await updateLearningSettings(child, { dailyGoalXp: '30', timeZone: 'UTC' });
    expect(await stored(child.id)).toBe(false);

    const older = await childAged(13);
    expect(await updateLearningSettings(older, { dailyGoalXp: '20', timeZone: 'UTC', readAloud: 'on' })).toEqual({ dailyGoalXp: 20, timeZone: 'UTC', readAloud: 'on' });
    expect(await getReadAloud(older)).toBe(true);
    await updateLearningSettings(older, { dailyGoalXp: '20', timeZone: 'UTC', readAloud: 'auto' });
    expect(await stored(older.id)).toBeNull();
    expect(await getReadAloud(older)).toBe(false);
  });

  it('refuses a choice that is not automatic, on or off with a 400, changing nothing', async () => {
    const child = await childAged(8);
    for (const readAloud of ['loud', '', 'true', 'ON']) {
      expect(await appErrorOf(updateLearningSettings(child, { dailyGoalXp: '20', timeZone: 'UTC', readAloud: readAloud as 'on' }))).toMatchObject({
        status: 400,
        message: 'progress.errors.badReadAloud',
        fieldErrors: { readAloud: 'progress.errors.badReadAloud' },
      });
    }
    expect(await stored(child.id)).toBeUndefined();
  });

  it('a parent chooses it for their own child, audited; the parent of another child, a tutor and the child themself are refused', async () => {
    const parent = await trader({ role: 'parent' });
    const child = await childAged(12);
    await linkFamily(parent.id, child.id);
    expect((await readChildrenGlance(parent))[child.id]!.readAloud).toEqual({ choice: 'auto', byAge: false });

    await setChildReadAloud(parent, child.id, 'on');
    expect(await stored(child.id)).toBe(true);
    expect(await getReadAloud(child)).toBe(true);
    expect((await readChildrenGlance(parent))[child.id]!.readAloud).toEqual({ choice: 'on', byAge: false });
    // The same choice again changes nothing and is not logged twice.
    await setChildReadAloud(parent, child.id, 'on');
    await setChildReadAloud(parent, child.id, 'auto');
    expect(await stored(child.id)).toBeNull();
    const audited = await getDb()
      .select({ by: auditLogs.performedBy, details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'child_read_aloud_change'), eq(auditLogs.entityId, child.id)))
      .orderBy(auditLogs.id);
    expect(audited).toEqual([
      { by: parent.email, details: { childId: child.id, from: 'auto', to: 'on' } },
      { by: parent.email, details: { childId: child.id, from: 'on', to: 'auto' } },
    ]);

    const otherParent = await trader({ role: 'parent' });
    await linkFamily(otherParent.id, (await childAged(8)).id);
    expect((await appErrorOf(setChildReadAloud(otherParent, child.id, 'off'))).status).toBe(403);
    expect((await appErrorOf(setChildReadAloud(await trader({ role: 'tutor' }), child.id, 'off'))).status).toBe(403);
    expect((await appErrorOf(setChildReadAloud(child, child.id, 'off'))).status).toBe(403);
    expect(await stored(child.id)).toBeNull();
  });
});

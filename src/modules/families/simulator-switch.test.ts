import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, familyLinks, simAccounts } from '@/db/schema';
import { getChildDashboard } from '@/modules/dashboard';
import { getLeaderboard, openAccount } from '@/modules/simulator';
import { can } from '@/server/permissions';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { getChildrenPage } from './link-queries';
import { setChildSimulator } from './simulator-switch';
import { classRosters } from '@/modules/classes';

/*
 * A parent's simulator switch for a child (decision 031): off, the child has no simulator and is on no leaderboard;
 * on again, everything is back, the portfolio included. Only the child's own parents may flip it; each change is audited.
 */

async function family() {
  const parentUser = await createTestUser({ role: 'parent', firstName: 'Priya' });
  const childUser = await createTestUser({ role: 'child', firstName: 'Maya', lastName: 'Khan' });
  const siblingUser = await createTestUser({ role: 'child', firstName: 'Sara', lastName: 'Khan' });
  await getDb().insert(familyLinks).values([
    { parentId: parentUser.id, childId: childUser.id },
    { parentId: parentUser.id, childId: siblingUser.id },
  ]);
  return { parent: await actorFor(parentUser), childUser, sibling: await actorFor(siblingUser) };
}

describe("a parent's simulator switch", () => {
  it('off: no simulator for the child, nor a place on the family board; on: all back, portfolio kept; each change audited once', async () => {
    const { parent, childUser, sibling } = await family();
    const child = await actorFor(childUser);
    await openAccount(child);
    await openAccount(sibling);
    expect((await getLeaderboard(sibling, classRosters)).rows.map((row) => row.displayName)).toContain('Maya K.');

    expect(await setChildSimulator(parent, childUser.id, false)).toEqual({ name: 'Maya Khan', enabled: false });
    // Flipping to the same value again changes nothing and writes no second entry.
    await setChildSimulator(parent, childUser.id, false);
    const off = await actorFor(childUser);
    expect(off.simulatorOff).toBe(true);
    expect(can(off, 'trade:simulator:own')).toBe(false);
    expect(await appErrorOf(getLeaderboard(off, classRosters))).toMatchObject({ status: 403 });
    expect((await getChildDashboard(off)).showSimulator).toBe(false);
    expect((await getLeaderboard(sibling, classRosters)).rows.map((row) => row.displayName)).not.toContain('Maya K.');
    expect((await getChildrenPage(parent)).children.find((card) => card.id === childUser.id)?.simulatorEnabled).toBe(false);

    await setChildSimulator(parent, childUser.id, true);
    const on = await actorFor(childUser);
    expect(can(on, 'trade:simulator:own')).toBe(true);
    expect(await getDb().select({ cash: simAccounts.cash }).from(simAccounts).where(eq(simAccounts.userId, childUser.id))).toHaveLength(1);
    expect((await getLeaderboard(on, classRosters)).rows.map((row) => row.displayName)).toContain('Maya K.');
    expect((await getLeaderboard(sibling, classRosters)).rows.map((row) => row.displayName)).toContain('Maya K.');

    const entries = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'child_simulator_switch'), eq(auditLogs.targetUser, childUser.email)));
    expect(entries.map((entry) => entry.details)).toEqual([
      { childId: childUser.id, enabled: false },
      { childId: childUser.id, enabled: true },
    ]);
  });

  it("is a 404 for another family's child and a 403 for other roles; nothing changes", async () => {
    const { childUser } = await family();
    const stranger = await actorFor(await createTestUser({ role: 'parent' }));
    expect(await appErrorOf(setChildSimulator(stranger, childUser.id, false))).toMatchObject({ status: 404 });
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    expect(await appErrorOf(setChildSimulator(admin, childUser.id, false))).toMatchObject({ status: 404 });
    for (const role of ['child', 'tutor'] as const) {
      expect(await appErrorOf(setChildSimulator(await actorFor(await createTestUser({ role })), childUser.id, false))).toMatchObject({ status: 403 });
    }
    expect((await actorFor(childUser)).simulatorOff).toBe(false);
  });
});

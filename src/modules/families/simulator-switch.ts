import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';

/**
 * A linked parent switches their child's stock-market simulator on or off (decision 031), audited. Off, the child has
 * no simulator (permissions.ts withholds it), is on no leaderboard, and keeps their portfolio for when it is back on.
 * Anyone else's child is a 404, as everywhere in this module.
 */
export async function setChildSimulator(actor: Actor, childId: string, enabled: boolean): Promise<{ name: string; enabled: boolean }> {
  assertCan(actor, 'read:child:own');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'read:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    const name = fullNameOrEmail(child);
    const [before] = await tx.select({ enabled: users.simulatorEnabled }).from(users).where(eq(users.id, child.id));
    if (before?.enabled === enabled) return { name, enabled };
    await tx.update(users).set({ simulatorEnabled: enabled }).where(eq(users.id, child.id));
    await writeAudit(tx, actor, {
      actionType: 'child_simulator_switch',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      message: `${actor.email} switched the simulator ${enabled ? 'on' : 'off'} for ${name}`,
      details: { childId: child.id, enabled },
    });
    return { name, enabled };
  });
}

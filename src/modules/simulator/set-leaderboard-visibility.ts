import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { simAccounts } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { fullNameOrEmail } from '@/lib/person-name';
import { assertGuardianOf } from '@/modules/families';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { ensureAccount } from './open-account';

/**
 * A parent shows or hides their own child on the simulator's leaderboard (decision 014), audited. Only a child
 * linked to this parent (families module): anyone else's child is a 403. The child's account is opened if it does not exist yet,
 * so the choice holds before the child's first order (the choice lives on the account row). Returns the visibility now stored.
 */
export async function setLeaderboardVisibility(actor: Actor, childId: string, visible: boolean): Promise<boolean> {
  assertCan(actor, 'read:child:own');
  return getDb().transaction(async (tx) => {
    await assertGuardianOf(actor, childId, tx);
    const person = peopleView();
    const [child] = await tx.select({ id: person.id, email: person.email, firstName: person.firstName, lastName: person.lastName }).from(person).where(eq(person.id, childId));
    if (!child) throw new AppError(403, 'errors.forbidden');
    await ensureAccount(tx, child.id);
    // The account row first, as every change to an account (decision 013).
    const [before] = await tx.select({ visible: simAccounts.leaderboardVisible }).from(simAccounts).where(eq(simAccounts.userId, child.id)).for('update');
    if (before?.visible === visible) return visible;
    await tx.update(simAccounts).set({ leaderboardVisible: visible, leaderboardChangedBy: actor.id }).where(eq(simAccounts.userId, child.id));
    const name = fullNameOrEmail(child);
    await writeAudit(tx, actor, {
      actionType: 'leaderboard_visibility_change',
      component: 'simulator',
      entityId: child.id,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} ${visible ? 'showed' : 'hid'} ${name} on the simulator leaderboard`,
      details: { childId: child.id, visible },
    });
    return visible;
  });
}

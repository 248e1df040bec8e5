import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { fullNameOrEmail } from '@/lib/person-name';
import { peopleView, replacePasswordAndSignOut } from '@/modules/accounts';
import { accountSecurityChanged } from '@/modules/accounts/events';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { hashPassword } from '@/server/password';
import { assertStrongPassword } from '@/server/password-strength';
import { assertCan } from '@/server/permissions';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';

/**
 * A linked parent sets a new password for a child whose account a parent made (decision 029: no mail may reach such a
 * child, so "forgot your password" cannot). Only for those accounts: a child who registered alone keeps their
 * password to themselves, and another adult the child accepted cannot lock them out. The child is signed out
 * everywhere and any reset link stops working; audited. Ten a day per parent.
 */
export async function setChildPassword(actor: Actor, childId: string, password: string): Promise<{ name: string }> {
  assertCan(actor, 'create:child:own');
  await enforce({ key: `child-password:${actor.id}`, max: 10, windowMs: 24 * 60 * 60 * 1000 });
  // Argon2 runs before the transaction, never under a lock (as when the account is made).
  const passwordHash = await hashPassword(password);
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'create:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    const person = peopleView();
    const [account] = await tx.select({ username: person.username }).from(person).where(eq(person.id, child.id));
    if (!account?.username) throw new AppError(409, 'families.errors.passwordNotParentSet');
    assertStrongPassword(password, 'password', [account.username, child.firstName, child.lastName]);
    if (!(await replacePasswordAndSignOut(tx, child.id, passwordHash))) throw new AppError(409, 'families.errors.passwordNotParentSet');
    await publish(tx, accountSecurityChanged, { userId: child.id, change: 'password_changed', by: 'parent' });
    const name = fullNameOrEmail(child);
    await writeAudit(tx, actor, {
      actionType: 'child_password_set',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      subjectUserId: child.id,
      childId: child.id,
      message: `${actor.email} set a new password for ${name}`,
      details: { childId: child.id },
    });
    return { name };
  });
}

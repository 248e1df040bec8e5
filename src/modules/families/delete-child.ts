import 'server-only';
import { getDb } from '@/db/client';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';
import { confirmNameOf, namesMatch } from './confirm-name';
import { eraseChildAccount } from './erase-child';
import { consentingGuardianIdsOf } from './guardian-ids';
import { guardianIdsOf } from './guardians';

/**
 * Deletes one of the actor's children (decision 027), once the parent typed the child's first name: the account and
 * every row about the child, in one transaction. The audit entries about the child stay, rewritten to name only a
 * random reference; so does the entry of this deletion. Returns the child's name (for the answer) and the reference.
 */
export async function deleteChild(actor: Actor, childId: string, typedName: string): Promise<{ name: string; reference: string }> {
  assertCan(actor, 'delete:child:own');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'delete:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    // Decision 044: with a parent who agreed to the account or made it, the deletion is theirs alone.
    const consenting = await consentingGuardianIdsOf(child.id, tx);
    if (consenting.length > 0 && !consenting.includes(actor.id)) throw new AppError(403, 'families.errors.onlyGuardianDeletes');
    if (!namesMatch(typedName, confirmNameOf(child))) {
      throw new AppError(400, 'families.errors.confirmNameMismatch', { confirmName: 'families.errors.confirmNameMismatch' });
    }
    const otherAdults = (await guardianIdsOf(child.id, tx)).filter((id) => id !== actor.id).length;
    const reference = await eraseChildAccount(tx, child);
    await writeAudit(tx, actor, {
      actionType: 'child_account_delete',
      component: 'families',
      entityId: reference,
      targetUser: reference,
      subjectUserId: reference,
      childId: reference,
      message: `${actor.email} deleted the account of their child ${reference}`,
      // The other linked adults lose the child from their pages at once; they are not told otherwise yet (decision 027).
      details: { reference, otherLinkedAdults: otherAdults },
    });
    return { name: fullNameOrEmail(child), reference };
  });
}

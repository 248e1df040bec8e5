import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authUsers, authVerifications, outboxMessages, rateLimits } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { anonymiseAuditEntriesAbout, newDeletedReference } from '@/server/audit-subject';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild, subjectOf } from './child-data';
import { confirmNameOf, namesMatch } from './confirm-name';
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
    if (!namesMatch(typedName, confirmNameOf(child))) {
      throw new AppError(400, 'families.errors.confirmNameMismatch', { confirmName: 'families.errors.confirmNameMismatch' });
    }
    const reference = newDeletedReference('child');
    const otherAdults = (await guardianIdsOf(child.id, tx)).filter((id) => id !== actor.id).length;
    const email = child.email.toLowerCase();
    await anonymiseAuditEntriesAbout(tx, subjectOf(child), reference);
    // Rows keyed by the address or the id rather than joined to the account: mail kept for the child, rate-limit
    // counters (`reset:email:<address>`, `mail:welcome:<id>`…), and reset links (better-auth keeps the id as value).
    await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.to}) = ${email}`);
    await tx.delete(rateLimits).where(sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`} or right(${rateLimits.key}, ${child.id.length + 1}) = ${`:${child.id}`}`);
    await tx.delete(authVerifications).where(sql`${authVerifications.value} = ${child.id} or lower(${authVerifications.identifier}) = ${email}`);
    // The auth user owns everything else through cascades: the profile, and through it the sessions, credentials,
    // learning, simulator, classes, family links and the whole journal (child-data.test.ts walks the schema).
    await tx.delete(authUsers).where(eq(authUsers.id, child.id));
    await writeAudit(tx, actor, {
      actionType: 'child_account_delete',
      component: 'families',
      entityId: reference,
      targetUser: reference,
      message: `${actor.email} deleted the account of their child ${reference}`,
      // The other linked adults lose the child from their pages at once; they are not told otherwise yet (decision 027).
      details: { reference, otherLinkedAdults: otherAdults },
    });
    return { name: fullNameOrEmail(child), reference };
  });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { findOwnChild } from './child-data';
import { journalAudienceNarrowed } from './events';
import { guardianIdsOf } from './guardians';

/**
 * A linked parent chooses who their child may show journal entries to (decision 031): the family only, or also the
 * tutors of the child's classes. Entries stay private until the child shares one (decision 025); narrowing the choice
 * unshares what the child showed tutors (the journal reacts to the event in this transaction), so allowing it again
 * later brings nothing back unasked. Audited once per real change; anyone else's child is a 404.
 */
export async function setChildJournalTutors(actor: Actor, childId: string, allowed: boolean): Promise<{ name: string; allowed: boolean }> {
  assertCan(actor, 'read:child:own');
  return getDb().transaction(async (tx) => {
    const child = await findOwnChild(tx, actor, childId, 'read:child:own', true);
    if (!child) throw new AppError(404, 'families.errors.childNotFound');
    const name = fullNameOrEmail(child);
    const [before] = await tx.select({ allowed: users.journalTutors }).from(users).where(eq(users.id, child.id));
    if (before?.allowed === allowed) return { name, allowed };
    await tx.update(users).set({ journalTutors: allowed }).where(eq(users.id, child.id));
    if (!allowed) await publish(tx, journalAudienceNarrowed, { childId: child.id, readerIds: await guardianIdsOf(child.id, tx) });
    await writeAudit(tx, actor, {
      actionType: 'child_journal_audience',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      message: `${actor.email} ${allowed ? 'let' : 'stopped'} ${name} ${allowed ? 'show' : 'showing'} journal entries to tutors`,
      details: { childId: child.id, tutors: allowed },
    });
    return { name, allowed };
  });
}

import 'server-only';
import { publish } from '@/server/domain-events';
import type { Actor } from '@/server/session-flow';
import { switchChildFlag } from './child-switch';
import { journalAudienceNarrowed } from './events';
import { guardianIdsOf } from './guardians';

/**
 * A linked parent chooses who their child may show journal entries to (decision 031): the family only, or also the
 * tutors of the child's classes. Entries stay private until the child shares one (decision 025); narrowing the choice
 * unshares what the child showed tutors (the journal reacts to the event in this transaction), so allowing it again
 * later brings nothing back unasked. Audited once per real change; anyone else's child is a 404.
 */
export async function setChildJournalTutors(actor: Actor, childId: string, allowed: boolean): Promise<{ name: string; allowed: boolean }> {
  const { name, value } = await switchChildFlag(actor, childId, 'journalTutors', allowed, {
    afterChange: async (tx, child) => {
      if (!allowed) await publish(tx, journalAudienceNarrowed, { childId: child.id, readerIds: await guardianIdsOf(child.id, tx) });
    },
    audit: (child, childName) => ({
      actionType: 'child_journal_audience',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      message: `${actor.email} ${allowed ? 'let' : 'stopped'} ${childName} ${allowed ? 'show' : 'showing'} journal entries to tutors`,
      details: { childId: child.id, tutors: allowed },
    }),
  });
  return { name, allowed: value };
}

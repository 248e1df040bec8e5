import { and, eq, inArray } from 'drizzle-orm';
import { journalEntries, journalShares } from '@/db/schema';
import { familyLinkEnded } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';

/**
 * How the journal reacts to the families module (decision 015), in its transaction: when a link ends, the entries
 * the child showed that adult are unshared (decision 025), so linking again later never brings them back unasked.
 * No 'server-only'.
 */
export function subscribeJournal(): void {
  subscribe(familyLinkEnded, 'journal.unshare-with-former-adult', async (tx, { parentId, childId }) => {
    const childsEntries = tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.userId, childId));
    await tx.delete(journalShares).where(and(eq(journalShares.viewerId, parentId), inArray(journalShares.entryId, childsEntries)));
  });
}

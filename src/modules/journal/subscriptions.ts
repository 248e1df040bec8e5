import { and, asc, eq, inArray } from 'drizzle-orm';
import { journalEntries, journalShares } from '@/db/schema';
import { childDataExportRequested, familyLinkEnded } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';

/**
 * How the journal reacts to the families module (decision 015), in its transaction: when a link ends, the entries
 * the child showed that adult are unshared (decision 025), so linking again later never brings them back unasked;
 * when a parent exports a child's data, the journal adds the entries the child shared with that parent, and only
 * those (decision 027: the others stay private, and the export does not even count them). No 'server-only'.
 */
export function subscribeJournal(): void {
  subscribe(familyLinkEnded, 'journal.unshare-with-former-adult', async (tx, { parentId, childId }) => {
    const childsEntries = tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.userId, childId));
    await tx.delete(journalShares).where(and(eq(journalShares.viewerId, parentId), inArray(journalShares.entryId, childsEntries)));
  });
  subscribe(childDataExportRequested, 'journal.entries-shared-with-viewer', async (tx, { childId, viewerId }) => {
    const journal = await tx
      .select({
        title: journalEntries.title,
        body: journalEntries.body,
        mood: journalEntries.mood,
        entryDate: journalEntries.entryDate,
        createdAt: journalEntries.createdAt,
        updatedAt: journalEntries.updatedAt,
        sharedAt: journalShares.sharedAt,
      })
      .from(journalShares)
      .innerJoin(journalEntries, eq(journalEntries.id, journalShares.entryId))
      // The writer's id is in the statement, as in every read of the journal (decision 025).
      .where(and(eq(journalEntries.userId, childId), eq(journalShares.viewerId, viewerId)))
      .orderBy(asc(journalEntries.entryDate), asc(journalEntries.createdAt));
    return { journal };
  });
}

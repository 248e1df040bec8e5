import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { journalEntries, journalShares } from '@/db/schema';
import { studentsLeftTutor } from '@/modules/classes/events';
import { childDataExportRequested, familyLinkEnded, journalAudienceNarrowed } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';

/** Deletes the shares of these children's entries with the viewers `viewers` selects. */
async function unshare(tx: Tx, childIds: string[], viewers: SQL | undefined): Promise<void> {
  const childrensEntries = tx.select({ id: journalEntries.id }).from(journalEntries).where(inArray(journalEntries.userId, childIds));
  await tx.delete(journalShares).where(and(inArray(journalShares.entryId, childrensEntries), viewers));
}

/**
 * How the journal reacts to the families and classes modules (decision 015), in their transactions: when a link ends,
 * a tutor loses a student, or a parent stops the child sharing with tutors, the entries the child showed those
 * adults are unshared (decisions 025, 031), so the adult coming back later never brings them back unasked;
 * when a parent exports a child's data, the journal adds the entries the child shared with that parent, and only
 * those (decision 027: the others stay private, and the export does not even count them). No 'server-only'.
 */
export function subscribeJournal(): void {
  subscribe(familyLinkEnded, 'journal.unshare-with-former-adult', (tx, { parentId, childId }) => unshare(tx, [childId], eq(journalShares.viewerId, parentId)));
  subscribe(studentsLeftTutor, 'journal.unshare-with-former-tutor', (tx, { tutorId, childIds }) => unshare(tx, childIds, eq(journalShares.viewerId, tutorId)));
  subscribe(journalAudienceNarrowed, 'journal.unshare-with-tutors', (tx, { childId, readerIds }) =>
    unshare(tx, [childId], readerIds.length > 0 ? notInArray(journalShares.viewerId, readerIds) : undefined),
  );
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

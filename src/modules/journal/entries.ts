import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { journalEntries, journalShares } from '@/db/schema';
import { lockPerson } from '@/modules/accounts';
import { listJournalAudience } from '@/modules/families';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { journalEntryShared } from './events';
import type { EntryInput } from './schemas';

/*
 * Writing, changing and deleting one's own entries (decision 025). Every statement names the writer: another
 * person's entry is "not found" (404) whoever asks, so entry ids cannot be probed. Nothing here is audited: the
 * audit log is read by admins, and an entry (its title included) is the child's alone.
 */

/** A child in this many entries a day is writing far more than a journal: a runaway script, not a child. */
export const ENTRIES_PER_DAY_MAX = 100;

/**
 * Writes a new entry. `idempotencyKey` is the form's key for this save (decision 049): the same save sent again
 * after its answer was lost finds the entry it wrote and writes no second one.
 */
export async function createEntry(actor: Actor, input: EntryInput & { idempotencyKey?: string }): Promise<{ id: string }> {
  assertCan(actor, 'keep:journal:own');
  return getDb().transaction(async (tx) => {
    // The writer's row first: two tabs saving at once are counted one after the other, and a resend waits for the first.
    await lockPerson(tx, actor.id);
    if (input.idempotencyKey) {
      const [sent] = await tx
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, actor.id), eq(journalEntries.idempotencyKey, input.idempotencyKey)));
      if (sent) return sent;
    }
    const [{ today } = { today: 0 }] = await tx
      .select({ today: count() })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, actor.id), gt(journalEntries.createdAt, sql`now() - interval '1 day'`)));
    if (today >= ENTRIES_PER_DAY_MAX) throw new AppError(409, 'journal.errors.tooManyToday');
    const [created] = await tx
      .insert(journalEntries)
      .values({ userId: actor.id, title: input.title, body: input.body, mood: input.mood, entryDate: input.entryDate, idempotencyKey: input.idempotencyKey ?? null })
      .returning({ id: journalEntries.id });
    return created!;
  });
}

/** Changes an entry; sent again with the same words (a resend after a lost answer), it writes the same again. */
export async function updateEntry(actor: Actor, entryId: string, input: EntryInput): Promise<{ id: string }> {
  assertCan(actor, 'keep:journal:own');
  const [updated] = await getDb()
    .update(journalEntries)
    .set({ title: input.title, body: input.body, mood: input.mood, entryDate: input.entryDate, updatedAt: new Date() })
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, actor.id)))
    .returning({ id: journalEntries.id });
  if (!updated) throw new AppError(404, 'journal.errors.notFound');
  return updated;
}

export async function deleteEntry(actor: Actor, entryId: string): Promise<void> {
  assertCan(actor, 'keep:journal:own');
  const deleted = await getDb()
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, actor.id)))
    .returning({ id: journalEntries.id });
  if (deleted.length === 0) throw new AppError(404, 'journal.errors.notFound');
}

/**
 * The child chooses which of their adults may read an entry (decision 025): the chosen set replaces the old one, and
 * an empty set unshares it. Only the child's linked parents, and their tutors when a parent allowed it (decision 031),
 * can be chosen; anyone else is refused, and another child's entry is a 404. The adults newly chosen are told, in
 * this transaction (journal.entry-shared, decision 036); choosing the same people again tells nobody twice.
 */
export async function shareEntry(actor: Actor, entryId: string, viewerIds: readonly string[]): Promise<{ shared: number }> {
  assertCan(actor, 'keep:journal:own');
  return getDb().transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, actor.id)))
      .for('update');
    if (!entry) throw new AppError(404, 'journal.errors.notFound');
    const linked = new Map((await listJournalAudience(actor.id, tx)).map((reader) => [reader.id, reader]));
    const chosen = [...new Set(viewerIds)];
    if (chosen.some((id) => !linked.has(id))) throw new AppError(404, 'journal.errors.viewerNotLinked');
    const before = new Set((await tx.delete(journalShares).where(eq(journalShares.entryId, entryId)).returning({ viewerId: journalShares.viewerId })).map((share) => share.viewerId));
    if (chosen.length > 0) await tx.insert(journalShares).values(chosen.map((viewerId) => ({ entryId, viewerId })));
    const readers = chosen.filter((id) => !before.has(id)).map((id) => ({ id, role: linked.get(id)!.role }));
    if (readers.length > 0) await publish(tx, journalEntryShared, { childId: actor.id, readers });
    return { shared: chosen.length };
  });
}

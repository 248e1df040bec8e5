'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { createEntry, deleteEntry, shareEntry, updateEntry } from './entries';
import { entryIdSchema, saveEntrySchema, shareEntrySchema } from './schemas';
import { supportTopicsIn } from './support';

/* The journal's forms (/journal). The session and 'keep:journal:own' are checked here, the writer in entries.ts. */


/**
 * Saves a new entry or changes one. The answer says which topics of kind help the entry's words touch (decision
 * 025), so the form can show the help at once; nothing else happens with them.
 */
export async function saveEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('keep:journal:own', saveEntrySchema, formData, async (writer, { entryId, idempotencyKey, ...input }) => {
    // A change is the same whether it arrives once or twice; a new entry is written once per key (decision 049).
    const saved = entryId ? await updateEntry(writer, entryId, input) : await createEntry(writer, { ...input, idempotencyKey });
    revalidatePath('/journal');
    return {
      status: 'success',
      message: entryId ? 'journal.done.updated' : 'journal.done.saved',
      values: { entryId: saved.id, support: supportTopicsIn(`${input.title}\n${input.body}`).join(',') },
    };
  });
}

export async function deleteEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('keep:journal:own', entryIdSchema, formData, async (actor, { entryId }) => {
    await deleteEntry(actor, entryId);
    revalidatePath('/journal');
    return { status: 'success', message: 'journal.done.deleted' };
  });
}

/** Shows the entry to the checked linked adults (read-only), or to nobody when none is checked. */
export async function shareEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('keep:journal:own', shareEntrySchema, formData, async (actor, { entryId, viewers }) => {
    const { shared } = await shareEntry(actor, entryId, viewers);
    revalidatePath('/journal');
    revalidatePath('/children');
    return { status: 'success', message: shared > 0 ? 'journal.done.shared' : 'journal.done.unshared', messageValues: { count: shared } };
  });
}

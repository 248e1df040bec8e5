import { defineEvent } from '@/server/domain-events';

/*
 * What the journal module lets others react to (decision 015). No 'server-only': the wiring that subscribes to these
 * is loaded by the custom server too.
 */

/**
 * A child showed an entry to adults who could not read it before (decision 025): `readers` are only the newly chosen
 * ones, each of whom the families module allowed to see the child's entries (a linked parent; a tutor a parent let in,
 * decision 031). Carries no word of the entry: what it says stays on the page where the reader may read it.
 */
export interface JournalEntryShared {
  childId: string;
  readers: { id: string; role: 'parent' | 'tutor' }[];
}

export const journalEntryShared = defineEvent<JournalEntryShared>('journal.entry-shared');

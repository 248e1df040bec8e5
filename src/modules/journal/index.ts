import 'server-only';

// The journal module's server API (decision 015, 025): a child's private journal. Its other files are private.
export { getJournalPage, listSharedEntries, type JournalEntryView, type JournalPage, type SharedEntryView } from './queries';
export { journalFiltersSchema, type JournalFilters } from './schemas';

import 'server-only';

// The audit module's server API (decision 015): the audit log as its page and the CSV export read it, and the reads
// other modules make of it by column (decision 058). The writer itself is src/server/audit.ts. Its other files are private.
export { auditCsvHeader, auditCsvRow } from './csv';
export { getAuditPage, iterateAuditEntries, listLatestAuditEntries } from './queries';
export { childrenInEntriesToday, signInDaysSql } from './reads-for-others';

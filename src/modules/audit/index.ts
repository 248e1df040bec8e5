import 'server-only';

// The audit module's server API (decision 015): the audit log as its page and the CSV export read it (the writer itself is src/server/audit.ts). Its other files are private.
export { auditCsvHeader, auditCsvRow } from './csv';
export { getAuditPage, iterateAuditEntries, listLatestAuditEntries } from './queries';

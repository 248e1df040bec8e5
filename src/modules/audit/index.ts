import 'server-only';

// The audit module's server API (decision 015): the audit log as the CSV export reads it (the writer itself is src/server/audit.ts). Its other files are private.
export { auditCsvHeader, auditCsvRow } from './csv';
export { iterateAuditEntries } from './queries';

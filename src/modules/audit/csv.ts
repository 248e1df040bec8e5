import { csvCell } from '@/lib/csv';
import type { AuditRow } from './queries';

export const AUDIT_CSV_COLUMNS = ['timestamp', 'performedBy', 'role', 'actionType', 'component', 'entityId', 'targetUser', 'message', 'details'] as const;

export function auditCsvHeader(): string {
  return `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
}

export function auditCsvRow(row: AuditRow): string {
  return `${AUDIT_CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`;
}

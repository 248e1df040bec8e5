import type { AuditRow } from './queries';

export const AUDIT_CSV_COLUMNS = ['timestamp', 'performedBy', 'role', 'actionType', 'component', 'entityId', 'targetUser', 'message', 'details'] as const;

/** One CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsvHeader(): string {
  return `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
}

export function auditCsvRow(row: AuditRow): string {
  return `${AUDIT_CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`;
}

import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Spec 3 "Audit log (collection auditLogs)". Append-only: a trigger refuses UPDATE and DELETE (migration 0001), but for
 * the anonymisation of a deleted child's entries (decision 027, migration 0013).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    performedBy: text('performed_by').notNull(),
    role: text('role').notNull(),
    actionType: text('action_type').notNull(),
    component: text('component').notNull(),
    entityId: text('entity_id'),
    targetUser: text('target_user'),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    // Millisecond precision: a JavaScript Date holds the exact value, so keyset cursors never skip a row.
    timestamp: timestamp('timestamp', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_timestamp_id_idx').on(table.timestamp.desc(), table.id.desc()),
    index('audit_logs_action_type_idx').on(table.actionType),
    index('audit_logs_performed_by_idx').on(table.performedBy),
  ],
);

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
    /**
     * Who and whom an entry is about, as ids (decision 058): the acting person's user id (null for the system), the
     * person the entry is about or acts on, and the child whose data it concerns. No foreign keys: an entry outlives
     * the people it names, and a deleted child's become its anonymised reference (decision 027).
     */
    actorId: text('actor_id'),
    subjectUserId: text('subject_user_id'),
    childId: text('child_id'),
    // Millisecond precision: a JavaScript Date holds the exact value, so keyset cursors never skip a row.
    timestamp: timestamp('timestamp', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_timestamp_id_idx').on(table.timestamp.desc(), table.id.desc()),
    index('audit_logs_action_type_idx').on(table.actionType),
    index('audit_logs_performed_by_idx').on(table.performedBy),
    index('audit_logs_actor_id_idx').on(table.actorId),
    index('audit_logs_subject_user_id_idx').on(table.subjectUserId),
    index('audit_logs_child_id_idx').on(table.childId),
  ],
);

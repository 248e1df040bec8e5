import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { auditLogs } from '@/db/schema';

/*
 * The audit log as other modules read it (decision 055: the audit module owns audit_logs), through the front door:
 * by its columns, never by an entry's words (decision 058).
 */

/**
 * Of these children, the ones this person already has an entry of `actionType` about since the start of today (UTC):
 * a tutor's view of a child's learning is logged once a day per child (decision 033).
 */
export async function childrenInEntriesToday(tx: Tx, input: { actorId: string; actionType: string; childIds: readonly string[] }): Promise<Set<string>> {
  if (input.childIds.length === 0) return new Set();
  const rows = await tx
    .select({ childId: auditLogs.childId })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.actorId, input.actorId),
        eq(auditLogs.actionType, input.actionType),
        inArray(auditLogs.childId, [...input.childIds]),
        gte(auditLogs.timestamp, sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
      ),
    );
  return new Set(rows.map((row) => row.childId).filter((id): id is string => id !== null));
}

/**
 * One row (user_id, day) per person and UTC day they signed in, from `sinceIso` to `untilIso` (exclusive): a
 * subquery analytics unions into its "active" days (decision 038) in its own statement.
 */
export function signInDaysSql(sinceIso: string, untilIso: string): SQL {
  return sql`select ${auditLogs.entityId} as user_id, (${auditLogs.timestamp} at time zone 'UTC')::date as day from ${auditLogs}
      where ${auditLogs.actionType} = 'login' and ${auditLogs.timestamp} >= ${sinceIso}::timestamptz and ${auditLogs.timestamp} < ${untilIso}::timestamptz`;
}

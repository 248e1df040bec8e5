import 'server-only';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { AUDIT_PAGE_SIZE, type AuditFilters } from './schemas';
import { containsPattern } from '@/lib/sql-like';

export interface AuditRow {
  id: number;
  timestamp: Date;
  performedBy: string;
  role: string;
  actionType: string;
  component: string;
  entityId: string | null;
  targetUser: string | null;
  message: string;
  details: Record<string, unknown> | null;
}

interface Cursor {
  timestamp: Date;
  id: number;
}

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.timestamp.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const timestamp = new Date(iso ?? '');
  const numericId = Number(id);
  // Only what a page of ours could have written: a year PostgreSQL takes (a crafted one would be a 500) and an id.
  const year = timestamp.getUTCFullYear();
  if (Number.isNaN(timestamp.getTime()) || year < 2000 || year > 9999 || !Number.isSafeInteger(numericId) || numericId < 1) return null;
  return { timestamp, id: numericId };
}


function whereFor(filters: AuditFilters, cursor: Cursor | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLogs.actionType, filters.action));
  if (filters.user) {
    const pattern = containsPattern(filters.user);
    conditions.push(or(ilike(auditLogs.performedBy, pattern), ilike(auditLogs.targetUser, pattern))!);
  }
  if (filters.from) conditions.push(gte(auditLogs.timestamp, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(auditLogs.timestamp, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000)));
  // Keyset pagination: strictly older than the last row shown, newest first.
  if (cursor) conditions.push(sql`(${auditLogs.timestamp}, ${auditLogs.id}) < (${cursor.timestamp.toISOString()}::timestamptz, ${cursor.id})`);
  return conditions.length ? and(...conditions) : undefined;
}

async function page(filters: AuditFilters, cursor: Cursor | null, limit: number): Promise<AuditRow[]> {
  return getDb()
    .select({
      id: auditLogs.id,
      timestamp: auditLogs.timestamp,
      performedBy: auditLogs.performedBy,
      role: auditLogs.role,
      actionType: auditLogs.actionType,
      component: auditLogs.component,
      entityId: auditLogs.entityId,
      targetUser: auditLogs.targetUser,
      message: auditLogs.message,
      details: auditLogs.details,
    })
    .from(auditLogs)
    .where(whereFor(filters, cursor))
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(limit);
}

/** Admins only: newest first, filtered, one page after the cursor. */
export async function listAuditEntries(actor: Actor, filters: AuditFilters, limit = AUDIT_PAGE_SIZE): Promise<{ entries: AuditRow[]; nextCursor: string | null }> {
  assertCan(actor, 'read:audit:any');
  const rows = await page(filters, decodeCursor(filters.cursor), limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export async function listAuditActionTypes(actor: Actor): Promise<string[]> {
  assertCan(actor, 'read:audit:any');
  const rows = await getDb().selectDistinct({ actionType: auditLogs.actionType }).from(auditLogs).orderBy(auditLogs.actionType);
  return rows.map((row) => row.actionType);
}

export interface AuditPage {
  entries: AuditRow[];
  nextCursor: string | null;
  /** Every action type in the log, for the filter. */
  actionTypes: string[];
}

/** /admin/audit (decision 015: one query per page, its reads in parallel). */
export async function getAuditPage(actor: Actor, filters: AuditFilters): Promise<AuditPage> {
  assertCan(actor, 'read:audit:any');
  const [{ entries, nextCursor }, actionTypes] = await Promise.all([listAuditEntries(actor, filters), listAuditActionTypes(actor)]);
  return { entries, nextCursor, actionTypes };
}

/** Every matching entry, a batch at a time (keyset), for the CSV export. */
export async function* iterateAuditEntries(actor: Actor, filters: AuditFilters, batchSize = 1000): AsyncGenerator<AuditRow[]> {
  assertCan(actor, 'read:audit:any');
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await page({ ...filters, cursor: undefined }, cursor, batchSize);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    cursor = { timestamp: last.timestamp, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The newest `count` entries, as the admin's dashboard lists them. */
export async function listLatestAuditEntries(actor: Actor, count: number): Promise<Array<{ id: number; timestamp: Date; performedBy: string; actionType: string; message: string }>> {
  assertCan(actor, 'view:admin:any');
  return getDb()
    .select({ id: auditLogs.id, timestamp: auditLogs.timestamp, performedBy: auditLogs.performedBy, actionType: auditLogs.actionType, message: auditLogs.message })
    .from(auditLogs)
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(count);
}

import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLogs, users } from '@/db/schema';
import { listChildren, type LinkedChild } from '@/modules/families';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

export interface AccountSummary {
  xp: number;
  valuation: string;
  createdAt: Date | null;
  lastLogin: Date | null;
  emailVerified: boolean;
  childRefCode: string | null;
}

/** The actor's own profile figures. */
export async function getAccountSummary(actor: Actor): Promise<AccountSummary | null> {
  assertCan(actor, 'view:dashboard:own');
  const [row] = await getDb()
    .select({ xp: users.xp, valuation: users.valuation, createdAt: users.createdAt, lastLogin: users.lastLogin, emailVerified: users.emailVerified, childRefCode: users.childRefCode })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ?? null;
}

export type { LinkedChild } from '@/modules/families';

/** A parent's own children (the families module decides who they are). */
export async function getLinkedChildren(actor: Actor): Promise<LinkedChild[]> {
  return listChildren(actor);
}

export interface AdminOverview {
  byRole: Record<string, number>;
  blocked: number;
  unverified: number;
  recent: Array<{ id: number; timestamp: Date; performedBy: string; actionType: string; message: string }>;
}

export async function getAdminOverview(actor: Actor): Promise<AdminOverview> {
  assertCan(actor, 'view:admin:any');
  const db = getDb();
  const roleRows = await db.select({ role: users.role, total: count() }).from(users).groupBy(users.role);
  const [flags] = await db
    .select({
      blocked: sql<number>`count(*) filter (where ${users.blocked})`.mapWith(Number),
      unverified: sql<number>`count(*) filter (where not ${users.emailVerified})`.mapWith(Number),
    })
    .from(users);
  const recent = await db
    .select({ id: auditLogs.id, timestamp: auditLogs.timestamp, performedBy: auditLogs.performedBy, actionType: auditLogs.actionType, message: auditLogs.message })
    .from(auditLogs)
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(8);
  return { byRole: Object.fromEntries(roleRows.map((row) => [row.role, row.total])), blocked: flags?.blocked ?? 0, unverified: flags?.unverified ?? 0, recent };
}

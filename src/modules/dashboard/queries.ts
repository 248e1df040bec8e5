import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLogs, familyLinks, users } from '@/db/schema';
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

export interface LinkedChild {
  id: string;
  firstName: string;
  lastName: string;
  xp: number;
  lastLogin: Date | null;
}

/** A parent's own children only (scoped by the link table to the acting parent). */
export async function getLinkedChildren(actor: Actor): Promise<LinkedChild[]> {
  assertCan(actor, 'read:child:own');
  return getDb()
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, xp: users.xp, lastLogin: users.lastLogin })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.childId))
    .where(eq(familyLinks.parentId, actor.id))
    .orderBy(users.firstName);
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

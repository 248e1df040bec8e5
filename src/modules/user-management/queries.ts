import 'server-only';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { USERS_PAGE_SIZE, type UserFilters } from './schemas';

export interface ManagedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  emailVerified: boolean;
  blocked: boolean;
  createdAt: Date | null;
  lastLogin: Date | null;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Admins only: every account, searched by name or e-mail, filtered by role and status, a page at a time. */
export async function listUsers(actor: Actor, filters: UserFilters): Promise<{ rows: ManagedUser[]; total: number; page: number; pageCount: number }> {
  assertCan(actor, 'manage:user:any');
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status === 'blocked') conditions.push(eq(users.blocked, true));
  if (filters.status === 'active') conditions.push(eq(users.blocked, false), eq(users.emailVerified, true));
  if (filters.status === 'unverified') conditions.push(eq(users.emailVerified, false));
  const where = conditions.length ? and(...conditions) : undefined;
  const db = getDb();
  const pageRows = (page: number) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        emailVerified: users.emailVerified,
        blocked: users.blocked,
        createdAt: users.createdAt,
        lastLogin: users.lastLogin,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE);
  // The count and the asked-for page in one round trip; only an address past the last page reads again (the last page).
  const requested = filters.page ?? 1;
  const [[totalRow], requestedRows] = await Promise.all([db.select({ total: count() }).from(users).where(where), pageRows(requested)]);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  const rows = page === requested ? requestedRows : await pageRows(page);
  return { rows, total, page, pageCount };
}

export interface UserManagementPage {
  rows: ManagedUser[];
  total: number;
  page: number;
  pageCount: number;
  /** The acting admin: their own row offers no delete. */
  currentUserId: string;
}

/** /admin/user-management (decision 015: one query per page). */
export async function getUserManagementPage(actor: Actor, filters: UserFilters): Promise<UserManagementPage> {
  assertCan(actor, 'manage:user:any');
  return { ...(await listUsers(actor, filters)), currentUserId: actor.id };
}

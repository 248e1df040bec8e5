import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { authUsers, users } from '@/db/schema';
import type { Role } from '@/lib/constants';
import { generateChildRefCode } from '@/server/profile/ref-code';
import { containsPattern } from '@/lib/sql-like';

/*
 * The statements of the user-management screen (decision 055: back-office editors are the owner's). That module keeps
 * its page, forms, permission checks, rules (not yourself, not the last admin) and audit entries; these read and
 * change the accounts' rows, in the caller's transaction where they change one.
 */

export interface AccountFilters {
  q?: string;
  role?: Role;
  status?: 'active' | 'blocked' | 'unverified';
}

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
  /** A child's country (decision 060), which an admin may change; null when it was never asked. */
  country: string | null;
}

export type ManagedAccount = typeof users.$inferSelect;


function accountConditions(filters: AccountFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status === 'blocked') conditions.push(eq(users.blocked, true));
  if (filters.status === 'active') conditions.push(eq(users.blocked, false), eq(users.emailVerified, true));
  if (filters.status === 'unverified') conditions.push(eq(users.emailVerified, false));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Every account the filters choose, newest first, a page at a time: the count and the asked-for page in one round
 * trip; only an address past the last page reads again (the last page).
 */
export async function listAccounts(db: Db, filters: AccountFilters & { page?: number }, pageSize: number): Promise<{ rows: ManagedUser[]; total: number; page: number; pageCount: number }> {
  const where = accountConditions(filters);
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
        country: users.country,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const requested = filters.page ?? 1;
  const [[totalRow], requestedRows] = await Promise.all([db.select({ total: count() }).from(users).where(where), pageRows(requested)]);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  const rows = page === requested ? requestedRows : await pageRows(page);
  return { rows, total, page, pageCount };
}

/** One account's row; null when there is none. */
export async function readAccount(db: Db | Tx, userId: string): Promise<ManagedAccount | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Locks every admin row (in id order, so two transactions never wait on each other in a cycle), then the account;
 * null when there is none. An admin's change to an account goes through it, so the last-admin rule is checked against
 * rows no one else can change.
 */
export async function lockAccountForAdmin(tx: Tx, userId: string): Promise<ManagedAccount | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return target ?? null;
}

/** Whether an admin other than this account is active (the admin rows locked by lockAccountForAdmin). */
export async function anotherActiveAdminExists(tx: Tx, userId: string): Promise<boolean> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.blocked, false), ne(users.id, userId)));
  return others.length > 0;
}

async function unusedChildRefCode(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateChildRefCode();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.childRefCode, code));
    if (!taken) return code;
  }
  throw new Error('Could not find a free child reference code after 5 attempts');
}

export async function setAccountBlocked(tx: Tx, userId: string, blocked: boolean): Promise<void> {
  await tx.update(users).set({ blocked }).where(eq(users.id, userId));
}

/** Gives the account a role; one that becomes a child's gets a childRefCode if it had none (spec 3). */
export async function setAccountRole(tx: Tx, account: { id: string; childRefCode: string | null }, role: Role): Promise<void> {
  const refCode = role === 'child' && !account.childRefCode ? await unusedChildRefCode(tx) : account.childRefCode;
  await tx.update(users).set({ role, childRefCode: refCode }).where(eq(users.id, account.id));
}

/** Marks the address verified, in better-auth's row and the profile. */
export async function markAccountVerified(tx: Tx, userId: string): Promise<void> {
  await tx.update(authUsers).set({ emailVerified: true, updatedAt: new Date() }).where(eq(authUsers.id, userId));
  await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** Deletes an adult's account: the auth user owns everything else (profile, sessions, credentials, family links) through cascades. */
export async function deleteAccount(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authUsers).where(eq(authUsers.id, userId));
}

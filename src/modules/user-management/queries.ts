import 'server-only';
import { getDb } from '@/db/client';
import { listAccounts, type ManagedUser } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { USERS_PAGE_SIZE, type UserFilters } from './schemas';

export type { ManagedUser };

/** Admins only: every account, searched by name or e-mail, filtered by role and status, a page at a time. */
export async function listUsers(actor: Actor, filters: UserFilters): Promise<{ rows: ManagedUser[]; total: number; page: number; pageCount: number }> {
  assertCan(actor, 'manage:user:any');
  return listAccounts(getDb(), filters, USERS_PAGE_SIZE);
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

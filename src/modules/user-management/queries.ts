import 'server-only';
import { getDb } from '@/db/client';
import { fullNameOrEmail } from '@/lib/person-name';
import { listAccounts, readAccount, type ManagedUser } from '@/modules/accounts';
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

/** A child's country as the back office changes it (decision 060's amendment): who, where, and whether the account waits. */
export interface ChildCountryPage {
  id: string;
  email: string;
  name: string;
  country: string | null;
  /** The account is held for a parent's consent (a registration below the age, or a change of country). */
  consentPending: boolean;
}

/**
 * /admin/user-management/[userId]/country: the one form with every country, on a page of its own, so the user list
 * does not carry a select of 240 countries for each child. Null for anyone but a child (only a child's country decides
 * a consent) and for an unknown id.
 */
export async function getChildCountryPage(actor: Actor, userId: string): Promise<ChildCountryPage | null> {
  assertCan(actor, 'change:child-country:any');
  const account = await readAccount(getDb(), userId);
  if (!account || account.role !== 'child') return null;
  return { id: account.id, email: account.email, name: fullNameOrEmail(account), country: account.country, consentPending: account.consentPending };
}

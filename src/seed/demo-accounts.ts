import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { authAccounts, seedState, users } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { verifyPassword } from '@/server/password';
import { DEMO_ACCOUNTS } from './seed-data';
import { DEMO_ACCOUNTS_KEY } from './seed';

/*
 * The demo accounts' published passwords (README) are known to everyone (decision 043). A production start refuses
 * to run while one of the accounts the seed made can still be entered with one of them, and the operator's way out
 * is to block those accounts from the command line (or to change their passwords on a non-production start).
 */

export interface ExposedDemoAccount {
  id: string;
  email: string;
  role: string;
}

/** The demo accounts the seed made that are not blocked and still open with a published password. */
export async function findExposedDemoAccounts(db: Db): Promise<ExposedDemoAccount[]> {
  const [marker] = await db.select({ value: seedState.value }).from(seedState).where(eq(seedState.key, DEMO_ACCOUNTS_KEY));
  const ids = (marker?.value as string[] | undefined) ?? [];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role, hash: authAccounts.password })
    .from(users)
    .innerJoin(authAccounts, and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential')))
    .where(and(inArray(users.id, ids), eq(users.blocked, false)));
  const published = DEMO_ACCOUNTS.map((account) => account.password);
  const exposed: ExposedDemoAccount[] = [];
  for (const row of rows) {
    if (!row.hash) continue;
    // Any published password, not only the one made with the account: the role or address may have changed since.
    for (const password of published) {
      if (await verifyPassword(row.hash, password)) {
        exposed.push({ id: row.id, email: row.email, role: row.role });
        break;
      }
    }
  }
  return exposed;
}

/** Where a start runs for real people: on PostgreSQL, or in production at an address other people reach. */
export function isProductionStart(options: { database: 'pglite' | 'postgres'; production: boolean; appUrl: string | undefined }): boolean {
  if (options.database === 'postgres') return true;
  if (!options.production || !options.appUrl) return false;
  const host = new URL(options.appUrl).hostname.replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host));
}

/** What a refused start prints: which accounts, and the ways out. */
export function exposedDemoAccountsMessage(exposed: readonly ExposedDemoAccount[]): string {
  return [
    'Refusing to start: these demo accounts can still be signed in to with the password published in the README:',
    ...exposed.map((account) => `  - ${account.email} (${account.role})`),
    'Block them with `npm run db:retire-demo` (their data stays; an admin can unblock one after changing its password),',
    'or change their passwords first on a start that is not public. A demonstration server that must keep them sets',
    'ALLOW_DEMO_PASSWORDS=true.',
  ].join('\n');
}

/** `npm run db:retire-demo`: blocks every exposed demo account, audited, and says which. */
export async function retireDemoAccounts(db: Db): Promise<ExposedDemoAccount[]> {
  const exposed = await findExposedDemoAccounts(db);
  if (exposed.length === 0) return exposed;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ blocked: true }).where(inArray(users.id, exposed.map((account) => account.id)));
    for (const account of exposed) {
      await writeAudit(tx, { id: null, email: 'cli@localhost', role: 'system' }, {
        actionType: 'block',
        component: 'cli',
        entityId: account.id,
        targetUser: account.email,
        subjectUserId: account.id,
        childId: account.role === 'child' ? account.id : null,
        message: `Demo account ${account.email} blocked from the command line: it still had its published password`,
      });
    }
  });
  return exposed;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { simAccounts } from '@/db/schema';
import { keepValuation } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { readSimulatorSettings } from './trading-settings';

/**
 * Opens a simulator account in the caller's transaction if the user has none (insert … on conflict do nothing, so
 * parallel first orders open one): starting cash from the settings, and the person's valuation set to it. True if opened.
 * Called by the first order and by a parent's leaderboard switch, never by a read (decision 015: a GET never writes).
 */
export async function ensureAccount(tx: Tx, userId: string, startingCash?: string): Promise<boolean> {
  const cash = startingCash ?? (await readSimulatorSettings(tx)).startingCash;
  const [opened] = await tx.insert(simAccounts).values({ userId, cash, startingCash: cash }).onConflictDoNothing().returning({ userId: simAccounts.userId });
  if (!opened) return false;
  await keepValuation(tx, userId, cash);
  return true;
}

/**
 * Opens the actor's account now if they have none (every role may have one). The app opens it with the first
 * order instead; this is for setup code and tests that need an account before any order.
 */
export async function openAccount(actor: Actor): Promise<void> {
  assertCan(actor, 'trade:simulator:own');
  const [existing] = await getDb().select({ userId: simAccounts.userId }).from(simAccounts).where(eq(simAccounts.userId, actor.id));
  if (existing) return;
  await getDb().transaction(async (tx) => {
    await ensureAccount(tx, actor.id);
  });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { simAccounts, users } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { readSimulatorSettings } from './trading-settings';

/**
 * Opens a simulator account in the caller's transaction if the user has none (insert … on conflict do nothing, so
 * parallel first visits open one): starting cash from the settings, and `users.valuation` set to it. True if opened.
 */
export async function ensureAccount(tx: Tx, userId: string, startingCash?: string): Promise<boolean> {
  const cash = startingCash ?? (await readSimulatorSettings(tx)).startingCash;
  const [opened] = await tx.insert(simAccounts).values({ userId, cash, startingCash: cash }).onConflictDoNothing().returning({ userId: simAccounts.userId });
  if (!opened) return false;
  await tx.update(users).set({ valuation: cash }).where(eq(users.id, userId));
  return true;
}

/** The actor's account, opened on the first visit to /simulator (every role may have one). */
export async function openAccount(actor: Actor): Promise<void> {
  assertCan(actor, 'trade:simulator:own');
  const [existing] = await getDb().select({ userId: simAccounts.userId }).from(simAccounts).where(eq(simAccounts.userId, actor.id));
  if (existing) return;
  await getDb().transaction(async (tx) => {
    await ensureAccount(tx, actor.id);
  });
}

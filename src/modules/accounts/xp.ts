import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';

/*
 * A person's XP total, kept on their row (decision 008) and changed only through here (decision 055: accounts owns
 * `users`). Progress decides when XP is given (its ledger, decision 009) and calls this in its transaction.
 * No 'server-only': the market engine (custom server) awards simulator badges, and their bonus XP, through progress.
 */

/** Adds `amount` XP to the person's total, in the caller's transaction; the total afterwards (0 when there is no such person). */
export async function addXp(tx: Tx, userId: string, amount: number): Promise<number> {
  const [row] = await tx.update(users).set({ xp: sql`${users.xp} + ${amount}` }).where(eq(users.id, userId)).returning({ xp: users.xp });
  return row?.xp ?? 0;
}

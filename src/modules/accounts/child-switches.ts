import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { authUsers, users } from '@/db/schema';

/*
 * What a child's family changes on the child's own row (decisions 030, 031), kept by accounts, which owns it
 * (decision 055); families decides who may, and calls these in its transaction. No 'server-only', as the rest of
 * accounts' people API.
 */

/** The switches a linked parent has on a child's profile (decision 031). */
export type ChildSwitch = 'simulatorEnabled' | 'journalTutors';

/** Keeps a child's switch at `value`. */
export async function saveChildSwitch(tx: Tx, childId: string, flag: ChildSwitch, value: boolean): Promise<void> {
  await tx.update(users).set({ [flag]: value }).where(eq(users.id, childId));
}

/** A parent agreed (decision 030): the child no longer waits for consent. */
export async function markConsentGiven(tx: Tx, childId: string): Promise<void> {
  await tx.update(users).set({ consentPending: false }).where(eq(users.id, childId));
}

/**
 * The child's country changed (decision 060): families decided who may change it and re-applies that country's consent
 * rule in the same transaction.
 */
export async function saveChildCountry(tx: Tx, childId: string, country: string): Promise<void> {
  await tx.update(users).set({ country }).where(eq(users.id, childId));
}

/** The account waits for a parent's consent again, as a registration below the age does (decisions 030, 060). */
export async function markConsentPending(tx: Tx, childId: string): Promise<void> {
  await tx.update(users).set({ consentPending: true }).where(eq(users.id, childId));
}

/** Whether an account already signs in with this address (a child's reserved address of the past included). */
export async function isSignInAddressTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return row !== undefined;
}

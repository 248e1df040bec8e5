import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { authSessions, knownDevices } from '@/db/schema';

/**
 * The browsers a person signed in from (decision 037), by the label read from the browser, and their sign-ins, oldest
 * first, in the caller's transaction: a parent's export of a child's data (decision 027). Never a device cookie's
 * hash, a session's token or a network address.
 */
export async function readSignInHistory(tx: Tx, userId: string) {
  const devices = await tx
    .select({ label: knownDevices.label, firstSeenAt: knownDevices.firstSeenAt, lastSeenAt: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(asc(knownDevices.firstSeenAt));
  const signIns = await tx
    .select({ createdAt: authSessions.createdAt, expiresAt: authSessions.expiresAt, userAgent: authSessions.userAgent })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
  return { devices, signIns };
}

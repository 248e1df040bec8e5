import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authUsers, knownDevices } from '@/db/schema';
import { DEVICE_COOKIE } from '@/lib/constants';
import { deviceLabel, deviceOf } from '@/lib/user-agent';
import { publish } from '@/server/domain-events';
import { cookieValue } from '@/server/signed-cookie';
import { accountSecurityChanged } from './events';

/*
 * "A new sign-in" (decision 037). A browser carries a random id in a long-lived cookie; the account keeps the ids'
 * hashes it has signed in with. A sign-in from a browser without the id, or with one the account has not seen, is
 * recorded, and if the account already had a browser its owner is told. The first browser an account ever uses (the
 * one it was made in, or the first after this was built) tells nobody.
 */

const DEVICE_ID = /^[A-Za-z0-9_-]{24}$/;
/** A browser not seen for this long is forgotten: its next sign-in is new again. */
const FORGET_AFTER_MS = 400 * 24 * 60 * 60 * 1000;

const hashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('base64url');

/**
 * The hash of the browser's id when this account has signed in from it before (and not forgotten it), else null.
 * Sign-in throttling counts such a browser on its own (decision 017): what others do at its address never locks it.
 */
export async function knownDeviceOf(email: string, requestHeaders: Headers): Promise<string | null> {
  const presented = cookieValue(requestHeaders.get('cookie') ?? '', DEVICE_COOKIE);
  if (!presented || !DEVICE_ID.test(presented)) return null;
  const deviceHash = hashOf(presented);
  const [known] = await getDb()
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(authUsers, eq(authUsers.id, knownDevices.userId))
    .where(and(eq(authUsers.email, email), eq(knownDevices.deviceHash, deviceHash), gt(knownDevices.lastSeenAt, new Date(Date.now() - FORGET_AFTER_MS))));
  return known ? deviceHash : null;
}

/** Records a successful sign-in's browser; returns the id its cookie must hold (the one it had, or a new one). */
export async function recordSignInDevice(userId: string, requestHeaders: Headers, now: Date = new Date()): Promise<string> {
  const presented = cookieValue(requestHeaders.get('cookie') ?? '', DEVICE_COOKIE);
  const deviceId = presented && DEVICE_ID.test(presented) ? presented : randomBytes(18).toString('base64url');
  const label = deviceLabel(requestHeaders.get('user-agent'));
  await getDb().transaction(async (tx) => {
    await tx.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastSeenAt, new Date(now.getTime() - FORGET_AFTER_MS))));
    const inserted = await tx
      .insert(knownDevices)
      .values({ userId, deviceHash: hashOf(deviceId), label, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now, label } })
      .returning({ isNew: sql<boolean>`(xmax = 0)` });
    if (!inserted[0]?.isNew) return;
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), sql`${knownDevices.deviceHash} <> ${hashOf(deviceId)}`));
    if ((others?.count ?? 0) > 0) await publish(tx, accountSecurityChanged, { userId, change: 'new_sign_in', device: label, ...deviceOf(requestHeaders.get('user-agent')) });
  });
  return deviceId;
}

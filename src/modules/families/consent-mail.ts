import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '@/db/client';
import { consentMailSuppressions } from '@/db/schema';
import { env } from '@/lib/env';
import { consume } from '@/server/rate-limit';

/*
 * Who may be sent a consent mail (decision 030). Anyone can register a child who names any address, so the mail
 * "<name> asks for your permission" must not become a way to write to strangers: each address gets at most
 * CONSENT_MAILS_PER_ADDRESS a day, and every mail carries a signed "I don't know this child / stop these e-mails" link
 * after which the address never gets one again. Runs inside the registration's (or the resend's) transaction: on
 * PGlite that transaction holds the only connection, so the counter is written with it. No 'server-only' (the event
 * reaction runs in the custom server too).
 */

/** At most 3 consent mails a day to one address, whoever asks; further requests are kept, not mailed. */
export const CONSENT_MAILS_PER_ADDRESS = { max: 3, windowMs: 24 * 60 * 60 * 1000 };

/**
 * One mailbox, however written: letter case, spaces, a "+tag" (which most providers deliver to the same inbox), and
 * Gmail's dots. Used only to count and to suppress, never to send.
 */
export function normaliseMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  const domain = lower.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** The SHA-256 of the normalised address: what the suppression list and the requests keep to recognise it. */
export function mailboxHash(address: string): string {
  return createHash('sha256').update(`consent-mailbox:${normaliseMailbox(address)}`).digest('hex');
}

function signature(addressHash: string): string {
  return createHmac('sha256', env().AUTH_SECRET).update(`consent-stop:${addressHash}`).digest('base64url');
}

/** The stop link's query: the address's hash (never the address) and its signature (HMAC under the auth secret). */
export function consentStopQuery(address: string): string {
  const addressHash = mailboxHash(address);
  return new URLSearchParams({ a: addressHash, s: signature(addressHash) }).toString();
}

const stopLinkSchema = z.object({ a: z.string().regex(/^[0-9a-f]{64}$/), s: z.string().length(43) });

/** The address hash a stop link names, when its signature holds; null for anything else (forged, altered, cut). */
export function readConsentStop(params: { a?: string | null; s?: string | null }): { addressHash: string } | null {
  const parsed = stopLinkSchema.safeParse(params);
  if (!parsed.success) return null;
  const expected = Buffer.from(signature(parsed.data.a));
  const given = Buffer.from(parsed.data.s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { addressHash: parsed.data.a };
}

/**
 * Whether a consent mail may go to `address` now, counting it when it may: never to a suppressed address, and at most
 * CONSENT_MAILS_PER_ADDRESS.max in the window. The counter is server/rate-limit.ts's fixed window, counted in the
 * caller's transaction (rolled back with it).
 */
export async function claimConsentMail(tx: Tx, address: string): Promise<{ mail: boolean; addressHash: string }> {
  const addressHash = mailboxHash(address);
  const [suppressed] = await tx.select({ addressHash: consentMailSuppressions.addressHash }).from(consentMailSuppressions).where(eq(consentMailSuppressions.addressHash, addressHash));
  if (suppressed) return { mail: false, addressHash };
  const { allowed } = await consume({ key: `consent-mail:to:${addressHash}`, ...CONSENT_MAILS_PER_ADDRESS }, tx);
  return { mail: allowed, addressHash };
}

/** Whether the address asked never to get consent mail (the purge's "nobody agreed" mail asks too). */
export async function isSuppressed(tx: Tx, address: string): Promise<boolean> {
  const [row] = await tx.select({ addressHash: consentMailSuppressions.addressHash }).from(consentMailSuppressions).where(eq(consentMailSuppressions.addressHash, mailboxHash(address)));
  return row !== undefined;
}

/** The stop link for a consent mail. */
export function consentStopUrl(address: string): string {
  return `${env().APP_URL}/consent/stop?${consentStopQuery(address)}`;
}

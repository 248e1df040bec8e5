import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { DIGEST_PERIODS, type DigestPeriod } from './email-rules';
import { NOTIFICATION_TYPES, type NotificationType } from './types';

/** What a link turns off: one kind of notification e-mail, or a digest (every kind set to it). */
export type UnsubscribeTarget = NotificationType | DigestPeriod;
const TARGETS: readonly string[] = [...NOTIFICATION_TYPES, ...DIGEST_PERIODS];

/*
 * One-click unsubscribe (RFC 8058; decision 036): every notification e-mail carries a link that turns that kind of
 * e-mail off for its recipient without signing in. The link is signed (HMAC-SHA256 under the auth secret) over the
 * person and the kind, so it can do nothing else and nobody can make one for someone else. No 'server-only'.
 */

function signature(userId: string, type: string): string {
  return createHmac('sha256', env().AUTH_SECRET).update(`unsubscribe:${userId}:${type}`).digest('base64url');
}

export function unsubscribeQuery(userId: string, type: UnsubscribeTarget): string {
  return new URLSearchParams({ u: userId, t: type, s: signature(userId, type) }).toString();
}

/** The person and the kind a link names, when its signature holds; null for anything else. */
/** A link's three values as they arrive (a query or a form): anything else is no link of ours. */
const linkSchema = z.object({ u: z.string().min(1).max(100), t: z.string().refine((value) => TARGETS.includes(value)), s: z.string().length(43) });

export function readUnsubscribe(params: { u?: string | null; t?: string | null; s?: string | null }): { userId: string; type: UnsubscribeTarget } | null {
  const parsed = linkSchema.safeParse(params);
  if (!parsed.success) return null;
  const { u, t, s } = parsed.data;
  const expected = Buffer.from(signature(u, t));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: u, type: t as UnsubscribeTarget };
}

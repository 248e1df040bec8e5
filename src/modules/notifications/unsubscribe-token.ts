import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { NOTIFICATION_TYPES, type NotificationType } from './types';

/*
 * One-click unsubscribe (RFC 8058; decision 036): every notification e-mail carries a link that turns that kind of
 * e-mail off for its recipient without signing in. The link is signed (HMAC-SHA256 under the auth secret) over the
 * person and the kind, so it can do nothing else and nobody can make one for someone else. No 'server-only'.
 */

function signature(userId: string, type: string): string {
  return createHmac('sha256', env().AUTH_SECRET).update(`unsubscribe:${userId}:${type}`).digest('base64url');
}

export function unsubscribeQuery(userId: string, type: NotificationType): string {
  return new URLSearchParams({ u: userId, t: type, s: signature(userId, type) }).toString();
}

/** The person and the kind a link names, when its signature holds; null for anything else. */
export function readUnsubscribe(params: { u?: string | null; t?: string | null; s?: string | null }): { userId: string; type: NotificationType } | null {
  const { u, t, s } = params;
  if (!u || !t || !s || u.length > 100 || !(NOTIFICATION_TYPES as readonly string[]).includes(t)) return null;
  const expected = Buffer.from(signature(u, t));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: u, type: t as NotificationType };
}

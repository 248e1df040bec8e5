import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { setEmailDelivery } from './preferences';
import type { NotificationType } from './types';
import { readUnsubscribe } from './unsubscribe-token';

/**
 * A signed unsubscribe link (unsubscribe-token.ts), used: that kind of e-mail is off for its person. Answers what was
 * turned off, or null when the link is not one of ours or its person is gone. Doing it twice is harmless.
 */
export async function unsubscribe(params: { u?: string | null; t?: string | null; s?: string | null }): Promise<{ type: NotificationType } | null> {
  const link = readUnsubscribe(params);
  if (!link) return null;
  const [person] = await getDb().select({ id: users.id }).from(users).where(eq(users.id, link.userId));
  if (!person) return null;
  await setEmailDelivery(person.id, link.type, 'off');
  return { type: link.type };
}

/** What a link would turn off, without doing it (the page shown before the person confirms). */
export function previewUnsubscribe(params: { u?: string | null; t?: string | null; s?: string | null }): { type: NotificationType } | null {
  const link = readUnsubscribe(params);
  return link ? { type: link.type } : null;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notificationPreferences } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { defaultDelivery, DIGEST_PERIODS, emailTypesFor, type DigestPeriod } from './email-rules';
import { setEmailDelivery } from './preferences';
import { readUnsubscribe, type UnsubscribeTarget } from './unsubscribe-token';

/**
 * A signed unsubscribe link (unsubscribe-token.ts), used: that kind of e-mail is off for its person. Answers what was
 * turned off, or null when the link is not one of ours or its person is gone. Doing it twice is harmless.
 */
export async function unsubscribe(params: { u?: string | null; t?: string | null; s?: string | null }): Promise<{ type: UnsubscribeTarget } | null> {
  const link = readUnsubscribe(params);
  if (!link) return null;
  const people = peopleView();
  const [person] = await getDb().select({ id: people.id, role: people.role }).from(people).where(eq(people.id, link.userId));
  if (!person) return null;
  if (!(DIGEST_PERIODS as readonly string[]).includes(link.type)) {
    await setEmailDelivery(person.id, link.type as Exclude<UnsubscribeTarget, DigestPeriod>, 'off');
    return { type: link.type };
  }
  // A digest's link: every kind now set to that digest is off.
  const choices = await getDb().select({ type: notificationPreferences.type, delivery: notificationPreferences.delivery }).from(notificationPreferences).where(eq(notificationPreferences.userId, person.id));
  const chosen = new Map(choices.map((choice) => [choice.type, choice.delivery]));
  for (const type of emailTypesFor(person.role)) {
    if ((chosen.get(type) ?? defaultDelivery(person.role, type)) === link.type) await setEmailDelivery(person.id, type, 'off');
  }
  return { type: link.type };
}

/** What a link would turn off, without doing it (the page shown before the person confirms). */
export function previewUnsubscribe(params: { u?: string | null; t?: string | null; s?: string | null }): { type: UnsubscribeTarget } | null {
  const link = readUnsubscribe(params);
  return link ? { type: link.type } : null;
}

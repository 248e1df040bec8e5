import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { notifications } from '@/db/schema';
import { queueNotificationMails } from './email';
import type { NotificationType } from './types';

/*
 * Writing notifications (decision 036), in the transaction of what caused them, so none is lost and none is made
 * twice, with the e-mail of those their recipients want at once (email.ts). Each recipient's live streams hear of it
 * through PostgreSQL's NOTIFY, which is delivered only when the transaction commits (and not at all when it rolls
 * back). No 'server-only': the subscribers run in the custom server.
 */

/** The channel the live streams listen on; the payload is the recipient's id. */
export const NOTIFICATIONS_CHANNEL = 'academy_notifications';

export interface NewNotification {
  recipientId: string;
  type: NotificationType;
  actorId?: string | null;
  /** The child it is about: deleting the child deletes it (decision 027). */
  childId?: string | null;
  params?: Record<string, string>;
  link: string;
}

export async function notify(tx: Tx, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(notifications).values(
    items.map((item) => ({ recipientId: item.recipientId, type: item.type, actorId: item.actorId ?? null, childId: item.childId ?? null, params: item.params ?? {}, link: item.link })),
  );
  await queueNotificationMails(tx, items);
  for (const recipientId of new Set(items.map((item) => item.recipientId))) {
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${recipientId})`);
  }
}

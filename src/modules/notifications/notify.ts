import { sql } from 'drizzle-orm';
import { afterCommit } from '@/db/after-commit';
import { getDb, type Tx } from '@/db/client';
import { errorFields, log } from '@/server/logger';
import { notifications } from '@/db/schema';
import { queueNotificationMails } from './email';
import type { NotificationType } from './types';

/*
 * Writing notifications (decision 036), in the transaction of what caused them, so none is lost and none is made
 * twice, with the e-mail of those their recipients want at once (email.ts). Each recipient's live streams hear of it
 * through PostgreSQL's NOTIFY, sent once the transaction has committed (not at all when it rolls back) and outside
 * it, so the write that caused it never waits on NOTIFY's commit lock (src/db/after-commit.ts). No 'server-only':
 * the subscribers run in the custom server.
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
  const recipients = [...new Set(items.map((item) => item.recipientId))];
  afterCommit(tx, () => {
    // One statement for every recipient; a lost signal costs a live badge a reload, never a notification.
    void getDb()
      .execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, recipient) from unnest(array[${sql.join(recipients.map((id) => sql`${id}`), sql`, `)}]::text[]) as recipient`)
      .catch((error: unknown) => log.warn('telling the live streams of new notifications failed', errorFields(error)));
  });
}

import { afterCommit } from '@/db/after-commit';
import type { Tx } from '@/db/client';
import { notifications } from '@/db/schema';
import { raiseSignal } from '@/server/signals';
import { queueNotificationMails } from './email';
import type { NotificationType } from './types';

/*
 * Writing notifications (decision 036), in the transaction of what caused them, so none is lost and none is made
 * twice, with the e-mail of those their recipients want at once (email.ts). Each recipient's live streams hear of it
 * through PostgreSQL's NOTIFY, sent once the transaction has committed (not at all when it rolls back) and outside
 * it, so the write that caused it never waits on NOTIFY's commit lock (src/db/after-commit.ts), and in batches with
 * the other signals of the same few milliseconds (src/server/signals.ts). No 'server-only': the subscribers run
 * in the custom server.
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
  // The notifications written in the statement that reads their recipients for the e-mail (decision 022: the cost is
  // per statement, and this runs inside the transaction of what caused it).
  const written = tx.$with('written_notifications').as(
    tx
      .insert(notifications)
      .values(items.map((item) => ({ recipientId: item.recipientId, type: item.type, actorId: item.actorId ?? null, childId: item.childId ?? null, params: item.params ?? {}, link: item.link })))
      .returning({ id: notifications.id }),
  );
  await queueNotificationMails(tx, items, new Date(), written);
  const recipients = items.map((item) => item.recipientId);
  // After the commit (none when it rolls back), gathered with the other signals of the moment (server/signals.ts).
  afterCommit(tx, () => raiseSignal(NOTIFICATIONS_CHANNEL, recipients));
}

import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notifications } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { raiseSignal } from '@/server/signals';
import type { Actor } from '@/server/session-flow';
import { NOTIFICATIONS_CHANNEL } from './notify';

/** The reader's other tabs hear that their count changed (decision 036); the answer does not wait for it. */
function tellStreams(actor: Actor): void {
  raiseSignal(NOTIFICATIONS_CHANNEL, [actor.id]);
}

/** Marks one of the reader's notifications read and answers where it leads; anyone else's (or an unknown id) is a 404. */
export async function markNotificationRead(actor: Actor, notificationId: string): Promise<{ link: string }> {
  assertCan(actor, 'read:notification:own');
  const [row] = await getDb()
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, notificationId), eq(notifications.recipientId, actor.id)))
    .returning({ link: notifications.link });
  if (!row) throw new AppError(404, 'notifications.errors.notFound');
  tellStreams(actor);
  return row;
}

/** Marks every unread notification of the reader read; answers how many there were. */
export async function markAllNotificationsRead(actor: Actor): Promise<number> {
  assertCan(actor, 'read:notification:own');
  const marked = await getDb()
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.recipientId, actor.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (marked.length > 0) tellStreams(actor);
  return marked.length;
}

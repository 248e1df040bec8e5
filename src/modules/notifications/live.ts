import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type DatabaseHandle } from '@/db/client';
import { notifications } from '@/db/schema';
import { UNREAD_COUNT_CAP } from '@/lib/notification-limits';
import type { UserStreams } from '@/server/user-streams';
import { NOTIFICATIONS_CHANNEL } from './notify';

/*
 * The live side of notifications (decision 036): a person's streams get their unread count when a stream opens and
 * whenever PostgreSQL says (NOTIFY, after commit) that one of theirs was written or read. Any instance holding that
 * person's stream hears it, so it works the same with several instances on one database. No 'server-only'.
 */

/** The unread count a stream is sent: `{"unread":n}`, counted up to UNREAD_COUNT_CAP. */
export async function unreadMessage(userId: string): Promise<string> {
  const capped = getDb()
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP)
    .as('capped');
  const [row] = await getDb().select({ unread: sql<number>`count(*)::int` }).from(capped);
  return JSON.stringify({ unread: row?.unread ?? 0 });
}

/**
 * Listens for the database's word and tells the person's open streams; `onCommitted` hears every word too (the
 * server sends the notification e-mail just queued with it). Answers the function that stops it.
 */
export function startNotificationStreams(handle: DatabaseHandle, streams: UserStreams, onError: (error: unknown) => void, onCommitted: () => void = () => undefined): Promise<() => Promise<void>> {
  return handle.listen(NOTIFICATIONS_CHANNEL, (userId) => {
    onCommitted();
    if (!streams.hasStream(userId)) return;
    unreadMessage(userId).then((message) => streams.send(userId, message), onError);
  });
}

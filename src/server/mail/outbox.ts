import { desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { outboxMessages } from '@/db/schema';

/*
 * The local outbox (mail kept instead of sent when there is no SMTP_URL) is infrastructure's table (decision 055): the
 * mail module's /admin/outbox reads it here, after its own permission check.
 */

/** The newest `limit` messages the outbox kept, newest first, whole (the caller masks what an admin may not see). */
export async function readNewestOutbox(limit: number) {
  return getDb()
    .select({ id: outboxMessages.id, to: outboxMessages.to, subject: outboxMessages.subject, text: outboxMessages.text, html: outboxMessages.html, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

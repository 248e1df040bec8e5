import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { outboxMessages } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** Admins only: the newest messages that went to the local outbox (no SMTP_URL). /admin/outbox's one query. */
export async function listOutbox(actor: Actor, limit = 100): Promise<OutboxMessage[]> {
  assertCan(actor, 'read:outbox:any');
  return getDb()
    .select({ id: outboxMessages.id, to: outboxMessages.to, subject: outboxMessages.subject, text: outboxMessages.text, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

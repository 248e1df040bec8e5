import 'server-only';
import { readNewestOutbox } from '@/server/mail/outbox';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { maskLinkSecrets } from './mask-link-secrets';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  /** The text part, its links' secrets masked. */
  text: string;
  /** The HTML part's source, its links' secrets masked; null when the message had none. */
  html: string | null;
  createdAt: Date;
}

/**
 * Admins only: the newest messages that went to the local outbox (no SMTP_URL). /admin/outbox's one query. Reset,
 * consent and unsubscribe links come back with their secrets masked (mask-link-secrets.ts): the admin sees that the
 * mail went and what it said, never a key to someone else's account.
 */
export async function listOutbox(actor: Actor, limit = 100): Promise<OutboxMessage[]> {
  assertCan(actor, 'read:outbox:any');
  const rows = await readNewestOutbox(limit);
  return rows.map((row) => ({ ...row, text: maskLinkSecrets(row.text), html: row.html === null ? null : maskLinkSecrets(row.html) }));
}

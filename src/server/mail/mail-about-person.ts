import { asc, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { mailQueue, outboxMessages } from '@/db/schema';

/*
 * The mail the app holds for one person, for a parent's export and erasure of a child's data (decision 027): the
 * outbox (mail kept instead of sent, no SMTP) and the queue are infrastructure's (decision 055), so the families
 * module reaches them here. No 'server-only': the erasure runs in the custom server's scheduled purge too.
 */

/**
 * Mail to this address, oldest first, by subject only (its body may hold a sign-in link): what the outbox kept, and
 * what was queued (sent by SMTP or into the outbox), with when it went.
 */
export async function readMailTo(tx: Tx, email: string) {
  const address = email.toLowerCase();
  const kept = await tx
    .select({ subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.to}) = ${address}`)
    .orderBy(asc(outboxMessages.createdAt));
  const queued = await tx
    .select({ subject: mailQueue.subject, createdAt: mailQueue.createdAt, sentAt: mailQueue.sentAt, failedAt: mailQueue.failedAt })
    .from(mailQueue)
    .where(sql`lower(${mailQueue.to}) = ${address}`)
    .orderBy(asc(mailQueue.createdAt));
  return { kept, queued };
}

/** Deletes the mail to the person, and the mail to others that names them (a notification about a child, decision 036). */
export async function deleteMailAbout(tx: Tx, person: { id: string; email: string }): Promise<void> {
  const address = person.email.toLowerCase();
  await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.to}) = ${address} or ${person.id} = any(${outboxMessages.aboutChildIds})`);
  await tx.delete(mailQueue).where(sql`lower(${mailQueue.to}) = ${address} or ${person.id} = any(${mailQueue.aboutChildIds})`);
}
